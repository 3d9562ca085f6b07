import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { catalogueChanged } from '../items/events.ts';

/**
 * After a committed change of products' sale prices (a sale put on or taken off): the cached pages,
 * home blocks and search orders that show prices are dropped in every process. A failure to tell the
 * others is logged; the change itself is committed.
 */
export async function salePricesChanged(db: Database, log: FastifyBaseLogger, changed: number): Promise<void> {
  if (changed === 0) return;
  await catalogueChanged(db).catch((error: unknown) => log.warn({ err: error }, 'coupons: catalogue caches not dropped'));
}
