import {
  MEDIA_ERROR_CODES,
  MEDIA_MAX_BYTES,
  mediaTypeOfContentType,
  mediaTypesAllowedFor,
  type MediaKind,
  type MediaType,
  type UploadRecord,
} from '@marketplace/contract';
import type { UploadFailure } from './uploadFailure.ts';

// Cloud Storage uploads keep the keys and names our server makes (spec §7 folders), and are checked
// here as the server would check them before any byte leaves the page.

const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** 128 random bits as 32 lowercase hex characters, like the server's file names. */
export function randomFileId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Spec §7: covers/, images/, videos/, specialAreal/QR/{qrCode}/{images|videos}/, then `{id}.{extension}`. */
export function firebaseMediaKey(
  kind: MediaKind,
  type: MediaType,
  contentType: string,
  qrCode: string | undefined,
  id: string = randomFileId(),
): string {
  const folder =
    kind === 'qr'
      ? `specialAreal/QR/${qrCode ?? ''}/${type === 'image' ? 'images' : 'videos'}`
      : kind === 'cover'
        ? 'covers'
        : type === 'image'
          ? 'images'
          : 'videos';
  return `${folder}/${id}.${EXTENSION_OF_TYPE[contentType] ?? 'bin'}`;
}

/** The server's refusals of a file, made before uploading: a type the kind does not take, or a file over its cap. */
export function firebaseUploadRefusal(kind: MediaKind, file: Pick<File, 'type' | 'size'>): UploadFailure | null {
  const type = mediaTypeOfContentType(file.type);
  if (!type || !mediaTypesAllowedFor(kind).includes(type))
    return { code: MEDIA_ERROR_CODES.MEDIA_TYPE_NOT_ALLOWED, reason: 'type', retryable: false };
  if (file.size > MEDIA_MAX_BYTES[kind]) return { code: MEDIA_ERROR_CODES.MEDIA_TOO_LARGE, reason: 'size', retryable: false };
  return null;
}

/** A Cloud Storage error code (`storage/…`) as the pages' failure. */
export function firebaseUploadFailure(code: string): UploadFailure {
  switch (code) {
    case 'storage/unauthorized':
    case 'storage/unauthenticated':
      return { code, reason: 'refused', retryable: false };
    case 'storage/quota-exceeded':
      return { code, reason: 'quota', retryable: false };
    case 'storage/retry-limit-exceeded':
      return { code, reason: 'network', retryable: true };
    default:
      return { code, reason: 'server', retryable: true };
  }
}

/** Spec §3 "Storage metadata" as Cloud Storage answers it. */
export interface StoredFileMetadata {
  bucket: string;
  fullPath: string;
  size: number;
  contentType?: string;
  timeCreated: string;
  customMetadata?: Record<string, string>;
}

/** The record of a finished upload, shaped as our server's (no image sizes: Cloud Storage keeps the file as sent). */
export function firebaseUploadRecord(input: {
  kind: MediaKind;
  qrCode?: string;
  downloadURL: string;
  metadata: StoredFileMetadata;
}): UploadRecord {
  const { metadata } = input;
  const contentType = metadata.contentType ?? 'application/octet-stream';
  return {
    id: metadata.fullPath,
    key: metadata.fullPath,
    kind: input.kind,
    downloadURL: input.downloadURL,
    size: metadata.size,
    type: mediaTypeOfContentType(contentType) ?? 'image',
    cover: input.kind === 'cover',
    contentType,
    width: null,
    height: null,
    sizes: null,
    qrCode: input.qrCode ?? null,
    metadata: {
      bucket: metadata.bucket,
      fullPath: metadata.fullPath,
      size: metadata.size,
      contentType,
      customMetadata: metadata.customMetadata ?? {},
    },
    createdAt: metadata.timeCreated,
  };
}
