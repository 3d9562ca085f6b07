import { lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attemptCounters, handoffCodes, otpCodes, sessions } from '../../db/schema.ts';
import type { Queryable } from './accounts.ts';
import { sweepUnusedDevices } from './trusted-devices.ts';

/** How long finished records stay (for support questions) before the sweep removes them. */
export const AUTH_RECORD_GRACE_MS = 24 * 60 * 60 * 1000;
export const AUTH_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export interface SweepResult {
  sessions: number;
  otpCodes: number;
  handoffCodes: number;
  attemptCounters: number;
  trustedDevices: number;
}

/**
 * Deletes sessions, one-time codes and handoff codes that ended more than a day ago, attempt
 * counters that expired, and browsers unused for a year.
 */
export async function sweepExpiredAuthRecords(db: Queryable, now: Date): Promise<SweepResult> {
  const before = new Date(now.getTime() - AUTH_RECORD_GRACE_MS);
  const goneSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)))
    .returning({ id: sessions.id });
  const goneCodes = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before)).returning({ id: otpCodes.id });
  const goneHandoffs = await db
    .delete(handoffCodes)
    .where(lt(handoffCodes.expiresAt, before))
    .returning({ hash: handoffCodes.codeHash });
  const goneCounters = await db
    .delete(attemptCounters)
    .where(lt(attemptCounters.expiresAt, now))
    .returning({ key: attemptCounters.key });
  return {
    sessions: goneSessions.length,
    otpCodes: goneCodes.length,
    handoffCodes: goneHandoffs.length,
    attemptCounters: goneCounters.length,
    trustedDevices: await sweepUnusedDevices(db, now),
  };
}

/** Runs the sweep every hour while the server is up (several instances sweeping at once is harmless). */
export function scheduleAuthSweep(app: FastifyInstance, db: Queryable, now: () => Date): void {
  const timer = setInterval(() => {
    sweepExpiredAuthRecords(db, now()).catch((error: unknown) => app.log.warn({ err: error }, 'auth sweep failed'));
  }, AUTH_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
