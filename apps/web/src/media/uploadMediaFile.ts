import type { MediaKind } from '@marketplace/contract';
import { browserMediaEnvironment } from './browserMediaEnvironment.ts';
import type { UploadPurpose } from './compressionOptions.ts';
import { MediaUploadTask } from './mediaUploadTask.ts';
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
 * One file through the media module as a promise: compressed per spec §5 for its kind (cover about
 * 0.05 MB / 600 px, gallery image 1 MB / 800 px, video as it is), progress 0–100, and the stored
 * file's address on success. `purpose` 'admin' compresses images as admin uploads (1 MB / 800 px).
 */
export function uploadMediaFile(file: File, kind: MediaKind, onProgress: (percent: number) => void, purpose?: UploadPurpose): Promise<string> {
  return new Promise((resolve, reject) => {
    new MediaUploadTask(
      { file, kind, purpose },
      {
        onProgress,
        onStateChange: () => undefined,
        onSuccess: (record) => resolve(record.downloadURL),
        onFailure: (failure) => reject(new MediaUploadError(failure)),
      },
      browserMediaEnvironment(),
    ).start();
  });
}
