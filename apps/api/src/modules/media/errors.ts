import { ERROR_CODES, MEDIA_ERROR_CODES as C } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** The refusals of the media calls; the web app shows `errors.{code}`. */
export const mediaErrors = {
  kindInvalid: () => new HttpError(400, C.MEDIA_KIND_INVALID, 'Say what the upload is: cover, image, video or qr.'),
  qrCodeInvalid: () => new HttpError(400, C.QR_CODE_INVALID, 'The QR code is missing or malformed.'),
  lengthRequired: () => new HttpError(400, C.MEDIA_LENGTH_REQUIRED, 'The upload must declare its length.'),
  metadataInvalid: () => new HttpError(400, ERROR_CODES.VALIDATION_FAILED, 'The Upload-Metadata header is malformed.'),
  typeNotAllowed: () =>
    new HttpError(
      415,
      C.MEDIA_TYPE_NOT_ALLOWED,
      'Only photos (JPEG, PNG, WebP, AVIF, HEIC) and videos (MP4, WebM, MOV) are accepted here.',
    ),
  tooLarge: (maxBytes: number) =>
    new HttpError(413, C.MEDIA_TOO_LARGE, 'The file is larger than allowed.', { details: { max_bytes: maxBytes } }),
  tooManyPixels: (maxPixels: number) =>
    new HttpError(422, C.MEDIA_TOO_MANY_PIXELS, 'The image has too many pixels.', { details: { max_pixels: maxPixels } }),
  quotaExceeded: () => new HttpError(413, C.MEDIA_QUOTA_EXCEEDED, 'This QR code has reached its storage limit.'),
  /** Also a gallery's answer to whoever may not read it: the same as for a code nobody issued. */
  qrCodeUnknown: () => new HttpError(404, C.QR_CODE_UNKNOWN, 'There is no QR code with this address that you may read.'),
  qrCodeExpired: () => new HttpError(410, C.QR_CODE_EXPIRED, 'This QR code no longer takes uploads.'),
  qrCodeLimitReached: (max: number) =>
    new HttpError(409, C.QR_CODE_LIMIT_REACHED, 'This account has as many open QR codes as allowed; revoke one first.', {
      details: { max },
    }),
  guestBytesExceeded: (retryAfterSeconds: number) =>
    new HttpError(429, C.QR_GUEST_BYTES_EXCEEDED, 'This address has sent its share of uploads for this hour.', {
      details: { retry_after: retryAfterSeconds },
    }),
  buyerDailyBytesExceeded: (retryAfterSeconds: number) =>
    new HttpError(429, C.BUYER_DAILY_BYTES_EXCEEDED, 'This account has uploaded its share of photos for today.', {
      details: { retry_after: retryAfterSeconds },
      retryAfter: retryAfterSeconds,
    }),
  storageFull: () => new HttpError(507, C.MEDIA_STORAGE_FULL, 'The server is short of disk space and takes no new uploads now.'),
  uploadNotFound: () => new HttpError(404, C.UPLOAD_NOT_FOUND, 'There is no finished upload with this id.'),
  unauthorized: () => new HttpError(401, ERROR_CODES.UNAUTHORIZED, 'Sign in first.'),
  forbidden: () => new HttpError(403, ERROR_CODES.FORBIDDEN, 'This account may not upload this.'),
  notUploadOwner: () => new HttpError(403, ERROR_CODES.FORBIDDEN, 'This upload was started by another account.'),
  galleryRateLimited: (retryAfterSeconds: number) =>
    new HttpError(429, ERROR_CODES.RATE_LIMITED, 'Too many gallery reads from this address; try again later.', {
      details: { retry_after: retryAfterSeconds },
      retryAfter: retryAfterSeconds,
    }),
  rateLimited: (retryAfterSeconds: number) =>
    new HttpError(429, ERROR_CODES.RATE_LIMITED, 'Too many uploads from this address; try again later.', {
      details: { retry_after: retryAfterSeconds },
    }),
};
