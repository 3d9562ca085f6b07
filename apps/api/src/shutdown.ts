import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/connection.ts';

/**
 * SIGTERM/SIGINT: stop accepting, let requests in flight finish (Fastify's close), close the
 * database (releasing its lock), exit 0. A second signal exits at once.
 */
export function exitGracefullyOnSignals(app: FastifyInstance, database: DatabaseHandle, log: FastifyBaseLogger): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.warn(`${signal} received again: exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received: refusing new connections, finishing requests in flight`);
    void (async () => {
      try {
        await app.close();
        log.info('HTTP server closed');
        await database.close();
        log.info('database closed');
        log.info('shutdown complete');
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    })();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
