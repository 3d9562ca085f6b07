import { z } from 'zod';
import { PAYMENT_WAIT_MINUTES_DEFAULT } from '@marketplace/contract';

/** The payments (PAYMENT_* and EPOINT_* variables), read by config.ts. */
export interface PaymentSettings {
  /** A card payment the gateway has not answered within this long expires. */
  waitMinutes: number;
  /** A waiting payment this old is asked about (fetchStatus) by the job. */
  recheckMinutes: number;
  /** Epoint's keys: both or neither; without them Epoint is never offered. */
  epoint: { publicKey: string; privateKey: string; apiUrl: string } | undefined;
}

const minutes = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number of minutes between 1 and ${max}` })
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, { message: `must be a whole number of minutes between 1 and ${max}` });

export const EPOINT_API_URL_DEFAULT = 'https://epoint.az/api/1';

/** Spread into the environment schema of config.ts. */
export const paymentEnvShape = {
  PAYMENT_WAIT_MINUTES: minutes(24 * 60).default(PAYMENT_WAIT_MINUTES_DEFAULT),
  PAYMENT_RECHECK_MINUTES: minutes(60).default(2),
  EPOINT_PUBLIC_KEY: z.string().min(1).optional(),
  EPOINT_PRIVATE_KEY: z.string().min(1).optional(),
  EPOINT_API_URL: z
    .string()
    .refine((value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value), { message: 'must be an http(s) URL' })
    .optional(),
};

type PaymentEnv = z.output<z.ZodObject<typeof paymentEnvShape>>;

/** Epoint's keys come together. */
export function checkPaymentEnv(env: PaymentEnv, context: z.RefinementCtx): void {
  if (Boolean(env.EPOINT_PUBLIC_KEY) !== Boolean(env.EPOINT_PRIVATE_KEY)) {
    const missing = env.EPOINT_PUBLIC_KEY ? 'EPOINT_PRIVATE_KEY' : 'EPOINT_PUBLIC_KEY';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'set EPOINT_PUBLIC_KEY and EPOINT_PRIVATE_KEY both, or neither',
    });
  }
}

export function paymentSettingsOf(env: PaymentEnv): PaymentSettings {
  return {
    waitMinutes: env.PAYMENT_WAIT_MINUTES,
    recheckMinutes: Math.min(env.PAYMENT_RECHECK_MINUTES, env.PAYMENT_WAIT_MINUTES),
    epoint:
      env.EPOINT_PUBLIC_KEY && env.EPOINT_PRIVATE_KEY
        ? {
            publicKey: env.EPOINT_PUBLIC_KEY,
            privateKey: env.EPOINT_PRIVATE_KEY,
            apiUrl: (env.EPOINT_API_URL ?? EPOINT_API_URL_DEFAULT).replace(/\/+$/, ''),
          }
        : undefined,
  };
}
