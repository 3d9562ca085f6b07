import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** Credentialed cross-origin calls only between our own sites (ARCHITECTURE §4). */
export async function registerCors(app: FastifyInstance, allowedOrigins: string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    maxAge: 600,
  });
}
