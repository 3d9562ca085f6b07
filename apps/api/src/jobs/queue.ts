import PgBoss from 'pg-boss';
import pg from 'pg';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

type RunSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface SendOptions {
  /** Not before this moment (a job that fell due while every server was down runs at the next start). */
  startAfter?: Date;
  /** At most one waiting job with this key per queue. */
  singletonKey?: string;
}

export interface JobQueue {
  /** Settles once the queue's tables exist and the workers poll (start-up does not wait for it). */
  readonly ready: Promise<void>;
  /** A queue and its worker: each job runs in one process of all those sharing the database, retried on failure. */
  define<T extends object>(name: string, handler: (data: T) => Promise<void>): void;
  /** A job every time `cron` fires (UTC), in one process of all those sharing the database. */
  every(name: string, cron: string, handler: () => Promise<void>): void;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  cancel(name: string, id: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/** How often an idle worker asks for due jobs; cron work (sweeps) can wait longer than jobs someone waits for. */
const POLLING_INTERVAL_SECONDS = { onDemand: 2, cron: 30 } as const;
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

interface Definition {
  name: string;
  cron?: string;
  handler: (data: object) => Promise<void>;
}

/** Any number for pg_advisory_xact_lock, the same in every process: "jobs" in ASCII. */
const CREATE_QUEUE_LOCK = 0x6a6f6273;

/**
 * Creates a queue (pg-boss's create_queue) holding a lock that the other API processes starting at
 * the same moment wait for: each queue adds a partition to the job table, and two at once deadlock.
 * One statement text, so the lock and the creation share a transaction on the pool's connection.
 */
async function createQueue(runSql: RunSql, name: string): Promise<void> {
  const options = JSON.stringify({ policy: 'standard', ...RETRY });
  await runSql(
    `BEGIN; SELECT pg_advisory_xact_lock(${CREATE_QUEUE_LOCK}); SELECT pgboss.create_queue(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(options)}); COMMIT;`,
  );
}

/**
 * pg-boss on the server's own pool (PostgreSQL, or the embedded database through its socket): jobs
 * are rows, fetched with SKIP LOCKED, so a due job runs once however many API processes poll, and a
 * job that fell due while the servers were down runs when one starts again.
 */
export function createJobQueue(runSql: RunSql, log: FastifyBaseLogger): JobQueue & { start(): void; stop(): Promise<void> } {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => runSql(text, values) },
    // Completed and failed jobs are kept a week for questions, then removed.
    deleteAfterDays: 7,
    // Cron and maintenance checks are cheap, but every API process runs them.
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));

  const definitions: Definition[] = [];
  let started = false;
  let resolveReady!: () => void;
  let rejectReady!: (error: unknown) => void;
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // Callers that never wait for it must not see an unhandled rejection.
  ready.catch(() => undefined);

  const install = async ({ name, cron, handler }: Definition) => {
    if (!(await boss.getQueue(name))) await createQueue(runSql, name);
    const pollingIntervalSeconds = cron ? POLLING_INTERVAL_SECONDS.cron : POLLING_INTERVAL_SECONDS.onDemand;
    await boss.work<object>(name, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      try {
        await handler(job.data);
      } catch (error) {
        log.warn({ err: error, job: name }, 'job failed; it is retried later');
        throw error;
      }
    });
    if (cron) await boss.schedule(name, cron, {}, { tz: 'UTC' });
  };
  /** Per queue, settles once it exists and its worker polls. */
  const installed = new Map<string, Promise<void>>();
  // One after another: queues created side by side deadlock on the partitioned job table.
  let installing: Promise<void> = Promise.resolve();
  const installAfterStart = (definition: Definition) => {
    const done = installing.then(() => ready).then(() => install(definition));
    installing = done.catch(() => undefined);
    done.catch((error: unknown) => log.error({ err: error }, `job queue ${definition.name} not set up`));
    installed.set(definition.name, done);
  };
  const add = (definition: Definition) => {
    definitions.push(definition);
    if (started) installAfterStart(definition);
  };
  const queueReady = async (name: string) => {
    await ready;
    await installed.get(name);
  };

  return {
    ready,
    define: (name, handler) => add({ name, handler: handler as (data: object) => Promise<void> }),
    every: (name, cron, handler) => add({ name, cron, handler: () => handler() }),
    send: async (name, data, options = {}) => {
      await queueReady(name);
      return boss.send(name, data, { ...RETRY, ...options });
    },
    cancel: async (name, id) => {
      await queueReady(name);
      await boss.cancel(name, id);
    },
    start() {
      if (started) return;
      started = true;
      void boss.start().then(() => resolveReady(), (error: unknown) => {
        log.error({ err: error }, 'job queue did not start');
        rejectReady(error);
      });
      for (const definition of definitions) installAfterStart(definition);
    },
    async stop() {
      if (!started) return;
      await ready.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}

/** Decorates `app.jobs`; the queue starts polling once the server is ready and stops before it closes. */
export function registerJobQueue(app: FastifyInstance, runSql: RunSql): JobQueue {
  const queue = createJobQueue(runSql, app.log);
  app.decorate('jobs', queue);
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.stop());
  return queue;
}
