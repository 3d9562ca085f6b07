import type { MediaKind } from '@marketplace/contract';
import { MediaUploadTask } from '../../../media/mediaUploadTask.ts';
import { browserMediaEnvironment } from '../../../media/browserMediaEnvironment.ts';
import type { UploadFailure } from '../../../media/uploadFailure.ts';

/** A failed product photo or video upload; `failure.reason` names what to tell the seller. */
export class ProductMediaUploadError extends Error {
  override readonly name = 'ProductMediaUploadError';
  constructor(readonly failure: UploadFailure) {
    super(`Upload failed: ${failure.code}`);
  }
}

/**
 * The product form's uploader: compresses per spec §5 (cover about 0.05 MB / 600 px, gallery
 * 1 MB / 800 px, videos as they are), uploads through the media module with progress 0–100,
 * and resolves with the file's address.
 */
export function uploadProductMedia(file: File, kind: Extract<MediaKind, 'cover' | 'image' | 'video'>, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const task = new MediaUploadTask(
      { file, kind },
      {
        onProgress: (percent) => onProgress?.(percent),
        onStateChange: () => undefined,
        onSuccess: (record) => resolve(record.downloadURL),
        onFailure: (failure) => reject(new ProductMediaUploadError(failure)),
      },
      browserMediaEnvironment(),
    );
    task.start();
  });
}
