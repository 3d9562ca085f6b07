import {
  ADMIN_QR_IMAGE_COMPRESSION,
  COVER_IMAGE_COMPRESSION,
  GALLERY_IMAGE_COMPRESSION,
  type ImageCompressionTarget,
  type MediaKind,
} from '@marketplace/contract';

/** Who an upload is for: the kind stored on the server, plus admin pages, which compress like QR uploads. */
export type UploadPurpose = MediaKind | 'admin';

/** Spec §5: the compression target of an image upload; null = sent as it is (videos). */
export function compressionTargetFor(purpose: UploadPurpose): ImageCompressionTarget | null {
  switch (purpose) {
    case 'cover':
      return COVER_IMAGE_COMPRESSION;
    case 'image':
      return GALLERY_IMAGE_COMPRESSION;
    case 'qr':
    case 'admin':
      return ADMIN_QR_IMAGE_COMPRESSION;
    case 'video':
      return null;
  }
}

/** Formats canvas can re-encode in every browser; anything else (heic, avif, …) goes as it is and the server decides. */
const COMPRESSIBLE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export function shouldCompress(file: Pick<File, 'type'>, purpose: UploadPurpose): boolean {
  return compressionTargetFor(purpose) !== null && COMPRESSIBLE_TYPES.has(file.type);
}
