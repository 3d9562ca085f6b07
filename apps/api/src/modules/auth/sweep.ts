import { lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attemptCounters, handoffCodes, otpCodes, sessions } from '../../db/schema.ts';
import type { Queryable } from './accounts.ts';
import { sweepUnusedDevices } from './trusted-devices.ts';

/** How long finished records stay (for support questions) before the sweep removes them. */
export const AUTH_RECORD_GRACE_MS = 24 * 60 * 60 * 1000;
const AUTH_SWEEP_JOB = 'auth-sweep';
/** Every hour, on the hour. */
const AUTH_SWEEP_CRON = '0 * * * *';

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

/** Runs the sweep every hour on the job queue: one server of all those sharing the database does it. */
export function scheduleAuthSweep(app: FastifyInstance, db: Queryable, now: () => Date): void {
  app.jobs.every(AUTH_SWEEP_JOB, AUTH_SWEEP_CRON, async () => {
    const removed = await sweepExpiredAuthRecords(db, now());
    app.log.info({ removed }, 'expired sign-in records removed');
  });
}
