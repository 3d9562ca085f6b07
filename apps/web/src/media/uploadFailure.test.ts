import { describe, expect, it } from 'vitest';
import { uploadFailureFrom } from './uploadFailure.ts';

const body = (code: string) => JSON.stringify({ error: { code, message: 'x' } });

describe('uploadFailureFrom', () => {
  it('tells a refused type or size apart, with no retry offered', () => {
    expect(uploadFailureFrom(415, body('MEDIA_TYPE_NOT_ALLOWED'))).toEqual({
      code: 'MEDIA_TYPE_NOT_ALLOWED',
      reason: 'type',
      retryable: false,
    });
    expect(uploadFailureFrom(413, body('MEDIA_TOO_LARGE'))).toMatchObject({ reason: 'size', retryable: false });
    expect(uploadFailureFrom(413, '')).toMatchObject({ reason: 'size', retryable: false });
  });

  it('offers a retry after network loss or server trouble', () => {
    expect(uploadFailureFrom(0)).toEqual({ code: 'NETWORK_ERROR', reason: 'network', retryable: true });
    expect(uploadFailureFrom(503, 'Service Unavailable')).toMatchObject({ reason: 'server', retryable: true });
  });

  it('lets a rate limit be retried later but not a spent quota', () => {
    expect(uploadFailureFrom(429, body('RATE_LIMITED'))).toMatchObject({ reason: 'quota', retryable: true });
    expect(uploadFailureFrom(429, body('QR_GUEST_BYTES_EXCEEDED'))).toMatchObject({ reason: 'quota', retryable: true });
    expect(uploadFailureFrom(403, body('MEDIA_QUOTA_EXCEEDED'))).toMatchObject({ reason: 'quota', retryable: false });
  });

  it('says when a QR code is unknown or closed, with no retry offered', () => {
    expect(uploadFailureFrom(404, body('QR_CODE_UNKNOWN'))).toEqual({
      code: 'QR_CODE_UNKNOWN',
      reason: 'qrUnknown',
      retryable: false,
    });
    expect(uploadFailureFrom(410, body('QR_CODE_EXPIRED'))).toEqual({
      code: 'QR_CODE_EXPIRED',
      reason: 'qrClosed',
      retryable: false,
    });
  });

  it('reports other refusals as such', () => {
    expect(uploadFailureFrom(403, body('FORBIDDEN'))).toMatchObject({ code: 'FORBIDDEN', reason: 'refused', retryable: false });
  });
});
