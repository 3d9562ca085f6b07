import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../src/db/migrate.ts';
import { rows } from '../src/db/rows.ts';
import { appMeta } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './server.ts';

describe('database and /healthz', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('applies every migration, with the search extensions', async () => {
    const { db } = server.database;
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await rows(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied[0]).toEqual({ n: journal.entries.length });
    const extensions = await rows(
      db,
      sql`select extname from pg_extension where extname in ('pg_trgm', 'unaccent') order by extname`,
    );
    expect(extensions).toEqual([{ extname: 'pg_trgm' }, { extname: 'unaccent' }]);
    const search = await rows(db, sql`select similarity('xalça', 'xalca') > 0 as close, unaccent('ğüşç') as plain`);
    expect(search[0]).toEqual({ close: true, plain: 'gusc' });
  });

  it('keeps app_meta values', async () => {
    const { db } = server.database;
    await db.insert(appMeta).values({ key: 'demo_seeded', value: { at: '2025-01-01' } });
    const rows = await db.select().from(appMeta);
    expect(rows).toEqual([expect.objectContaining({ key: 'demo_seeded', value: { at: '2025-01-01' } })]);
  });

  it('migrating again changes nothing', async () => {
    const count = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const before = await rows(server.database.db, count);
    await server.database.migrate();
    expect(await rows(server.database.db, count)).toEqual(before);
  });

  it('reports the database up, and the Node.js version the process runs on', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true, db: 'up', node: process.versions.node });
  });
});

describe('/healthz without a database', () => {
  it('answers 503 DATABASE_UNAVAILABLE once the database is gone', async () => {
    const server = await startTestServer();
    try {
      await server.database.close();
      const response = await fetch(`${server.url}/healthz`);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String) },
      });
    } finally {
      await server.close();
    }
  });
});
