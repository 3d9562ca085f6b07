import { ERROR_CODES, MEDIA_ERROR_CODES, isApiErrorBody } from '@marketplace/contract';
import { CLIENT_ERROR_CODES } from '../api/ApiError.ts';
import { isRetryableStatus } from './uploadPolicy.ts';

/** What the person is told about a failed file (`media.errors.{reason}`). */
export type UploadFailureReason = 'type' | 'size' | 'quota' | 'network' | 'refused' | 'server' | 'qrUnknown' | 'qrClosed';

export interface UploadFailure {
  /** The server's error code, or a client code when no answer carried one. */
  code: string;
  reason: UploadFailureReason;
  /** Whether trying again may help (network, server trouble), as opposed to a refused file. */
  retryable: boolean;
}

function reasonOf(code: string, status: number): UploadFailureReason {
  switch (code) {
    case MEDIA_ERROR_CODES.MEDIA_TYPE_NOT_ALLOWED:
    case ERROR_CODES.UNSUPPORTED_MEDIA_TYPE:
      return 'type';
    case MEDIA_ERROR_CODES.MEDIA_TOO_LARGE:
    case MEDIA_ERROR_CODES.MEDIA_TOO_MANY_PIXELS:
    case ERROR_CODES.PAYLOAD_TOO_LARGE:
      return 'size';
    case MEDIA_ERROR_CODES.MEDIA_QUOTA_EXCEEDED:
    case MEDIA_ERROR_CODES.QR_GUEST_BYTES_EXCEEDED:
    case ERROR_CODES.RATE_LIMITED:
      return 'quota';
    // The QR page cannot tell beforehand: a code's gallery answers a stranger as for a code nobody issued.
    case MEDIA_ERROR_CODES.QR_CODE_UNKNOWN:
      return 'qrUnknown';
    case MEDIA_ERROR_CODES.QR_CODE_EXPIRED:
      return 'qrClosed';
  }
  if (status === 0) return 'network';
  if (status === 413) return 'size';
  if (status === 415) return 'type';
  return status >= 500 ? 'server' : 'refused';
}

function codeFromBody(body: string | undefined): string | null {
  if (!body) return null;
  try {
    const parsed: unknown = JSON.parse(body);
    return isApiErrorBody(parsed) ? parsed.error.code : null;
  } catch {
    return null;
  }
}

/** Classifies a failed upload request from its HTTP status (0 = no answer) and answer body. */
export function uploadFailureFrom(status: number, body?: string): UploadFailure {
  const code = codeFromBody(body) ?? (status === 0 ? CLIENT_ERROR_CODES.NETWORK : CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE);
  const reason = reasonOf(code, status);
  return {
    code,
    reason,
    retryable: reason === 'network' || reason === 'server' || (reason === 'quota' && isRetryableStatus(status)),
  };
}
