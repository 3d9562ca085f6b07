import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { OTP_RESEND_SECONDS, type AccountType, type Language } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { otpCodes } from '../../db/schema.ts';
import type { Queryable } from './accounts.ts';
import { tellOwnerOfWrongCodes } from './attempt-notice.ts';
import { authErrors } from './auth-errors.ts';
import type { AuthEnv } from './env.ts';
import { isUuid, newOtpCode, otpDigest } from './secrets.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;

export type OtpPurpose = (typeof otpCodes.$inferSelect)['purpose'];

/**
 * A new code for identifier + purpose, refused past the identifier's codes of the day and while
 * the previous one is younger than OTP_RESEND_SECONDS. Serialised per identifier so two quick
 * requests cannot both pass.
 */
export async function issueOtp(
  env: Pick<AuthEnv, 'db' | 'attempts'>,
  input: { identifier: string; purpose: OtpPurpose; accountType: AccountType | null; now: Date },
): Promise<{ otpId: string; code: string }> {
  const sent = await env.attempts.countCodeSent(input.identifier);
  try {
    return await insertOtp(env.db, input);
  } catch (error) {
    await sent.cancel();
    throw error;
  }
}

async function insertOtp(
  db: Database,
  { identifier, purpose, now, accountType }: Parameters<typeof issueOtp>[1],
): Promise<{ otpId: string; code: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp:${purpose}:${identifier}`}, 0))`);
    const [latest] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.identifier, identifier), eq(otpCodes.purpose, purpose)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    const waitedMs = latest ? now.getTime() - latest.createdAt.getTime() : Infinity;
    if (waitedMs < OTP_RESEND_SECONDS * 1000) {
      throw authErrors.otpResendTooSoon(Math.ceil(OTP_RESEND_SECONDS - waitedMs / 1000));
    }
    const otpId = randomUUID();
    const code = newOtpCode();
    await tx.insert(otpCodes).values({
      id: otpId,
      identifier,
      purpose,
      accountType,
      codeHash: otpDigest(otpId, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    });
    return { otpId, code };
  });
}

export async function markOtpDelivered(db: Queryable, otpId: string): Promise<void> {
  await db.update(otpCodes).set({ delivered: true }).where(eq(otpCodes.id, otpId));
}

/**
 * Checks a code against its row (which must belong to this identifier, purpose and kind).
 * A wrong code counts a try of the code and of the identifier's day; the OTP_MAX_WRONG_TRIES-th
 * wrong try burns the code, and past the day's wrong codes no code of the identifier is checked.
 * Throws the answer for the user; resolves when the code is right and still usable.
 */
export async function checkOtp(
  env: Pick<AuthEnv, 'db' | 'attempts' | 'transport' | 'log' | 'notifyAfterWrongCodes'>,
  input: {
    otpId: string;
    code: string;
    identifier: string;
    purpose: OtpPurpose;
    accountType: AccountType | null;
    now: Date;
    language: Language;
    incorrect?: () => Error;
  },
): Promise<void> {
  const { db } = env;
  const incorrect = input.incorrect ?? authErrors.incorrectOtp;
  if (!isUuid(input.otpId)) throw incorrect();
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.id, input.otpId)).limit(1);
  if (!row || row.identifier !== input.identifier || row.purpose !== input.purpose || row.accountType !== input.accountType) {
    throw incorrect();
  }
  if (row.attempts >= OTP_MAX_WRONG_TRIES) throw authErrors.otpTooManyAttempts();
  if (row.consumedAt || row.expiresAt <= input.now) throw authErrors.otpExpired();
  const check = await env.attempts.beginCodeCheck(input.identifier);
  if (row.codeHash === otpDigest(row.id, input.code)) {
    await check.right();
    return;
  }
  if (check.wrongToday === env.notifyAfterWrongCodes) {
    // Not awaited: the answer must not take longer when the identifier has an account.
    void tellOwnerOfWrongCodes(env, { identifier: input.identifier, wrongCodes: check.wrongToday, language: input.language });
  }
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_WRONG_TRIES)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw authErrors.otpTooManyAttempts();
  throw incorrect();
}

export async function markOtpVerified(db: Queryable, otpId: string, now: Date): Promise<void> {
  await db
    .update(otpCodes)
    .set({ verifiedAt: now })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.verifiedAt)));
}

/** Uses the code up (inside the transaction that acts on it); a code consumed meanwhile counts as expired. */
export async function consumeOtp(db: Queryable, otpId: string, now: Date): Promise<void> {
  const [consumed] = await db
    .update(otpCodes)
    .set({ consumedAt: now, verifiedAt: sql`coalesce(${otpCodes.verifiedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(otpCodes.id, otpId), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw authErrors.otpExpired();
}
