/**
 * A failure of the account flow that did not come from the server (a refused account
 * kind, an answer that fits no step). Carries a `code` like server errors do, so the
 * widgets show `errors.{code}`.
 */
export class AccountFlowError extends Error {
  override readonly name = 'AccountFlowError';

  constructor(readonly code: string) {
    super(code);
  }
}

/** Spec §8 fallbacks, shown as `errors.{code}` when nothing more precise is known. */
export const FLOW_FALLBACK_CODES = {
  registration: 'registration_failed',
  login: 'login_failed',
  reset: 'password_reset_failed',
  invalidCredentials: 'invalid_credentials',
} as const;
