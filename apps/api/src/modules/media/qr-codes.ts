import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  defaultQrCodeExpiry,
  isAcceptableQrCodeExpiry,
  QR_CODE_QUOTA_BYTES,
  type CreateQrCodeRequest,
  type QrCode,
  type QrCodeState,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { mediaUploads, qrCodes } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { mediaErrors } from './errors.ts';

type QrCodeRow = typeof qrCodes.$inferSelect;
export interface QrCodeUsage {
  files: number;
  bytes: number;
}
/** An issued code as uploads see it. */
export type IssuedQrCode = QrCodeRow & { usage: QrCodeUsage };

/** Who asks: sellers see and close their own codes, an admin every code. */
export interface QrCodeIssuer {
  accountId: string;
  type: number;
}

export function qrCodeStateOf(
  code: Pick<IssuedQrCode, 'expiresAt' | 'revokedAt' | 'quotaBytes' | 'usage'>,
  now: Date,
): QrCodeState {
  if (code.revokedAt || code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return code.usage.bytes >= code.quotaBytes ? 'full' : 'open';
}

/** 16 characters of base64url: 96 random bits, within QR_CODE_PATTERN. */
const newCode = () => randomBytes(12).toString('base64url');

const usageColumns = {
  files: sql<number>`(select count(*)::int from ${mediaUploads} where ${mediaUploads.qrCode} = ${qrCodes.code})`,
  bytes: sql<string>`(select coalesce(sum(${mediaUploads.size}), 0)::text from ${mediaUploads} where ${mediaUploads.qrCode} = ${qrCodes.code})`,
};

function toIssued(row: QrCodeRow & { files: number; bytes: string }): IssuedQrCode {
  const { files, bytes, ...code } = row;
  return { ...code, usage: { files: Number(files), bytes: Number(bytes) } };
}

export function toQrCodeAnswer(code: IssuedQrCode, now: Date): QrCode {
  return {
    code: code.code,
    title: code.title,
    ownerId: code.ownerId,
    quotaBytes: code.quotaBytes,
    usedBytes: code.usage.bytes,
    files: code.usage.files,
    expiresAt: code.expiresAt.toISOString(),
    revoked: code.revokedAt !== null,
    state: qrCodeStateOf(code, now),
    createdAt: code.createdAt.toISOString(),
  };
}

/** The issued code with what was uploaded under it; undefined when nobody issued it. */
export async function findQrCode(db: Database, code: string): Promise<IssuedQrCode | undefined> {
  const [row] = await db
    .select({ ...qrCodeColumns(), ...usageColumns })
    .from(qrCodes)
    .where(eq(qrCodes.code, code))
    .limit(1);
  return row && toIssued(row);
}

function qrCodeColumns() {
  return {
    code: qrCodes.code,
    ownerId: qrCodes.ownerId,
    title: qrCodes.title,
    quotaBytes: qrCodes.quotaBytes,
    expiresAt: qrCodes.expiresAt,
    revokedAt: qrCodes.revokedAt,
    createdAt: qrCodes.createdAt,
  };
}

export async function issueQrCode(db: Database, ownerId: string, input: CreateQrCodeRequest, now: Date): Promise<IssuedQrCode> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : defaultQrCodeExpiry(now);
  if (!isAcceptableQrCodeExpiry(expiresAt, now)) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The expiry must be in the future and within a year.', {
      fields: { expiresAt: 'out_of_range' },
    });
  }
  const [row] = await db
    .insert(qrCodes)
    .values({
      code: input.code ?? newCode(),
      ownerId,
      title: input.title ?? '',
      quotaBytes: input.quotaBytes ?? QR_CODE_QUOTA_BYTES.default,
      expiresAt,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw mediaErrors.qrCodeTaken();
  return { ...row, usage: { files: 0, bytes: 0 } };
}

export async function listQrCodes(db: Database, issuer: QrCodeIssuer): Promise<IssuedQrCode[]> {
  const found = await db
    .select({ ...qrCodeColumns(), ...usageColumns })
    .from(qrCodes)
    .where(issuer.type === ACCOUNT_TYPE.ADMIN ? undefined : eq(qrCodes.ownerId, issuer.accountId))
    .orderBy(desc(qrCodes.createdAt), desc(qrCodes.code))
    .limit(500);
  return found.map(toIssued);
}

/** Closes a code for uploads; its owner or an admin only (another seller hears 403). */
export async function revokeQrCode(db: Database, issuer: QrCodeIssuer, code: string, now: Date): Promise<IssuedQrCode> {
  const found = await findQrCode(db, code);
  if (!found) throw mediaErrors.qrCodeUnknown();
  if (issuer.type !== ACCOUNT_TYPE.ADMIN && found.ownerId !== issuer.accountId) {
    throw new HttpError(403, 'FORBIDDEN', 'This QR code was issued by another account.');
  }
  const revokedAt = found.revokedAt ?? now;
  await db
    .update(qrCodes)
    .set({ revokedAt })
    .where(and(eq(qrCodes.code, code), sql`${qrCodes.revokedAt} is null`));
  return { ...found, revokedAt };
}
