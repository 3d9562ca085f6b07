import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CATALOGUE_CHANNEL, type CatalogueCaches } from './catalogue-caches.ts';

const RECONNECT_MS = 2_000;

/**
 * PostgreSQL: LISTEN for catalogue changes made by other API processes and drop this process's
 * catalogue caches. If the connection drops it reconnects; the caches' short expiry covers the gap.
 */
export function listenForCatalogueChanges(
  databaseUrl: string,
  caches: Pick<CatalogueCaches, 'clear'>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    client = next;
    next.on('notification', () => caches.clear());
    next.on('error', (error) => {
      log.warn({ err: error }, 'catalogue change listener lost its connection');
      void next.end().catch(() => undefined);
      schedule();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      caches.clear();
    } catch (error) {
      log.warn({ err: error }, 'catalogue change listener could not connect');
      void next.end().catch(() => undefined);
      schedule();
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, RECONNECT_MS);
    retry.unref();
  };

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
