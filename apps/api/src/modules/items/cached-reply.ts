import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './home-cache.ts';

/** Home blocks: a shared cache may keep them briefly and serve them stale while it revalidates. */
export const HOME_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/** Sends an already serialised body with its ETag, or 304 when the client holds the same version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', HOME_CACHE_CONTROL).header('vary', 'accept-encoding');
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === cached.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
