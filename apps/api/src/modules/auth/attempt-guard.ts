import { authErrors } from './auth-errors.ts';
import type { CounterStore, CounterWrite } from './counter-store.ts';
import { digest } from './secrets.ts';
import type { AuthLimits } from './settings.ts';
import { judge, refunded, type AttemptRule, type CounterState } from './throttle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a sign-in attempt comes from: a browser trusted for this account, else the client address. */
export type AttemptSource = { kind: 'device'; id: string } | { kind: 'address'; ip: string };

/**
 * The per-identifier limits of the account calls. Every attempt is counted before its secret is
 * checked (so parallel guesses cannot slip past a limit together) and given back when it was right.
 */
export interface AttemptGuard {
  /** Counts a sign-in attempt: 429 LOGIN_LOCKED for a locked-out source, LOGIN_DELAYED while the identifier must wait. */
  beginLogin(identifier: string, source: AttemptSource): Promise<{ succeeded(): Promise<void> }>;
  /** Counts a code sent to the identifier: 429 OTP_DAILY_CODE_LIMIT past the day's share; `cancel` when none was sent. */
  countCodeSent(identifier: string): Promise<{ cancel(): Promise<void> }>;
  /** Counts a code check: 429 OTP_DAILY_TRY_LIMIT past the day's wrong codes; `wrongToday` includes this one. */
  beginCodeCheck(identifier: string): Promise<{ wrongToday: number; right(): Promise<void> }>;
}

type Claim = { allowed: true; counts: number[] } | { allowed: false; reason: 'locked' | 'delayed'; retryAfterMs: number };

const keyOf = (...parts: string[]) => digest(parts.join('\n'));
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createAttemptGuard(store: CounterStore, limits: AuthLimits, now: () => Date): AttemptGuard {
  const { login, otp } = limits;
  const rules = {
    source: { forgetAfterMs: login.lockMs, lockAfter: login.lockAfter } satisfies AttemptRule,
    identifier: {
      forgetAfterMs: login.forgetMs,
      delay: { free: login.freeFailures, firstMs: login.firstDelayMs, maxMs: login.maxDelayMs },
    } satisfies AttemptRule,
    codesSent: { forgetAfterMs: DAY_MS, lockAfter: otp.codesPerDay } satisfies AttemptRule,
    wrongCodes: { forgetAfterMs: DAY_MS, lockAfter: otp.wrongCodesPerDay } satisfies AttemptRule,
  };

  /** Counts one attempt under every key, or under none when one of them refuses. */
  async function claim(claims: { key: string; rule: AttemptRule }[], at: number): Promise<Claim> {
    return store.change<Claim>(
      claims.map((entry) => entry.key),
      at,
      (states) => {
        const verdicts = claims.map((entry, index) => judge(states[index], entry.rule, at));
        const refusals = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict]));
        if (refusals.length > 0) {
          const refusal = refusals.find((verdict) => verdict.reason === 'locked') ?? refusals[0]!;
          const retryAfterMs = Math.max(...refusals.map((verdict) => verdict.retryAfterMs));
          return { result: { allowed: false, reason: refusal.reason, retryAfterMs }, writes: [] };
        }
        const counted = verdicts.map((verdict) => (verdict.allowed ? verdict.next : undefined));
        return { result: { allowed: true, counts: counted.map((state) => state?.count ?? 0) }, writes: counted };
      },
    );
  }

  const change = (key: string, write: (state: CounterState | undefined, at: number) => CounterWrite) => {
    const at = now().getTime();
    return store.change([key], at, ([state]) => ({ result: undefined, writes: [write(state, at)] }));
  };

  return {
    async beginLogin(identifier, source) {
      const sourceKey = keyOf('login-source', identifier, source.kind, source.kind === 'device' ? source.id : source.ip);
      const identifierKey = keyOf('login-identifier', identifier);
      // A trusted browser answers only for itself: others' wrong passwords do not slow it down.
      const claims: { key: string; rule: AttemptRule }[] = [{ key: sourceKey, rule: rules.source }];
      if (source.kind === 'address') claims.push({ key: identifierKey, rule: rules.identifier });
      const verdict = await claim(claims, now().getTime());
      if (!verdict.allowed) {
        const wait = seconds(verdict.retryAfterMs);
        throw verdict.reason === 'locked' ? authErrors.loginLocked(wait) : authErrors.loginDelayed(wait);
      }
      return {
        async succeeded() {
          await change(sourceKey, () => null);
          if (source.kind === 'address') await change(identifierKey, refunded);
        },
      };
    },

    async countCodeSent(identifier) {
      const key = keyOf('otp-sent', identifier);
      const verdict = await claim([{ key, rule: rules.codesSent }], now().getTime());
      if (!verdict.allowed) throw authErrors.otpDailyCodeLimit(seconds(verdict.retryAfterMs));
      return { cancel: () => change(key, refunded) };
    },

    async beginCodeCheck(identifier) {
      const key = keyOf('otp-wrong', identifier);
      const verdict = await claim([{ key, rule: rules.wrongCodes }], now().getTime());
      if (!verdict.allowed) throw authErrors.otpDailyTryLimit(seconds(verdict.retryAfterMs));
      return { wrongToday: verdict.counts[0]!, right: () => change(key, refunded) };
    },
  };
}
