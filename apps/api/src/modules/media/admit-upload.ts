import type { FastifyRequest } from 'fastify';
import { ACCOUNT_TYPE, isMediaKind, isValidQrCode, MEDIA_UPLOAD_METADATA as M } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { SessionGuard } from '../auth/guard.ts';
import { mediaErrors } from './errors.ts';
import { qrCodeUsage } from './records.ts';
import type { MediaSettings } from './settings.ts';
import type { AdmittedUpload } from './tus-uploads.ts';
import { parseUploadMetadata } from './upload-metadata.ts';

export interface AdmissionDeps {
  db: Database;
  settings: MediaSettings;
  guard: SessionGuard;
  /** Counts a guest's QR upload against the per-address limit; answers seconds to wait when over it. */
  countQrUpload(request: FastifyRequest): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

const UPLOADER_TYPES: number[] = [ACCOUNT_TYPE.MERCHANT, ACCOUNT_TYPE.ADMIN];
const FILENAME_MAX = 200;

function declaredLength(request: FastifyRequest): number {
  const header = request.headers['upload-length'];
  if (request.headers['upload-defer-length'] !== undefined || typeof header !== 'string' || !/^\d{1,16}$/.test(header)) {
    throw mediaErrors.lengthRequired();
  }
  return Number(header);
}

function cleanFilename(raw: string | undefined): string | null {
  // Control characters are what this strips.
  // eslint-disable-next-line no-control-regex
  const name = raw?.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, FILENAME_MAX);
  return name ? name : null;
}

/**
 * Decides whether a tus creation request may start an upload, before any byte is stored:
 * what it is, who sends it, whether its declared length fits, and the abuse guards of QR uploads.
 */
export async function admitUpload(deps: AdmissionDeps, request: FastifyRequest): Promise<AdmittedUpload> {
  const header = request.headers['upload-metadata'];
  const metadata = parseUploadMetadata(typeof header === 'string' ? header : undefined);
  if (!metadata) throw mediaErrors.metadataInvalid();
  const kind = metadata[M.kind];
  if (!isMediaKind(kind)) throw mediaErrors.kindInvalid();

  let ownerId: string | null = null;
  let qrCode: string | null = null;
  if (kind === 'qr') {
    qrCode = metadata[M.qrCode] ?? null;
    if (!isValidQrCode(qrCode)) throw mediaErrors.qrCodeInvalid();
    ownerId = (await deps.guard.requireSession(request).catch(() => undefined))?.account.id ?? null;
  } else {
    const session = await deps.guard.requireSession(request);
    if (!UPLOADER_TYPES.includes(session.account.type)) throw mediaErrors.forbidden();
    ownerId = session.account.id;
  }

  const length = declaredLength(request);
  const maxBytes = deps.settings.maxBytes[kind];
  if (length > maxBytes) throw mediaErrors.tooLarge(maxBytes);

  if (qrCode) {
    const limit = await deps.countQrUpload(request);
    if (!limit.allowed) throw mediaErrors.rateLimited(limit.retryAfterSeconds);
    const usage = await qrCodeUsage(deps.db, qrCode);
    const caps = deps.settings.qr;
    if (usage.files + 1 > caps.maxFilesPerCode || usage.bytes + length > caps.maxBytesPerCode) {
      throw mediaErrors.quotaExceeded();
    }
  }
  return { kind, qrCode, ownerId, filename: cleanFilename(metadata[M.filename]) };
}
