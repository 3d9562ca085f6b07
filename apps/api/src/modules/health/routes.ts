import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ERROR_CODES } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { errorBody } from '../../http/errors.ts';
import { isDatabaseUp } from './service.ts';

const errorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
/** Ready, with the Node.js version the process runs on (what an operator checks after an upgrade). */
const readySchema = z.object({ ok: z.literal(true), db: z.literal('up'), node: z.string() });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // Liveness: the process answers, nothing else is asked (also the constant baseline of bench:api).
  app.get(API_PATHS.health.live, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { ok: true };
  });

  app.get(API_PATHS.health.ready, { schema: { response: { 200: readySchema, 503: errorSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (await isDatabaseUp(db)) return { ok: true as const, db: 'up' as const, node: process.versions.node };
    return reply.code(503).send(errorBody(ERROR_CODES.DATABASE_UNAVAILABLE, 'The database does not answer.'));
  });
};
