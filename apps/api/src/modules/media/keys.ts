import { isValidQrCode, MEDIA_VARIANTS, type MediaKind, type MediaType, type MediaVariant } from '@marketplace/contract';

/** Server-made ids: 128 random bits as 32 lowercase hex characters (tus's own id format). */
export const MEDIA_ID_PATTERN = /^[0-9a-f]{32}$/;

export const FILE_EXTENSIONS = ['jpg', 'png', 'webp', 'avif', 'mp4', 'webm', 'mov'] as const;
export type FileExtension = (typeof FILE_EXTENSIONS)[number];

const CONTENT_TYPE_OF_EXTENSION: Record<FileExtension, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** Spec §7 folders: covers/, images/, videos/, specialAreal/QR/{qrCode}/{images|videos}/. */
export function mediaFolderFor(kind: MediaKind, type: MediaType, qrCode: string | null): string {
  if (kind === 'qr') {
    if (!isValidQrCode(qrCode)) throw new Error('a QR upload needs a valid qrCode');
    return `specialAreal/QR/${qrCode}/${type === 'image' ? 'images' : 'videos'}`;
  }
  if (kind === 'cover') return 'covers';
  return type === 'image' ? 'images' : 'videos';
}

export function mediaKeyFor(folder: string, id: string, extension: FileExtension): string {
  return `${folder}/${id}.${extension}`;
}

/** The key of one webp size, next to the image (`images/{id}_thumb.webp`). */
export function variantKeyFor(folder: string, id: string, variant: MediaVariant): string {
  return `${folder}/${id}_${variant}.webp`;
}

const FOLDER = String.raw`(?:covers|images|videos|specialAreal/QR/[A-Za-z0-9_-]{4,64}/(?:images|videos))`;
const NAME = String.raw`[0-9a-f]{32}(?:_(?:${MEDIA_VARIANTS.join('|')}))?\.(?:${FILE_EXTENSIONS.join('|')})`;
const SERVABLE_KEY = new RegExp(`^${FOLDER}/${NAME}$`);

/** Only keys the server itself could have made are looked up (no traversal, no staging files). */
export function isServableKey(key: string): boolean {
  return SERVABLE_KEY.test(key);
}

export function contentTypeOfKey(key: string): string | undefined {
  const extension = key.slice(key.lastIndexOf('.') + 1) as FileExtension;
  return CONTENT_TYPE_OF_EXTENSION[extension];
}
