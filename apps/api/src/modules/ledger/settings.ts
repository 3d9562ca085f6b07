import { z } from 'zod';
import { LEDGER_HOLD_DAYS_DEFAULT } from '@marketplace/contract';

/** The sellers' money (LEDGER_* variables), read by config.ts. */
export interface LedgerSettings {
  /** Days after an order completes before its money may be paid out. */
  holdDays: number;
}

/** Spread into the environment schema of config.ts. */
export const ledgerEnvShape = {
  LEDGER_HOLD_DAYS: z
    .string()
    .regex(/^\d+$/, { message: 'must be a whole number of days between 0 and 90' })
    .transform(Number)
    .refine((days) => days <= 90, { message: 'must be a whole number of days between 0 and 90' })
    .default(LEDGER_HOLD_DAYS_DEFAULT),
};

type LedgerEnv = z.output<z.ZodObject<typeof ledgerEnvShape>>;

export function ledgerSettingsOf(env: LedgerEnv): LedgerSettings {
  return { holdDays: env.LEDGER_HOLD_DAYS };
}

export const DEFAULT_LEDGER_SETTINGS: LedgerSettings = { holdDays: LEDGER_HOLD_DAYS_DEFAULT };
