import { PgBoss } from 'pg-boss';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { moveLegacySchemaAside, carryLegacyJobs, type RunSql } from './legacy-schema.ts';

/**
 * How a queue treats jobs sent with the same `singletonKey`: `standard` keeps every one; `exclusive`
 * keeps at most one per key waiting, retrying or running, and refuses the others.
 */
export type QueuePolicy = 'standard' | 'exclusive';

export interface DefineOptions {
  /** `standard` unless given; fixed when the queue is first created in a database. */
  policy?: QueuePolicy;
}

export interface SendOptions {
  /** Not before this moment (a job that fell due while every server was down runs at the next start). */
  startAfter?: Date;
  /** On an `exclusive` queue, at most one job with this key waits or runs; a second send returns null. */
  singletonKey?: string;
}

export interface JobQueue {
  /** Settles once the queue's tables exist and the workers poll (start-up does not wait for it). */
  readonly ready: Promise<void>;
  /** A queue and its worker: each job runs in one process of all those sharing the database, retried on failure. */
  define<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: DefineOptions): void;
  /** A job every time `cron` fires (UTC), in one process of all those sharing the database. */
  every(name: string, cron: string, handler: () => Promise<void>): void;
  /** The new job's id, or null when the queue's policy refused it (a job with its key is waiting). */
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
/** Completed and failed jobs are kept a week for questions, then removed. */
const DELETE_AFTER_SECONDS = 7 * 24 * 60 * 60;

interface Definition {
  name: string;
  cron?: string;
  policy: QueuePolicy;
  handler: (data: object) => Promise<void>;
}

/**
 * pg-boss on the server's own pool (PostgreSQL, or the embedded database through its socket): jobs
 * are rows, fetched with SKIP LOCKED, so a due job runs once however many API processes poll, and a
 * job that fell due while the servers were down runs when one starts again.
 */
export function createJobQueue(runSql: RunSql, log: FastifyBaseLogger): JobQueue & { start(): void; stop(): Promise<void> } {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => runSql(text, values) },
    // Cron and maintenance checks are cheap, but every API process runs them.
    cronMonitorIntervalSeconds: 30,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));

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

  const install = async ({ name, cron, policy, handler }: Definition) => {
    // Creating is idempotent and takes pg-boss's own lock, so API processes starting together may race.
    const existing = await boss.getQueue(name);
    if (!existing) await boss.createQueue(name, { policy, ...RETRY, deleteAfterSeconds: DELETE_AFTER_SECONDS });
    else if (existing.policy !== policy)
      log.warn({ queue: name, policy: existing.policy, wanted: policy }, 'job queue keeps the policy it was created with');
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
  const installAfterStart = (definition: Definition) => {
    const done = ready.then(() => install(definition));
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
  /** Waiting jobs of a pg-boss 10 schema moved aside at start, once every queue of this process exists. */
  const carryLegacy = async () => {
    await Promise.allSettled(installed.values());
    const outcome = await carryLegacyJobs(runSql, boss, [...installed.keys()]);
    log.info(outcome, 'job queue: waiting jobs of the pg-boss 10 schema carried over, that schema dropped');
  };

  return {
    ready,
    define: (name, handler, options = {}) =>
      add({ name, policy: options.policy ?? 'standard', handler: handler as (data: object) => Promise<void> }),
    every: (name, cron, handler) => add({ name, cron, policy: 'standard', handler: () => handler() }),
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
      for (const definition of definitions) installAfterStart(definition);
      moveLegacySchemaAside(runSql)
        .then(async (legacy) => {
          await boss.start();
          resolveReady();
          if (legacy)
            carryLegacy().catch((error: unknown) => log.error({ err: error }, 'job queue: pg-boss 10 jobs not carried over'));
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'job queue did not start');
          rejectReady(error);
        });
    },
    async stop() {
      if (!started) return;
      await ready.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 10_000 });
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
