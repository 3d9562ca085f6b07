import { eq } from 'drizzle-orm';
import { OTP_RESEND_SECONDS, RESET_RESULT, type Language, type ResetRequest, type Site } from '@marketplace/contract';
import { accounts } from '../../db/schema.ts';
import { findAccountByIdentifier, type Account } from './accounts.ts';
import { authErrors } from './auth-errors.ts';
import { deliverOtp } from './deliver.ts';
import type { AuthEnv } from './env.ts';
import { requireIdentifier } from './identifiers.ts';
import { checkOtp, consumeOtp, issueOtp, markOtpVerified } from './otp.ts';
import { assertStrongPassword } from './password-rule.ts';
import { sessionsChanged } from './session-cache.ts';
import { issueSession, revokeAllSessionsOf, type IssuedSession } from './sessions.ts';

export type ResetOutcome =
  | { result: string; resend_after: number }
  | { result: typeof RESET_RESULT.ENTER_NEW_PASSWORD }
  | { result: typeof RESET_RESULT.PASSWORD_RESETED; account: Account; session: IssuedSession };

/**
 * POST /auth/v1/resetAccountPassword: identifier → the otp id (the same answer whether or not
 * the account exists; only a real account is sent the code); + otp_id, otp → ENTER_NEW_PASSWORD;
 * + password → the password changes, every other session ends, and the caller is signed in.
 */
export async function resetPassword(
  env: AuthEnv,
  body: ResetRequest,
  context: { site: Site; language: Language },
): Promise<ResetOutcome> {
  const identifier = requireIdentifier(body.identifier);
  const now = env.sessions.now();

  if (body.password !== undefined || body.otp !== undefined) {
    if (body.otp_id === undefined || body.otp === undefined) throw authErrors.inputsMismatch();
    // Before the code is looked at (the same answer whether or not the account exists).
    if (body.password !== undefined) await assertStrongPassword(body.password, identifier.value);
    const otpId = body.otp_id;
    await checkOtp(env, {
      otpId,
      code: body.otp,
      identifier: identifier.value,
      purpose: 'reset',
      accountType: null,
      now,
      language: context.language,
      incorrect: authErrors.incorrectResetOtp,
    });
    if (body.password === undefined) {
      await markOtpVerified(env.db, otpId, now);
      return { result: RESET_RESULT.ENTER_NEW_PASSWORD };
    }
    const account = await findAccountByIdentifier(env.db, identifier.value);
    // Only an existing account was ever sent a code, so a right code without one cannot happen.
    if (!account) throw authErrors.incorrectResetOtp();
    if (account.status === 'BLOCKED') throw authErrors.accountBlocked();
    const passwordHash = await env.hasher.hash(body.password);
    const reset = await env.db.transaction(async (tx) => {
      const at = env.sessions.now();
      await consumeOtp(tx, otpId, at);
      await tx.update(accounts).set({ passwordHash, updatedAt: at }).where(eq(accounts.id, account.id));
      await revokeAllSessionsOf(tx, account.id, at);
      const session = await issueSession(tx, env.sessions, { accountId: account.id, site: context.site });
      return { result: RESET_RESULT.PASSWORD_RESETED, account, session };
    });
    await sessionsChanged(env.db);
    return reset;
  }

  const account = await findAccountByIdentifier(env.db, identifier.value);
  const { otpId, code } = await issueOtp(env, { identifier: identifier.value, purpose: 'reset', accountType: null, now });
  if (account) {
    // Not awaited: the answer must not take longer for an existing account.
    void deliverOtp(env, {
      otpId,
      code,
      to: identifier.value,
      kind: identifier.kind,
      purpose: 'reset',
      language: context.language,
    });
  }
  return { result: otpId, resend_after: OTP_RESEND_SECONDS };
}
