import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Site } from '@marketplace/contract';
import { accounts, handoffCodes, sessions } from '../../db/schema.ts';
import type { Account, Queryable } from './accounts.ts';
import { digest, newSecret } from './secrets.ts';
import { SESSION_CACHE_TTL_MS, frozenSession, sessionCacheOf } from './session-cache.ts';

export const HANDOFF_TTL_MS = 60_000;
/** Sliding expiry is pushed forward at most this often, so reads do not write on every request. */
const SLIDE_EVERY_MS = 60 * 60 * 1000;

export interface SessionSettings {
  ttlMs: number;
  now: () => Date;
}

export interface IssuedSession {
  token: string;
  familyId: string;
}

export interface LiveSession {
  sessionId: string;
  familyId: string;
  site: Site;
  account: Account;
}

/** Starts a session; `familyId` joins an existing login (handoff), otherwise a new family begins. */
export async function issueSession(
  db: Queryable,
  settings: SessionSettings,
  input: { accountId: string; site: Site; familyId?: string },
): Promise<IssuedSession> {
  const now = settings.now();
  const token = newSecret();
  const familyId = input.familyId ?? randomUUID();
  await db.insert(sessions).values({
    tokenHash: digest(token),
    accountId: input.accountId,
    familyId,
    site: input.site,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + settings.ttlMs),
  });
  return { token, familyId };
}

/**
 * A one-time code that carries a login to another host (ARCHITECTURE §4 "Cross-host login"),
 * bound to the nonce the asking page keeps: the code alone signs nobody in.
 */
export async function issueHandoffCode(
  db: Queryable,
  input: { accountId: string; familyId: string; nonce: string },
  now: Date,
): Promise<string> {
  const code = newSecret();
  await db.insert(handoffCodes).values({
    codeHash: digest(code),
    familyId: input.familyId,
    accountId: input.accountId,
    nonceHash: digest(input.nonce),
    expiresAt: new Date(now.getTime() + HANDOFF_TTL_MS),
  });
  return code;
}

const sameDigest = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const prepareLiveSessionQuery = (db: Queryable) =>
  db
    .select({ session: sessions, account: accounts })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('live_session');

/**
 * The look-up every guarded request makes, built once per database handle: building this select
 * costs more CPU than running it (and on PostgreSQL each connection prepares it once).
 */
const liveSessionQueries = new WeakMap<Queryable, ReturnType<typeof prepareLiveSessionQuery>>();

/**
 * The live session of a token with its ACTIVE account, sliding its expiry; undefined otherwise.
 * Answered from the process's session cache when it was read in the last few seconds and nothing
 * about sessions or accounts has changed since (see session-cache.ts).
 */
export async function findLiveSession(db: Queryable, settings: SessionSettings, token: string): Promise<LiveSession | undefined> {
  const now = settings.now();
  const tokenDigest = digest(token);
  const cache = sessionCacheOf(db);
  const cached = cache.get(tokenDigest, now.getTime());
  if (cached) return cached;
  const generation = cache.currentGeneration();
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSessionQuery(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash: tokenDigest, now });
  if (!row || row.account.status !== 'ACTIVE') return undefined;
  let expiresAt = row.session.expiresAt;
  if (now.getTime() - row.session.lastUsedAt.getTime() >= SLIDE_EVERY_MS) {
    expiresAt = new Date(now.getTime() + settings.ttlMs);
    await db.update(sessions).set({ lastUsedAt: now, expiresAt }).where(eq(sessions.id, row.session.id));
  }
  const live = frozenSession({
    sessionId: row.session.id,
    familyId: row.session.familyId,
    site: row.session.site,
    account: row.account,
  });
  cache.set(tokenDigest, live, Math.min(now.getTime() + SESSION_CACHE_TTL_MS, expiresAt.getTime()), generation);
  return live;
}

/**
 * Which of these tokens still belong to a live session with an ACTIVE account, in one query (the
 * live channel checks its open connections again when sessions may have ended). No expiry slides.
 */
export async function liveTokensOf(db: Queryable, tokens: string[], now: Date): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const byDigest = new Map(tokens.map((token) => [digest(token), token]));
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        inArray(sessions.tokenHash, [...byDigest.keys()]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(accounts.status, 'ACTIVE'),
      ),
    );
  return new Set(rows.flatMap((row) => byDigest.get(row.tokenHash) ?? []));
}

/**
 * Ends every session of the logins these tokens belong to (even if the tokens themselves expired).
 * Like revokeAllSessionsOf: the caller calls sessionsChanged once this has committed.
 */
export async function revokeFamiliesOfTokens(db: Queryable, tokens: string[], now: Date): Promise<number> {
  if (tokens.length === 0) return 0;
  const families = db
    .select({ familyId: sessions.familyId })
    .from(sessions)
    .where(inArray(sessions.tokenHash, tokens.map(digest)));
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.familyId, families), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Ends every session of the account; the caller calls sessionsChanged once this has committed. */
export async function revokeAllSessionsOf(db: Queryable, accountId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
  await db
    .update(handoffCodes)
    .set({ usedAt: now })
    .where(and(eq(handoffCodes.accountId, accountId), isNull(handoffCodes.usedAt)));
}

/**
 * Uses up a handoff code: the account and login family it carries, when it is unused, younger
 * than HANDOFF_TTL_MS, presented with the nonce it was issued for, and its login has not ended;
 * undefined otherwise. A code shown with another nonce is spent all the same (no second try).
 */
export async function takeHandoffCode(
  db: Queryable,
  { code, nonce }: { code: string; nonce: string },
  now: Date,
): Promise<{ accountId: string; familyId: string } | undefined> {
  const [taken] = await db
    .update(handoffCodes)
    .set({ usedAt: now })
    .where(and(eq(handoffCodes.codeHash, digest(code)), isNull(handoffCodes.usedAt), gt(handoffCodes.expiresAt, now)))
    .returning({ accountId: handoffCodes.accountId, familyId: handoffCodes.familyId, nonceHash: handoffCodes.nonceHash });
  if (!taken || !sameDigest(taken.nonceHash, digest(nonce))) return undefined;
  const [live] = await db
    .select({ one: sql<number>`1` })
    .from(sessions)
    .where(and(eq(sessions.familyId, taken.familyId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return live ? { accountId: taken.accountId, familyId: taken.familyId } : undefined;
}
