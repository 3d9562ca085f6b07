import { createHash } from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAY_HEADER,
} from '@marketplace/contract';
import type { Database } from '../db/connection.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** What a creating request answered, kept to answer its retries. */
export interface RememberedAnswer {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

export type IdempotencyClaim =
  | { fresh: true; remember(answer: RememberedAnswer): Promise<void>; forget(): Promise<void> }
  | { fresh: false; answer: RememberedAnswer };

const TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;

export const idempotencyErrors = {
  invalid: () =>
    new HttpError(
      400,
      ERROR_CODES.IDEMPOTENCY_KEY_INVALID,
      `The ${IDEMPOTENCY_KEY_HEADER} header must be 1 to 255 visible ASCII characters.`,
    ),
  reused: () =>
    new HttpError(
      422,
      ERROR_CODES.IDEMPOTENCY_KEY_REUSED,
      `This ${IDEMPOTENCY_KEY_HEADER} was already used for a different request.`,
    ),
  inProgress: () =>
    new HttpError(
      409,
      ERROR_CODES.IDEMPOTENCY_KEY_IN_PROGRESS,
      `The first request with this ${IDEMPOTENCY_KEY_HEADER} has not answered yet.`,
    ),
};

/** The request's Idempotency-Key, undefined without one; a malformed key is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) throw idempotencyErrors.invalid();
  return value;
}

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** sha256 of what makes two requests "the same": method, route, body (or the headers that stand for one). */
export function requestFingerprint(parts: unknown): string {
  return createHash('sha256').update(canonicalJson(parts)).digest('hex');
}

/**
 * Takes `key` for this caller, or finds what it answered before. A key is claimed before the
 * work starts and keeps its answer once the work succeeds; a failure forgets it so the caller may
 * retry. A claim cut off by a crash stays "in progress" until it expires: whether that request's
 * record exists is unknown, so no retry may silently create a second one.
 */
export async function claimIdempotencyKey(
  db: Database,
  input: { scope: string; key: string; fingerprint: string; now?: Date },
): Promise<IdempotencyClaim> {
  const now = input.now ?? new Date();
  const mine = and(eq(idempotencyKeys.scope, input.scope), eq(idempotencyKeys.key, input.key));
  await db.delete(idempotencyKeys).where(and(mine, lte(idempotencyKeys.expiresAt, now)));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({
      scope: input.scope,
      key: input.key,
      fingerprint: input.fingerprint,
      createdAt: now,
      expiresAt: new Date(now.getTime() + TTL_MS),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) {
    return {
      fresh: true,
      remember: async (answer) => {
        await db
          .update(idempotencyKeys)
          .set({ status: answer.status, answer: { body: answer.body, headers: answer.headers } })
          .where(mine);
      },
      forget: async () => {
        await db.delete(idempotencyKeys).where(and(mine, sql`${idempotencyKeys.status} is null`));
      },
    };
  }
  const [found] = await db.select().from(idempotencyKeys).where(mine).limit(1);
  // Forgotten between the two statements: the first request failed, so this one may run.
  if (!found) return claimIdempotencyKey(db, input);
  if (found.fingerprint !== input.fingerprint) throw idempotencyErrors.reused();
  if (found.status === null || !found.answer) throw idempotencyErrors.inProgress();
  return { fresh: false, answer: { status: found.status, body: found.answer.body, headers: found.answer.headers } };
}

/** Answers a remembered answer again, marked as a replay. */
export function replay(reply: FastifyReply, answer: RememberedAnswer): FastifyReply {
  return reply
    .code(answer.status)
    .headers({ ...answer.headers, [IDEMPOTENT_REPLAY_HEADER.toLowerCase()]: 'true' })
    .send(answer.body);
}

/**
 * A JSON create behind an optional Idempotency-Key, for the signed-in account `accountId`:
 * without a key it simply runs; with one, a retry of the same request answers the first answer
 * (same status and body) without running `create` again.
 */
export async function sendIdempotent<T>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { accountId: string; headers?: Record<string, string>; create: () => Promise<T> },
): Promise<FastifyReply> {
  const headers = options.headers ?? {};
  const key = idempotencyKeyOf(request);
  if (key === undefined) return reply.headers(headers).send(await options.create());
  const claim = await claimIdempotencyKey(db, {
    scope: `account:${options.accountId}`,
    key,
    fingerprint: requestFingerprint([request.method, request.routeOptions.url, request.body ?? null]),
  });
  if (!claim.fresh) return replay(reply, claim.answer);
  let body: T;
  try {
    body = await options.create();
  } catch (error) {
    await claim.forget();
    throw error;
  }
  await claim.remember({ status: 200, body, headers });
  return reply.headers(headers).send(body);
}

/** Drops answers older than the remembering time (the periodic sweep). */
export async function sweepIdempotencyKeys(db: Database, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
}
