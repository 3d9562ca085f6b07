// Media constants and pure rules without schemas: pages import these without pulling in zod.

/**
 * Media: resumable uploads (tus 1.0.0), stored files and the QR memories gallery.
 *
 * Upload flow (self-hosted media provider):
 * 1. `POST MEDIA_UPLOAD_PATH` with tus headers and `Upload-Metadata` carrying the keys of
 *    `MEDIA_UPLOAD_METADATA` (`kind` always; `qrCode` for `qr`; `filename` and `filetype` as the
 *    browser knows them — informative only, the server decides the type from the bytes).
 *    Covers, images and videos need a merchant or admin session (the bearer header, or the
 *    session cookie), images also a buyer's (a custom-order chat's photos); `qr` uploads are
 *    open to guests. A declared `Upload-Length` over the kind's
 *    cap is refused before any byte is stored.
 * 2. `PATCH` the chunks to the returned `Location` until done (resume with `HEAD`).
 * 3. The server checks the finished bytes, strips image metadata, writes the sizes and records
 *    the upload before it answers the last `PATCH`. The upload id is the last path segment of the
 *    upload URL (`mediaUploadIdFromUrl`); `GET mediaUploadRecordPath(id)` answers the
 *    `UploadRecord` (404 `UPLOAD_NOT_FOUND` when the upload is unknown or not finished yet). The
 *    last `PATCH` answer also carries the record id in the `MEDIA_RECORD_HEADER` header.
 *
 * Refusals answer `{ error: { code, message } }` with a code of `MEDIA_ERROR_CODES`
 * (or `UNAUTHORIZED` / `FORBIDDEN` / `RATE_LIMITED`); tus clients must not retry those 4xx.
 *
 * Stored files are served at `{downloadURL}` (under `/media/…` of the API unless a public base
 * is configured), immutable, with range requests. Images also exist in the widths of
 * `MEDIA_VARIANT_WIDTHS` as webp: `mediaVariantUrl` / `mediaSrcSet` build their addresses from a
 * stored `downloadURL` alone.
 */

export const MEDIA_UPLOAD_PATH = '/media/v1/upload';
export const MEDIA_UPLOADS_PATH = '/media/v1/uploads';
export const MEDIA_QR_PATH = '/media/v1/qr';
/** Files are served below this path of the API (`/media/covers/…`, `/media/specialAreal/QR/…`). */
export const MEDIA_FILES_PATH = '/media';
/** Header of the last PATCH answer naming the finished upload's record id. */
export const MEDIA_RECORD_HEADER = 'Media-Record-Id';

export const MEDIA_KINDS = ['cover', 'image', 'video', 'qr'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_TYPES = ['image', 'video'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** The `Upload-Metadata` keys a client sends. */
export const MEDIA_UPLOAD_METADATA = {
  kind: 'kind',
  qrCode: 'qrCode',
  filename: 'filename',
  filetype: 'filetype',
  /** A guest's QR upload: their browser's key (QR_GUEST_KEY_PATTERN), which later lists their own files of the code. */
  guestKey: 'guestKey',
} as const;

/**
 * A guest's key for the QR gallery: made once by their browser (128 random bits or more, base64url)
 * and sent with each QR upload (`guestKey` metadata) and with gallery reads in this header.
 */
export const QR_GUEST_KEY_HEADER = 'x-qr-guest-key';
export const QR_GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

const MiB = 1024 * 1024;

/** Default size caps per kind, in bytes (the server may be configured lower or higher). */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = {
  cover: 10 * MiB,
  image: 25 * MiB,
  video: 1024 * MiB,
  qr: 1024 * MiB,
};
/** Images are decoded on the server: an image larger than this is refused whatever its kind. */
export const MEDIA_IMAGE_MAX_BYTES = 25 * MiB;
/** Pixel-flood guard: images with more pixels (width × height) are refused. */
export const MEDIA_MAX_IMAGE_PIXELS = 50_000_000;

export const MEDIA_IMAGE_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;
export const MEDIA_VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
export type MediaImageContentType = (typeof MEDIA_IMAGE_CONTENT_TYPES)[number];
export type MediaVideoContentType = (typeof MEDIA_VIDEO_CONTENT_TYPES)[number];
export type MediaContentType = MediaImageContentType | MediaVideoContentType;

/** What a file picker may offer (`accept` attribute) for each kind. */
export const MEDIA_ACCEPT: Readonly<Record<MediaKind, string>> = {
  cover: MEDIA_IMAGE_CONTENT_TYPES.join(','),
  image: MEDIA_IMAGE_CONTENT_TYPES.join(','),
  video: MEDIA_VIDEO_CONTENT_TYPES.join(','),
  qr: [...MEDIA_IMAGE_CONTENT_TYPES, ...MEDIA_VIDEO_CONTENT_TYPES].join(','),
};

/** Which content types a kind admits. */
export function mediaTypesAllowedFor(kind: MediaKind): readonly MediaType[] {
  if (kind === 'video') return ['video'];
  if (kind === 'qr') return ['image', 'video'];
  return ['image'];
}

export function mediaTypeOfContentType(contentType: string): MediaType | null {
  if ((MEDIA_IMAGE_CONTENT_TYPES as readonly string[]).includes(contentType)) return 'image';
  if ((MEDIA_VIDEO_CONTENT_TYPES as readonly string[]).includes(contentType)) return 'video';
  return null;
}

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === 'string' && (MEDIA_KINDS as readonly string[]).includes(value);
}

/** Spec §2 QR page: the code in `?qrCode=` — letters, digits, `_` and `-`, 4 to 64 characters. */
export const QR_CODE_PATTERN = /^[A-Za-z0-9_-]{4,64}$/;
export function isValidQrCode(value: unknown): value is string {
  return typeof value === 'string' && QR_CODE_PATTERN.test(value);
}
/** The start of an address an issuer may choose (the server appends `-` and a random part of QR_CODE_RANDOM_LENGTH). */
export const QR_CODE_NAME_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/** Characters of base64url the server appends to an issuer's name (72 random bits). */
export const QR_CODE_RANDOM_LENGTH = 12;

export const MEDIA_VARIANTS = ['thumb', 'medium', 'large'] as const;
export type MediaVariant = (typeof MEDIA_VARIANTS)[number];
/** Widths of the webp sizes made for every image (height keeps the aspect ratio). */
export const MEDIA_VARIANT_WIDTHS: Readonly<Record<MediaVariant, number>> = {
  thumb: 320,
  medium: 640,
  large: 1280,
};

/** Server-made file names: a 32-character lowercase hex id and an extension. */
const STORED_IMAGE_NAME = /^([0-9a-f]{32})\.(jpg|png|webp|avif)$/;

function splitSuffix(url: string): [string, string] {
  const cut = url.search(/[?#]/);
  return cut === -1 ? [url, ''] : [url.slice(0, cut), url.slice(cut)];
}

/**
 * The address of one size of a stored image, from its `downloadURL`
 * (`…/images/{id}.jpg` → `…/images/{id}_thumb.webp`). Any other address (a video, a foreign
 * URL, an empty string) comes back unchanged, so a page can always use the result.
 */
export function mediaVariantUrl(downloadURL: string, size: MediaVariant): string {
  const [base, suffix] = splitSuffix(downloadURL);
  const slash = base.lastIndexOf('/');
  const match = STORED_IMAGE_NAME.exec(base.slice(slash + 1));
  if (!match) return downloadURL;
  return `${base.slice(0, slash + 1)}${match[1]}_${size}.webp${suffix}`;
}

/** A `srcset` value of every size of a stored image; undefined when the address has no sizes. */
export function mediaSrcSet(downloadURL: string): string | undefined {
  if (mediaVariantUrl(downloadURL, 'thumb') === downloadURL) return undefined;
  return MEDIA_VARIANTS.map((size) => `${mediaVariantUrl(downloadURL, size)} ${MEDIA_VARIANT_WIDTHS[size]}w`).join(', ');
}

/** The upload id from a tus upload URL (its last path segment). */
export function mediaUploadIdFromUrl(uploadUrl: string): string {
  const [base] = splitSuffix(uploadUrl);
  return base.slice(base.lastIndexOf('/') + 1);
}

export function mediaUploadRecordPath(uploadId: string): string {
  return `${MEDIA_UPLOADS_PATH}/${encodeURIComponent(uploadId)}`;
}

export function mediaQrGalleryPath(qrCode: string): string {
  return `${MEDIA_QR_PATH}/${encodeURIComponent(qrCode)}`;
}

export const MEDIA_ERROR_CODES = {
  /** `kind` missing or not one of MEDIA_KINDS. */
  MEDIA_KIND_INVALID: 'MEDIA_KIND_INVALID',
  /** `qrCode` missing or not matching QR_CODE_PATTERN on a `qr` upload or gallery call. */
  QR_CODE_INVALID: 'QR_CODE_INVALID',
  /** The bytes are not an allowed image or video for this kind (checked by content). */
  MEDIA_TYPE_NOT_ALLOWED: 'MEDIA_TYPE_NOT_ALLOWED',
  /** The declared or actual size is over the kind's cap. */
  MEDIA_TOO_LARGE: 'MEDIA_TOO_LARGE',
  /** An image with more than MEDIA_MAX_IMAGE_PIXELS pixels. */
  MEDIA_TOO_MANY_PIXELS: 'MEDIA_TOO_MANY_PIXELS',
  /** The upload length is unknown (deferred length is not supported). */
  MEDIA_LENGTH_REQUIRED: 'MEDIA_LENGTH_REQUIRED',
  /** 413: the QR code's byte quota (set by its issuer) or the server's file cap per code is reached. */
  MEDIA_QUOTA_EXCEEDED: 'MEDIA_QUOTA_EXCEEDED',
  /** 404: nobody issued this QR code (uploads), or nobody issued it that this client may read (its gallery). */
  QR_CODE_UNKNOWN: 'QR_CODE_UNKNOWN',
  /** 410: the QR code's time is over, or its issuer closed it. */
  QR_CODE_EXPIRED: 'QR_CODE_EXPIRED',
  /** 409: the issuer has as many open codes as the server allows (`max`); revoke one first. */
  QR_CODE_LIMIT_REACHED: 'QR_CODE_LIMIT_REACHED',
  /** 429: this address sent its hourly share of guest bytes (`retry_after` seconds). */
  QR_GUEST_BYTES_EXCEEDED: 'QR_GUEST_BYTES_EXCEEDED',
  /** 429: this buyer sent their daily share of upload bytes (`retry_after` seconds, also as Retry-After). */
  BUYER_DAILY_BYTES_EXCEEDED: 'BUYER_DAILY_BYTES_EXCEEDED',
  /** 507: the server keeps its free disk reserve and takes no new upload now. */
  MEDIA_STORAGE_FULL: 'MEDIA_STORAGE_FULL',
  UPLOAD_NOT_FOUND: 'UPLOAD_NOT_FOUND',
} as const;
export type MediaErrorCode = (typeof MEDIA_ERROR_CODES)[keyof typeof MEDIA_ERROR_CODES];
