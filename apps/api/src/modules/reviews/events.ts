import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { catalogueChanged } from '../items/events.ts';

/**
 * After a committed review change: the product and store pages (their cached server renders, the
 * home blocks and search ranks that show ratings) are dropped in every process. A failure to tell
 * the others is logged; the change itself is committed.
 */
export async function reviewsChanged(db: Database, log: FastifyBaseLogger): Promise<void> {
  await catalogueChanged(db).catch((error: unknown) => log.warn({ err: error }, 'reviews: catalogue caches not dropped'));
}
