import type { MediaKind } from '@marketplace/contract';
import { CLIENT_ERROR_CODES } from '../api/ApiError.ts';
import { readPublicConfig } from '../config/publicConfig.ts';
import type { UploadPurpose } from './compressionOptions.ts';
import { loadMediaUploader } from './mediaUploader.ts';
import type { UploadFailure, UploadFailureReason } from './uploadFailure.ts';

/** A failed upload; `code` is the server's (or the client's) code, `reason` what to tell the person. */
export class MediaUploadError extends Error {
  override readonly name = 'MediaUploadError';
  readonly code: string;
  readonly reason: UploadFailureReason;
  constructor(failure: UploadFailure) {
    super(`Upload failed: ${failure.code}`);
    this.code = failure.code;
    this.reason = failure.reason;
  }
}

/**
 * One file through the page's media provider (our media module, or Cloud Storage) as a promise:
 * compressed per spec §5 for its kind (cover about
 * 0.05 MB / 600 px, gallery image 1 MB / 800 px, video as it is), progress 0–100, and the stored
 * file's address on success. `purpose` 'admin' compresses images as admin uploads (1 MB / 800 px).
 */
export async function uploadMediaFile(
  file: File,
  kind: MediaKind,
  onProgress: (percent: number) => void,
  purpose?: UploadPurpose,
): Promise<string> {
  let uploader;
  try {
    uploader = await loadMediaUploader(readPublicConfig());
  } catch {
    throw new MediaUploadError({ code: CLIENT_ERROR_CODES.NETWORK, reason: 'network', retryable: true });
  }
  return new Promise((resolve, reject) => {
    uploader(
      { file, kind, purpose },
      {
        onProgress,
        onStateChange: () => undefined,
        onSuccess: (record) => resolve(record.downloadURL),
        onFailure: (failure) => reject(new MediaUploadError(failure)),
      },
    ).start();
  });
}
