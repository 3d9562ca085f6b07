import type { MediaKind } from '@marketplace/contract';
import type { ProfileImageKind } from '@marketplace/design-system';
import { uploadMediaFile } from '../../../media/uploadMediaFile.ts';

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

/** Compresses and uploads one store image through the media module; resolves with its address. */
export function uploadProfileImage(file: File, kind: ProfileImageKind, onProgress: (percent: number) => void): Promise<string> {
  return uploadMediaFile(file, mediaKindOfProfileImage(kind), onProgress);
}
