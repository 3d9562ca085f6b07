import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cached-body.ts';
import { preferredCoding } from './content-coding.ts';

/** Home blocks: a shared cache may keep them briefly and serve them stale while it revalidates. */
export const HOME_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

const JSON_TYPE = 'application/json; charset=utf-8';

/** The ETag of one coding of the body: a cache must not take a compressed copy for the plain one. */
const etagOf = (cached: CachedBody, coding: string | undefined) =>
  coding ? `${cached.etag.slice(0, -1)}-${coding}"` : cached.etag;

/** True when If-None-Match names this body in any coding (they all carry the same JSON). */
function clientHolds(held: string | undefined, cached: CachedBody): boolean {
  if (!held) return false;
  const bare = cached.etag.slice(0, -1);
  return held.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === cached.etag || (value.startsWith(bare) && /^-(br|gzip)"$/.test(value.slice(bare.length)));
  });
}

/** An admin's answer: only the browser keeps it, and asks again (a 304 when unchanged) before each use. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/**
 * Sends an already serialised body with its ETag, or 304 when the client holds the same version.
 * A client that accepts br or gzip gets the copy compressed once per cache fill (the compression
 * plugin leaves an answer alone that already has a Content-Encoding).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl: string = HOME_CACHE_CONTROL,
): FastifyReply {
  const coding =
    request.headers['x-no-compression'] === undefined ? preferredCoding(request.headers['accept-encoding']) : undefined;
  reply.header('etag', etagOf(cached, coding)).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (clientHolds(request.headers['if-none-match'], cached)) return reply.code(304).send();
  reply.type(JSON_TYPE);
  if (!coding) return reply.send(cached.bytes);
  return reply.header('content-encoding', coding).send(cached.coded(coding));
}
