import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { argon2idHasher } from '../auth/passwords.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

/**
 * At server start (SEED_DEMO, on by default): the demo catalogue on an empty database, before the
 * server answers, so the first visitor sees a complete shop. Pictures go through the media service.
 */
export async function seedDemoOnStart(app: FastifyInstance, db: Database): Promise<void> {
  const result = await seedDemoIfEmpty({
    db,
    storeImage: (input) => app.media.storeImageBuffer(input),
    hasher: argon2idHasher,
    log: (message) => app.log.info(message),
  });
  if (result.outcome === 'has-own-data') app.log.info('demo data: skipped, the database has its own catalogue');
}
