import type { IdentifierKind, Language } from '@marketplace/contract';
import type { AuthEnv } from './env.ts';
import type { OtpPurpose } from './otp.ts';
import { markOtpDelivered } from './otp.ts';
import { otpMessage } from './otp-message.ts';

/** Sends a one-time code and records that it left; a failed delivery is logged (the user may ask again after the wait). */
export async function deliverOtp(
  env: AuthEnv,
  input: { otpId: string; code: string; to: string; kind: IdentifierKind; purpose: OtpPurpose; language: Language },
): Promise<void> {
  try {
    await env.transport.send(otpMessage(input));
    await markOtpDelivered(env.db, input.otpId);
  } catch (error) {
    env.log.error({ err: error, otpId: input.otpId }, 'one-time code not delivered');
  }
}
