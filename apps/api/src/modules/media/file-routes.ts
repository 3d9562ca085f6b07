import type { FastifyInstance } from 'fastify';
import { API_PATHS } from '@marketplace/contract';
import { sendNotFound } from '../../http/errors.ts';
import { isServableKey } from './keys.ts';
import { parseRange } from './range.ts';
import type { MediaStorage } from './storage.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Stored files under /media/{key}: immutable (keys are never reused), with single byte ranges for video seeking. */
export async function fileRoutes(app: FastifyInstance, options: { storage: MediaStorage }): Promise<void> {
  app.get(API_PATHS.media.files, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!isServableKey(key)) return sendNotFound(reply);

    const found = await options.storage.stat(key);
    if (!found) return sendNotFound(reply);
    const range = parseRange(request.headers.range, found.size);
    reply.header('x-content-type-options', 'nosniff').header('cache-control', IMMUTABLE).header('accept-ranges', 'bytes');
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${found.size}`).send();
    }
    const stored = await options.storage.get(key, range);
    if (!stored) return sendNotFound(reply);
    reply.header('content-type', stored.contentType).header('content-disposition', 'inline');
    if (!stored.range) return reply.header('content-length', stored.size).send(stored.body);
    const { start, end } = stored.range;
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${stored.size}`)
      .header('content-length', end - start + 1)
      .send(stored.body);
  });
}
