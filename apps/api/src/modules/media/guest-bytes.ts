import { and, lt, notLike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { qrGuestBytes } from '../../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** An account's daily share is kept beside the addresses' hourly ones under this prefix, which no address has. */
const ACCOUNT_PREFIX = 'account:';

export function hourStartOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/** The start of the UTC day. */
export function dayStartOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
}

type Charge = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Adds `bytes` to the key's share of the period starting at `periodStart` if the sum stays within
 * `cap`, in one statement (parallel uploads cannot both take the last share). Answers the seconds
 * until the next period when refused.
 */
async function chargeBytes(
  db: Database,
  input: { key: string; periodStart: Date; periodMs: number; bytes: number; cap: number; now: Date },
): Promise<Charge> {
  const refused = {
    allowed: false as const,
    retryAfterSeconds: Math.max(1, Math.ceil((input.periodStart.getTime() + input.periodMs - input.now.getTime()) / 1000)),
  };
  if (input.bytes > input.cap) return refused;
  const charged = await rows<{ bytes: string }>(
    db,
    sql`insert into ${qrGuestBytes} (address, hour_start, bytes)
        values (${input.key}, ${input.periodStart.toISOString()}::timestamptz, ${input.bytes})
        on conflict (address, hour_start) do update set bytes = ${qrGuestBytes.bytes} + excluded.bytes
        where ${qrGuestBytes.bytes} + excluded.bytes <= ${input.cap}
        returning bytes::text`,
  );
  return charged.length > 0 ? { allowed: true } : refused;
}

/** An address's share of guest QR bytes in this clock hour. */
export function chargeGuestBytes(
  db: Database,
  input: { address: string; bytes: number; cap: number; now: Date },
): Promise<Charge> {
  return chargeBytes(db, { key: input.address, periodStart: hourStartOf(input.now), periodMs: HOUR_MS, ...input });
}

/** An account's share of upload bytes in this UTC day. */
export function chargeAccountBytesOfDay(
  db: Database,
  input: { accountId: string; bytes: number; cap: number; now: Date },
): Promise<Charge> {
  return chargeBytes(db, {
    key: `${ACCOUNT_PREFIX}${input.accountId}`,
    periodStart: dayStartOf(input.now),
    periodMs: DAY_MS,
    ...input,
  });
}

/** Drops the hours that are over, and the accounts' days that are over (the periodic sweep). */
export async function sweepGuestBytes(db: Database, now: Date): Promise<void> {
  await db
    .delete(qrGuestBytes)
    .where(
      and(
        lt(qrGuestBytes.hourStart, hourStartOf(now)),
        or(notLike(qrGuestBytes.address, `${ACCOUNT_PREFIX}%`), lt(qrGuestBytes.hourStart, dayStartOf(now))),
      ),
    );
}
