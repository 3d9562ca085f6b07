import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { catalogueChanged } from '../items/events.ts';

/**
 * After a promotion has started or stopped running: the home page and category pages (their cached
 * server renders and the home blocks) are dropped in every process, so the promoted places show it
 * at once. A failure to tell the others is logged; the change itself is committed.
 */
export async function promotedPlacesChanged(db: Database, log: FastifyBaseLogger): Promise<void> {
  await catalogueChanged(db).catch((error: unknown) => log.warn({ err: error }, 'promotions: catalogue caches not dropped'));
}
