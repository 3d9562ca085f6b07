import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { qrGuestBytes } from '../../db/schema.ts';

const HOUR_MS = 60 * 60 * 1000;

export function hourStartOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
}

/**
 * Adds `bytes` to the address's share of this clock hour if the sum stays within `cap`, in one
 * statement (parallel uploads cannot both take the last share). Answers the seconds until the next
 * hour when refused.
 */
export async function chargeGuestBytes(
  db: Database,
  input: { address: string; bytes: number; cap: number; now: Date },
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const hourStart = hourStartOf(input.now);
  const refused = { allowed: false as const, retryAfterSeconds: Math.ceil((hourStart.getTime() + HOUR_MS - input.now.getTime()) / 1000) };
  if (input.bytes > input.cap) return refused;
  const charged = await rows<{ bytes: string }>(
    db,
    sql`insert into ${qrGuestBytes} (address, hour_start, bytes)
        values (${input.address}, ${hourStart.toISOString()}::timestamptz, ${input.bytes})
        on conflict (address, hour_start) do update set bytes = ${qrGuestBytes.bytes} + excluded.bytes
        where ${qrGuestBytes.bytes} + excluded.bytes <= ${input.cap}
        returning bytes::text`,
  );
  return charged.length > 0 ? { allowed: true } : refused;
}

/** Drops the hours that are over (the periodic sweep). */
export async function sweepGuestBytes(db: Database, now: Date): Promise<void> {
  await db.delete(qrGuestBytes).where(lt(qrGuestBytes.hourStart, hourStartOf(now)));
}
