import type { MediaKind } from '@marketplace/contract';
import type { ProfileImageKind } from '@marketplace/design-system';
import { browserMediaEnvironment } from '../../../media/browserMediaEnvironment.ts';
import { MediaUploadTask } from '../../../media/mediaUploadTask.ts';
import type { UploadFailure } from '../../../media/uploadFailure.ts';

/**
 * Spec §5 compression by what the image is for: the store photo is shown small, like a
 * product cover (about 0.05 MB, 600 px); the cover banner is wide, like a gallery image
 * (1 MB, 800 px).
 */
const MEDIA_KIND_OF: Record<ProfileImageKind, Extract<MediaKind, 'cover' | 'image'>> = {
  profileImage: 'cover',
  backgroundImage: 'image',
};

export function mediaKindOfProfileImage(kind: ProfileImageKind): Extract<MediaKind, 'cover' | 'image'> {
  return MEDIA_KIND_OF[kind];
}

/** A failed upload; `code` and `reason` are what the profile form tells the seller. */
class ProfileImageUploadError extends Error {
  override readonly name = 'ProfileImageUploadError';
  readonly code: string;
  readonly reason: UploadFailure['reason'];
  constructor(failure: UploadFailure) {
    super(`Upload failed: ${failure.code}`);
    this.code = failure.code;
    this.reason = failure.reason;
  }
}

/** Compresses and uploads one store image through the media module; resolves with its address. */
export function uploadProfileImage(file: File, kind: ProfileImageKind, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    new MediaUploadTask(
      { file, kind: mediaKindOfProfileImage(kind) },
      {
        onProgress,
        onStateChange: () => undefined,
        onSuccess: (record) => resolve(record.downloadURL),
        onFailure: (failure) => reject(new ProfileImageUploadError(failure)),
      },
      browserMediaEnvironment(),
    ).start();
  });
}
