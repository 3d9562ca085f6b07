import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_TYPE,
  isMediaKind,
  isValidQrCode,
  MEDIA_UPLOAD_METADATA as M,
  QR_GUEST_KEY_PATTERN,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { SessionGuard } from '../auth/guard.ts';
import { sourceAddressOf } from '../auth/source-address.ts';
import { fitsAboveReserve } from './disk-reserve.ts';
import { mediaErrors } from './errors.ts';
import { chargeAccountBytesOfDay, chargeGuestBytes } from './guest-bytes.ts';
import { findQrCode, guestKeyHashOf, qrCodeStateOf, type IssuedQrCode } from './qr-codes.ts';
import type { MediaSettings } from './settings.ts';
import { newMediaId } from './store-media.ts';
import type { AdmittedUpload } from './tus-uploads.ts';
import { parseUploadMetadata } from './upload-metadata.ts';

export interface AdmissionDeps {
  db: Database;
  settings: MediaSettings;
  guard: SessionGuard;
  /** Counts a guest's QR upload against the per-address limit; answers seconds to wait when over it. */
  countQrUpload(request: FastifyRequest): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  now?: () => Date;
}

const UPLOADER_TYPES: number[] = [ACCOUNT_TYPE.MERCHANT, ACCOUNT_TYPE.ADMIN];
/** Buyers upload photos too: the pictures of a custom-order chat, to show what they want made. */
const IMAGE_UPLOADER_TYPES: number[] = [...UPLOADER_TYPES, ACCOUNT_TYPE.CLIENT];
const FILENAME_MAX = 200;

function declaredLength(request: FastifyRequest): number {
  const header = request.headers['upload-length'];
  if (request.headers['upload-defer-length'] !== undefined || typeof header !== 'string' || !/^\d{1,16}$/.test(header)) {
    throw mediaErrors.lengthRequired();
  }
  return Number(header);
}

function cleanFilename(raw: string | undefined): string | null {
  const name = raw
    // Control characters are what this strips.
    // eslint-disable-next-line no-control-regex
    ?.replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, FILENAME_MAX);
  return name ? name : null;
}

/**
 * An issued QR code that still takes uploads: 404 for one nobody issued, 410 for an expired or closed
 * one, and for one whose seller's store was deactivated.
 */
export async function openQrCode(deps: Pick<AdmissionDeps, 'db' | 'now'>, qrCode: string): Promise<IssuedQrCode> {
  const code = await findQrCode(deps.db, qrCode);
  if (!code) throw mediaErrors.qrCodeUnknown();
  if (qrCodeStateOf(code, deps.now?.() ?? new Date()) === 'expired') throw mediaErrors.qrCodeExpired();
  return code;
}

/** Whether a QR code's quotas take one more file of `bytes` (413 when not). */
export function assertQrQuota(deps: Pick<AdmissionDeps, 'settings'>, code: IssuedQrCode, bytes: number): void {
  if (code.usage.files + 1 > deps.settings.qr.maxFilesPerCode || code.usage.bytes + bytes > code.quotaBytes) {
    throw mediaErrors.quotaExceeded();
  }
}

/**
 * Decides whether a tus creation request may start an upload, before any byte is stored:
 * what it is, who sends it, whether its declared length fits, and for a QR upload whether its
 * code was issued and is still open. Spends nothing: see reserveForUpload.
 */
export async function admitUpload(deps: AdmissionDeps, request: FastifyRequest): Promise<AdmittedUpload> {
  const header = request.headers['upload-metadata'];
  const metadata = parseUploadMetadata(typeof header === 'string' ? header : undefined);
  if (!metadata) throw mediaErrors.metadataInvalid();
  const kind = metadata[M.kind];
  if (!isMediaKind(kind)) throw mediaErrors.kindInvalid();

  let ownerId: string | null = null;
  let ownerType: number | null = null;
  let qrCode: string | null = null;
  let guestKeyHash: string | null = null;
  if (kind === 'qr') {
    qrCode = metadata[M.qrCode] ?? null;
    if (!isValidQrCode(qrCode)) throw mediaErrors.qrCodeInvalid();
    const guestKey = metadata[M.guestKey];
    if (guestKey !== undefined && !QR_GUEST_KEY_PATTERN.test(guestKey)) throw mediaErrors.metadataInvalid();
    guestKeyHash = guestKey === undefined ? null : guestKeyHashOf(guestKey);
    await openQrCode(deps, qrCode);
    const account = (await deps.guard.requireSession(request).catch(() => undefined))?.account;
    ownerId = account?.id ?? null;
    ownerType = account?.type ?? null;
  } else {
    const session = await deps.guard.requireSession(request);
    if (!(kind === 'image' ? IMAGE_UPLOADER_TYPES : UPLOADER_TYPES).includes(session.account.type)) throw mediaErrors.forbidden();
    ownerId = session.account.id;
    ownerType = session.account.type;
  }

  const length = declaredLength(request);
  const maxBytes = deps.settings.maxBytes[kind];
  if (length > maxBytes) throw mediaErrors.tooLarge(maxBytes);
  return {
    id: newMediaId(),
    kind,
    qrCode,
    ownerId,
    ownerType,
    guestKeyHash,
    length,
    filename: cleanFilename(metadata[M.filename]),
  };
}

/**
 * The guards that spend something, once per new upload (a replayed creation skips them): the
 * disk's free reserve (507), a buyer's bytes of the day (429), and for QR uploads the address's
 * upload count and hourly bytes (429) and the code's quota (413).
 */
export async function reserveForUpload(deps: AdmissionDeps, request: FastifyRequest, admitted: AdmittedUpload): Promise<void> {
  const { settings } = deps;
  const directories = settings.s3 ? [settings.stagingDir] : [settings.stagingDir, settings.dir];
  if (!(await fitsAboveReserve(directories, admitted.length, settings.minFreeBytes))) throw mediaErrors.storageFull();
  const now = deps.now?.() ?? new Date();
  // Sellers and admins upload their catalogue; a buyer's own photos are only for their chats (QR uploads have their guards below).
  if (!admitted.qrCode && admitted.ownerId && admitted.ownerType === ACCOUNT_TYPE.CLIENT) {
    const day = await chargeAccountBytesOfDay(deps.db, {
      accountId: admitted.ownerId,
      bytes: admitted.length,
      cap: settings.buyerBytesPerDay,
      now,
    });
    if (!day.allowed) throw mediaErrors.buyerDailyBytesExceeded(day.retryAfterSeconds);
  }
  if (!admitted.qrCode) return;

  const limit = await deps.countQrUpload(request);
  if (!limit.allowed) throw mediaErrors.rateLimited(limit.retryAfterSeconds);
  assertQrQuota(deps, await openQrCode(deps, admitted.qrCode), admitted.length);
  const charged = await chargeGuestBytes(deps.db, {
    // Keyed as every other per-client limit: an IPv6 client by its /64, which one subscriber usually holds whole.
    address: sourceAddressOf(request.ip),
    bytes: admitted.length,
    cap: settings.qr.bytesPerIpPerHour,
    now,
  });
  if (!charged.allowed) throw mediaErrors.guestBytesExceeded(charged.retryAfterSeconds);
}
