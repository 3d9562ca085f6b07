import { z } from 'zod';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** Limits of the account calls, read from the environment by config.ts (AUTH_* variables). */
export interface AuthLimits {
  /** Requests of one client address to one account call (login, register, reset) per window. */
  perIp: { max: number; windowMs: number };
  login: {
    /** Wrong passwords for one identifier from one source (address, or a trusted browser) before that source is locked out. */
    lockAfter: number;
    /** The lock ends this long after the source's last wrong password. */
    lockMs: number;
    /** Wrong passwords for an identifier from untrusted sources before each next attempt must wait. */
    freeFailures: number;
    /** The first wait; each next wrong password doubles it, up to maxDelayMs. */
    firstDelayMs: number;
    maxDelayMs: number;
    /** An identifier's wrong passwords are forgotten this long after the last one. */
    forgetMs: number;
  };
  otp: {
    /** One-time codes sent to one identifier in a day. */
    codesPerDay: number;
    /** Wrong codes entered for one identifier in a day, whichever code they were for. */
    wrongCodesPerDay: number;
    /** The account owner is told (once) when the day's wrong codes reach this many. */
    notifyAfterWrong: number;
  };
}

export const DEFAULT_AUTH_LIMITS: AuthLimits = {
  perIp: { max: 30, windowMs: MINUTE_MS },
  login: {
    lockAfter: 10,
    lockMs: 15 * MINUTE_MS,
    freeFailures: 5,
    firstDelayMs: 1000,
    maxDelayMs: 15 * MINUTE_MS,
    forgetMs: DAY_MS,
  },
  otp: { codesPerDay: 10, wrongCodesPerDay: 15, notifyAfterWrong: 5 },
};

const count = (what: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number of ${what} between ${min} and ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, { message: `must be a whole number of ${what} between ${min} and ${max}` })
    .default(fallback);

const D = DEFAULT_AUTH_LIMITS;

/** Spread into the environment schema of config.ts. */
export const authEnvShape = {
  AUTH_ATTEMPTS_PER_IP_PER_MINUTE: count('requests', 1, 100_000, D.perIp.max),
  AUTH_LOGIN_LOCK_AFTER: count('wrong passwords', 1, 1000, D.login.lockAfter),
  AUTH_LOGIN_LOCK_MINUTES: count('minutes', 1, 24 * 60, D.login.lockMs / MINUTE_MS),
  AUTH_LOGIN_FREE_FAILURES: count('wrong passwords', 1, 1000, D.login.freeFailures),
  AUTH_LOGIN_MAX_DELAY_SECONDS: count('seconds', 1, 24 * 3600, D.login.maxDelayMs / 1000),
  AUTH_OTP_CODES_PER_DAY: count('codes', 1, 1000, D.otp.codesPerDay),
  AUTH_OTP_WRONG_CODES_PER_DAY: count('codes', 1, 1000, D.otp.wrongCodesPerDay),
  AUTH_OTP_NOTIFY_AFTER_WRONG: count('codes', 1, 1000, D.otp.notifyAfterWrong),
};

type AuthEnv = { [K in keyof typeof authEnvShape]: number };

export function authLimitsOf(e: AuthEnv): AuthLimits {
  return {
    perIp: { max: e.AUTH_ATTEMPTS_PER_IP_PER_MINUTE, windowMs: MINUTE_MS },
    login: {
      ...D.login,
      lockAfter: e.AUTH_LOGIN_LOCK_AFTER,
      lockMs: e.AUTH_LOGIN_LOCK_MINUTES * MINUTE_MS,
      freeFailures: e.AUTH_LOGIN_FREE_FAILURES,
      maxDelayMs: e.AUTH_LOGIN_MAX_DELAY_SECONDS * 1000,
    },
    otp: {
      codesPerDay: e.AUTH_OTP_CODES_PER_DAY,
      wrongCodesPerDay: e.AUTH_OTP_WRONG_CODES_PER_DAY,
      notifyAfterWrong: e.AUTH_OTP_NOTIFY_AFTER_WRONG,
    },
  };
}
