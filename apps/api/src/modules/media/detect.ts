import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { mediaTypeOfContentType, type MediaContentType, type MediaType } from '@marketplace/contract';
import type { FileExtension } from './keys.ts';

export interface DetectedMedia {
  contentType: MediaContentType;
  type: MediaType;
  /** The extension a stored file of this type gets (images may still be re-encoded). */
  extension: FileExtension;
}

/** Content types file-type reports under another name than the one we store. */
const ALIASES: Record<string, MediaContentType> = {
  'video/x-m4v': 'video/mp4',
  'image/heic-sequence': 'image/heic',
  'image/heif-sequence': 'image/heif',
};

const EXTENSION_OF: Record<MediaContentType, FileExtension> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  // Browsers outside Safari cannot show HEIC: such photos are stored as JPEG.
  'image/heic': 'jpg',
  'image/heif': 'jpg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

function fromMime(mime: string | undefined): DetectedMedia | null {
  if (!mime) return null;
  const contentType = (ALIASES[mime] ?? mime) as MediaContentType;
  const type = mediaTypeOfContentType(contentType);
  if (!type) return null;
  return { contentType, type, extension: EXTENSION_OF[contentType] };
}

/**
 * What the bytes are, judged by their content alone (never the name or the declared type).
 * null for anything that is not an allowed image or video — an unknown type included.
 */
export async function detectMedia(source: { buffer: Uint8Array } | { path: string }): Promise<DetectedMedia | null> {
  const result = 'buffer' in source ? await fileTypeFromBuffer(source.buffer) : await fileTypeFromFile(source.path);
  return fromMime(result?.mime);
}
