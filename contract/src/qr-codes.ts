import { z } from 'zod';
import { QR_CODE_NAME_PATTERN, QR_CODE_PATTERN } from './media-rules.ts';
import { qrGalleryPageSchema } from './media.ts';
import { textString } from './text.ts';

const GiB = 1024 ** 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A code's total upload quota: the default when the issuer gives none, and the bounds of the request's
 * field. The server caps it lower by its setting (MEDIA_QR_CODE_MAX_BYTES, 2 GiB unless configured).
 */
export const QR_CODE_QUOTA_BYTES = { default: 2 * GiB, min: 1024 * 1024, max: 1024 * GiB } as const;
/** How long a code stays open, in days: the default and the longest. */
export const QR_CODE_DAYS = { default: 30, max: 365 } as const;
export const QR_CODE_TITLE_MAX = 120;

/**
 * `POST /merchant/v1/createQrCode` (a seller whose store is active, or an admin). `code` is the
 * issuer's choice of the address's start: the server appends a random part to it
 * (`toy-2026-Xk3…`), so a named code is as unguessable as one the server makes alone. At most
 * the server's number of open codes per issuer (409 QR_CODE_LIMIT_REACHED).
 */
export const createQrCodeRequestSchema = z.strictObject({
  code: z.string().regex(QR_CODE_NAME_PATTERN).optional(),
  title: textString().max(QR_CODE_TITLE_MAX).optional(),
  quotaBytes: z.number().int().min(QR_CODE_QUOTA_BYTES.min).max(QR_CODE_QUOTA_BYTES.max).optional(),
  /** ISO 8601, in the future and at most QR_CODE_DAYS.max days away; default QR_CODE_DAYS.default days from now. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});
export type CreateQrCodeRequest = z.infer<typeof createQrCodeRequestSchema>;

/** `POST /merchant/v1/revokeQrCode`: closes the code for uploads at once (its owner, or an admin). */
export const revokeQrCodeRequestSchema = z.strictObject({ code: z.string().regex(QR_CODE_PATTERN) });
export type RevokeQrCodeRequest = z.infer<typeof revokeQrCodeRequestSchema>;

/** Whether guests may upload: `expired` also covers a revoked code, `full` a used-up quota. */
export const QR_CODE_STATES = ['open', 'expired', 'full'] as const;
export type QrCodeState = (typeof QR_CODE_STATES)[number];

export const qrCodeSchema = z.object({
  code: z.string(),
  title: z.string(),
  ownerId: z.string(),
  quotaBytes: z.number(),
  usedBytes: z.number(),
  files: z.number(),
  /** ISO 8601. */
  expiresAt: z.string(),
  revoked: z.boolean(),
  state: z.enum(QR_CODE_STATES),
  createdAt: z.string(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;

/** `GET /merchant/v1/getQrCodes`: a seller's own codes (an admin's: every code), newest first. */
export const qrCodeListSchema = z.object({ codes: z.array(qrCodeSchema) });
export type QrCodeList = z.infer<typeof qrCodeListSchema>;

/**
 * `GET mediaQrGalleryPath(qrCode)`: the gallery page and whether the code takes uploads. Read by the
 * code's issuer (every file) and by a guest who uploaded under it (their own files only: the
 * session's account, or the key of QR_GUEST_KEY_HEADER their uploads carried). Anyone else hears
 * 404 QR_CODE_UNKNOWN, exactly as for a code nobody issued. A revoked code lists nothing.
 * Rate-limited per client address (429 RATE_LIMITED).
 */
export const qrGalleryAnswerSchema = qrGalleryPageSchema.extend({
  code: z.object({ state: z.enum(QR_CODE_STATES), expiresAt: z.string() }).optional(),
});
export type QrGalleryAnswer = z.infer<typeof qrGalleryAnswerSchema>;

/** The default expiry of a code issued at `now`. */
export function defaultQrCodeExpiry(now: Date): Date {
  return new Date(now.getTime() + QR_CODE_DAYS.default * DAY_MS);
}

/** Whether an issuer's expiry is acceptable at `now`: later than now, at most QR_CODE_DAYS.max days away. */
export function isAcceptableQrCodeExpiry(expiresAt: Date, now: Date): boolean {
  const ms = expiresAt.getTime() - now.getTime();
  return ms > 0 && ms <= QR_CODE_DAYS.max * DAY_MS;
}
