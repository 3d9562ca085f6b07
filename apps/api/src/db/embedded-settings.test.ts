import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';
import { EMBEDDED_SETTINGS } from './embedded-settings.ts';

/** The embedded database's memory is set by its start parameters: a lost one would quietly cost 100+ MiB. */
describe('the embedded database', () => {
  let dir: string;
  let database: EmbeddedDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'api-embedded-settings-'));
    database = await startEmbeddedDatabase(path.join(dir, 'db'), path.join(dir, 'db.lock'));
    client = new pg.Client(database.connection);
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await database?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  const show = async (name: string) => ((await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0] ?? {})[name];

  it('runs with our memory settings', async () => {
    expect(EMBEDDED_SETTINGS.shared_buffers).toBe('16MB');
    for (const [name, value] of Object.entries(EMBEDDED_SETTINGS)) expect(await show(name)).toBe(value);
  });

  it("keeps PGlite's own start parameters beside them", async () => {
    expect(await show('search_path')).toBe('public');
    expect(await show('max_worker_processes')).toBe('0');
  });
});
