import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  defaultQrCodeExpiry,
  isAcceptableQrCodeExpiry,
  QR_CODE_QUOTA_BYTES,
  QR_CODE_RANDOM_LENGTH,
  type CreateQrCodeRequest,
  type QrCode,
  type QrCodeState,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts, mediaUploads, partners, qrCodes } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAdminAction } from '../audit/service.ts';
import { assertStoreActive } from '../sellers/service.ts';
import { mediaErrors } from './errors.ts';

type QrCodeRow = typeof qrCodes.$inferSelect;
export interface QrCodeUsage {
  files: number;
  bytes: number;
}
/** An issued code as uploads see it; `ownerActive` is false while an admin has deactivated its seller's store. */
export type IssuedQrCode = QrCodeRow & { usage: QrCodeUsage; ownerActive: boolean };

/** Who asks: sellers see and close their own codes, an admin every code. */
export interface QrCodeIssuer {
  accountId: string;
  type: number;
}

/** The server's limits on issuing (media settings). */
export interface QrCodeLimits {
  /** The largest quota one code may have; also the quota of a code issued without one. */
  maxQuotaBytes: number;
  /** Codes one issuer may hold open (neither revoked nor expired) at once. */
  maxOpenCodesPerIssuer: number;
}

export function qrCodeStateOf(
  code: Pick<IssuedQrCode, 'expiresAt' | 'revokedAt' | 'quotaBytes' | 'usage' | 'ownerActive'>,
  now: Date,
): QrCodeState {
  if (code.revokedAt || !code.ownerActive || code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return code.usage.bytes >= code.quotaBytes ? 'full' : 'open';
}

/**
 * Codes are bearer addresses: whoever holds one may upload under it, so none may be guessable.
 * A code the server makes alone is 16 characters of base64url (96 random bits). A name the issuer
 * chooses ("toy-2026") only starts the code: the server appends `-` and QR_CODE_RANDOM_LENGTH
 * (12) characters of base64url, 72 random bits, so even a 1-letter name leaves 2^72 candidates
 * (about 4.7e21: at a million guesses a second, 150,000 years to try them all). The gallery's read
 * limit per client makes guessing slower still.
 */
const randomCode = () => randomBytes(12).toString('base64url');
const namedCode = (name: string) => `${name}-${randomBytes((QR_CODE_RANDOM_LENGTH * 3) / 4).toString('base64url')}`;

/** What is kept of a guest's key: its SHA-256, so the table alone lets nobody read a guest's files. */
export function guestKeyHashOf(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const usageColumns = {
  files: sql<number>`(select count(*)::int from ${mediaUploads} where ${mediaUploads.qrCode} = ${qrCodes.code})`,
  bytes: sql<string>`(select coalesce(sum(${mediaUploads.size}), 0)::text from ${mediaUploads} where ${mediaUploads.qrCode} = ${qrCodes.code})`,
  ownerActive: sql<boolean>`not exists (select 1 from ${partners} where ${partners.accountId} = ${qrCodes.ownerId} and ${partners.status} = 'INACTIVE')`,
};

function toIssued(row: QrCodeRow & { files: number; bytes: string; ownerActive: boolean }): IssuedQrCode {
  const { files, bytes, ownerActive, ...code } = row;
  return { ...code, ownerActive: Boolean(ownerActive), usage: { files: Number(files), bytes: Number(bytes) } };
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

/**
 * Issues a code: a seller's store must be active (403 PARTNER_INACTIVE), the quota within the
 * server's cap (400), and the issuer below their number of open codes (409 QR_CODE_LIMIT_REACHED).
 * Issues of one account run one after another (its row is locked), so parallel calls cannot pass
 * the count together. An admin's code is recorded in the audit log with it.
 */
export async function issueQrCode(
  db: Database,
  issuer: QrCodeIssuer,
  input: CreateQrCodeRequest,
  limits: QrCodeLimits,
  now: Date,
): Promise<IssuedQrCode> {
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : defaultQrCodeExpiry(now);
  if (!isAcceptableQrCodeExpiry(expiresAt, now)) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The expiry must be in the future and within a year.', {
      fields: { expiresAt: 'out_of_range' },
    });
  }
  if (input.quotaBytes !== undefined && input.quotaBytes > limits.maxQuotaBytes) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'The quota is larger than this server allows for one code.', {
      fields: { quotaBytes: 'out_of_range' },
      details: { max_bytes: limits.maxQuotaBytes },
    });
  }
  const quotaBytes = input.quotaBytes ?? Math.min(QR_CODE_QUOTA_BYTES.default, limits.maxQuotaBytes);
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, issuer.accountId)).for('no key update');
    if (issuer.type === ACCOUNT_TYPE.MERCHANT) await assertStoreActive(tx, issuer.accountId);
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(qrCodes)
      .where(and(eq(qrCodes.ownerId, issuer.accountId), isNull(qrCodes.revokedAt), gt(qrCodes.expiresAt, now)));
    if (Number(open?.count ?? 0) >= limits.maxOpenCodesPerIssuer)
      throw mediaErrors.qrCodeLimitReached(limits.maxOpenCodesPerIssuer);

    // A clash of 72 or 96 random bits does not happen; should it, another draw, never an answer that names a taken code.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const [row] = await tx
        .insert(qrCodes)
        .values({
          code: input.code === undefined ? randomCode() : namedCode(input.code),
          ownerId: issuer.accountId,
          title: input.title ?? '',
          quotaBytes,
          expiresAt,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) continue;
      if (issuer.type === ACCOUNT_TYPE.ADMIN) {
        await recordAdminAction(tx, {
          adminId: issuer.accountId,
          action: ADMIN_ACTION.QR_CODE_CREATED,
          target: { kind: 'qrCode', id: row.code },
          details: { title: row.title, quotaBytes: row.quotaBytes, expiresAt: row.expiresAt.toISOString() },
        });
      }
      return { ...row, ownerActive: true, usage: { files: 0, bytes: 0 } };
    }
    throw new Error('three random QR codes in a row were taken');
  });
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

/**
 * Closes a code for uploads, and its gallery lists nothing from then on; its owner or an admin
 * only. Another seller hears 404 QR_CODE_UNKNOWN, as for a code nobody issued. An admin's close is
 * recorded in the audit log (once: closing a closed code changes nothing).
 */
export async function revokeQrCode(db: Database, issuer: QrCodeIssuer, code: string, now: Date): Promise<IssuedQrCode> {
  const found = await findQrCode(db, code);
  if (!found || (issuer.type !== ACCOUNT_TYPE.ADMIN && found.ownerId !== issuer.accountId)) throw mediaErrors.qrCodeUnknown();
  if (found.revokedAt) return found;
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(qrCodes)
      .set({ revokedAt: now })
      .where(and(eq(qrCodes.code, code), isNull(qrCodes.revokedAt)))
      .returning({ revokedAt: qrCodes.revokedAt });
    if (closed && issuer.type === ACCOUNT_TYPE.ADMIN) {
      await recordAdminAction(tx, {
        adminId: issuer.accountId,
        action: ADMIN_ACTION.QR_CODE_REVOKED,
        target: { kind: 'qrCode', id: code },
        details: { ownerId: found.ownerId },
      });
    }
    return { ...found, revokedAt: closed?.revokedAt ?? now };
  });
}
