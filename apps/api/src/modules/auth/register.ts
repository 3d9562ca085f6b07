import {
  ACCOUNT_TYPE,
  OTP_RESEND_SECONDS,
  REGISTER_CASE,
  type AccountType,
  type Language,
  type RegisterRequest,
  type Site,
} from '@marketplace/contract';
import { findAccountByIdentifier, insertAccount, isUniqueViolation, type Account, type Queryable } from './accounts.ts';
import { authErrors } from './auth-errors.ts';
import { deliverOtp } from './deliver.ts';
import type { AuthEnv } from './env.ts';
import { requireIdentifier } from './identifiers.ts';
import { checkOtp, consumeOtp, issueOtp, markOtpVerified } from './otp.ts';
import { assertStrongPassword } from './password-rule.ts';
import { issueSession, type IssuedSession } from './sessions.ts';

export type RegisterOutcome =
  | { case: typeof REGISTER_CASE.CODE_SENT; otp_id: string; resend_after: number }
  | { case: typeof REGISTER_CASE.ENTER_PASSWORD; otp_id: string }
  | { case: typeof REGISTER_CASE.LOGGED_IN; account: Account; session: IssuedSession };

/** Spec §1: an identifier is a buyer or a seller, never both; the conflict names what it already is. */
async function assertIdentifierFree(db: Queryable, identifier: string, type: AccountType): Promise<void> {
  const existing = await findAccountByIdentifier(db, identifier);
  if (!existing) return;
  if (existing.type === ACCOUNT_TYPE.CLIENT && type === ACCOUNT_TYPE.MERCHANT) throw authErrors.accountIsBuyer();
  if (existing.type === ACCOUNT_TYPE.MERCHANT && type === ACCOUNT_TYPE.CLIENT) throw authErrors.accountIsSeller();
  throw authErrors.identifierTaken();
}

/**
 * POST /auth/v1/register in three steps: identifier → a code is sent (case 4);
 * + otp_id, otp → the code is right (case 3); + password → the account exists and is signed in (case 0).
 */
export async function register(
  env: AuthEnv,
  body: RegisterRequest,
  context: { site: Site; language: Language },
): Promise<RegisterOutcome> {
  const identifier = requireIdentifier(body.identifier);
  if (body.type === ACCOUNT_TYPE.ADMIN) throw authErrors.typeNotAllowed();
  const type = body.type;
  await assertIdentifierFree(env.db, identifier.value, type);
  const now = env.sessions.now();

  if (body.password !== undefined || body.otp !== undefined) {
    if (body.otp_id === undefined || body.otp === undefined) throw authErrors.inputsMismatch();
    // Before the code is looked at: a refused password leaves the code as it was, for a better one.
    if (body.password !== undefined) await assertStrongPassword(body.password, identifier.value);
    const otp = { otpId: body.otp_id, code: body.otp, identifier: identifier.value, purpose: 'register' as const };
    await checkOtp(env, { ...otp, accountType: type, now, language: context.language });
    if (body.password === undefined) {
      await markOtpVerified(env.db, otp.otpId, now);
      return { case: REGISTER_CASE.ENTER_PASSWORD, otp_id: otp.otpId };
    }
    const passwordHash = await env.hasher.hash(body.password);
    try {
      return await env.db.transaction(async (tx) => {
        await consumeOtp(tx, otp.otpId, env.sessions.now());
        // The site's language at sign-up is the account's, until the profile changes it.
        const account = await insertAccount(tx, {
          identifier: identifier.value,
          kind: identifier.kind,
          type,
          passwordHash,
          language: context.language,
        });
        const session = await issueSession(tx, env.sessions, { accountId: account.id, site: context.site });
        return { case: REGISTER_CASE.LOGGED_IN, account, session };
      });
    } catch (error) {
      // Someone else finished signing up with this identifier in the meantime.
      if (isUniqueViolation(error)) throw authErrors.identifierTaken();
      throw error;
    }
  }

  const { otpId, code } = await issueOtp(env, {
    identifier: identifier.value,
    purpose: 'register',
    accountType: type,
    now,
  });
  await deliverOtp(env, {
    otpId,
    code,
    to: identifier.value,
    kind: identifier.kind,
    purpose: 'register',
    language: context.language,
  });
  return { case: REGISTER_CASE.CODE_SENT, otp_id: otpId, resend_after: OTP_RESEND_SECONDS };
}
