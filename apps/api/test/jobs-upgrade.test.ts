import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject, vi } from 'vitest';
import { openDatabase, type DatabaseOptions } from '../src/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { startTestServer, type TestServer } from './server.ts';

type RunSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

const V10_SCHEMA = new URL('./fixtures/pgboss-v10-schema.sql', import.meta.url);

const ids = { due: randomUUID(), later: randomUUID(), laterTwin: randomUUID(), finished: randomUUID(), retired: randomUUID() };

/** What the job queue left in a database under pg-boss 10: waiting, finished and retired-queue jobs. */
async function seedV10(runSql: RunSql): Promise<void> {
  await runSql(await readFile(V10_SCHEMA, 'utf8'));
  await runSql(`SELECT pgboss.create_queue('notification-delivery', '{"policy":"standard"}')`);
  await runSql(`SELECT pgboss.create_queue('retired-queue', '{"policy":"standard"}')`);
  const job = `INSERT INTO pgboss.job (id, name, data, state, start_after, singleton_key, created_on, policy)
    VALUES ($1, $2, $3, $4, now() + $5::interval, $6, now() + $7::interval, 'standard')`;
  await runSql(job, [ids.due, 'notification-delivery', { id: randomUUID() }, 'created', '-1 minute', 'due', '-2 minutes']);
  await runSql(job, [ids.later, 'notification-delivery', { id: randomUUID() }, 'created', '1 hour', 'later', '-2 minutes']);
  // pg-boss 10 kept a second job with the same key on a standard queue.
  await runSql(job, [ids.laterTwin, 'notification-delivery', { id: randomUUID() }, 'created', '1 hour', 'later', '-1 minute']);
  await runSql(job, [ids.finished, 'notification-delivery', { id: randomUUID() }, 'completed', '-1 hour', 'finished', '-1 hour']);
  await runSql(job, [ids.retired, 'retired-queue', {}, 'created', '-1 minute', null, '-1 minute']);
}

async function seed(options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  try {
    await seedV10(database.runSql);
  } finally {
    await database.close();
  }
}

/** A server started on a database pg-boss 10 had run on (a copy of the embedded template, or a PostgreSQL scratch database). */
async function startOnV10Database(): Promise<{ server: TestServer; close(): Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl);
    // A PostgreSQL handle keeps nothing in its data directory.
    await seed({ databaseUrl: scratch.url, dataDir: os.tmpdir() });
    const server = await startTestServer({ databaseUrl: scratch.url });
    return { server, close: async () => (await server.close(), await scratch.drop()) };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  await seed({ databaseUrl: undefined, dataDir });
  const server = await startTestServer({ dataDir });
  return { server, close: () => server.close() };
}

const cleanUp: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of cleanUp) await close();
});

describe('job queue on a database pg-boss 10 ran on', () => {
  it('moves the old schema aside, carries its unfinished jobs over and runs them', { timeout: 90_000 }, async () => {
    const { server, close } = await startOnV10Database();
    cleanUp.push(close);
    const sql = async (text: string, values?: unknown[]) => (await server.database.runSql(text, values)).rows;
    await server.app.jobs.ready;

    await vi.waitFor(
      async () => expect(await sql(`select to_regnamespace('pgboss_v10') is null as "dropped"`)).toEqual([{ dropped: true }]),
      {
        timeout: 30_000,
        interval: 200,
      },
    );
    const [installed] = (await sql('select max(version)::int as version from pgboss.version')) as { version: number }[];
    expect(installed?.version).toBeGreaterThan(24);

    const stateOf = async (id: string) =>
      (await sql('select state::text from pgboss.job where id = $1', [id])).map((row) => (row as { state: string }).state);
    // The due job ran, the later one waits, one of the twins only (the queue is exclusive now).
    await vi.waitFor(async () => expect(await stateOf(ids.due)).toEqual(['completed']), { timeout: 30_000, interval: 200 });
    expect(await stateOf(ids.later)).toEqual(['created']);
    expect(await stateOf(ids.laterTwin)).toEqual([]);
    // Finished jobs and jobs of queues no longer defined went with the old schema.
    expect(await stateOf(ids.finished)).toEqual([]);
    expect(await stateOf(ids.retired)).toEqual([]);
  });
});
