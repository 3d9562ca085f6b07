import type { MediaKind } from '@marketplace/contract';
import { MediaUploadTask } from '../../../media/mediaUploadTask.ts';
import { browserMediaEnvironment } from '../../../media/browserMediaEnvironment.ts';
import type { UploadFailure, UploadFailureReason } from '../../../media/uploadFailure.ts';

/** A failed product photo or video upload; `reason` names what to tell the seller. */
class ProductMediaUploadError extends Error {
  override readonly name = 'ProductMediaUploadError';
  readonly reason: UploadFailureReason;
  constructor(readonly failure: UploadFailure) {
    super(`Upload failed: ${failure.code}`);
    this.reason = failure.reason;
  }
}

/**
 * The product form's uploader: compresses per spec §5 (cover about 0.05 MB / 600 px, gallery
 * 1 MB / 800 px, videos as they are), uploads through the media module with progress 0–100,
 * and resolves with the stored file's address.
 */
export function uploadProductMedia(file: File, kind: MediaKind, onProgress: (percent: number) => void): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const task = new MediaUploadTask(
      { file, kind },
      {
        onProgress,
        onStateChange: () => undefined,
        onSuccess: (record) => resolve({ url: record.downloadURL }),
        onFailure: (failure) => reject(new ProductMediaUploadError(failure)),
      },
      browserMediaEnvironment(),
    );
    task.start();
  });
}
