import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { createScratchDatabase } from './scratch-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that each test file copies ('' when DATABASE_URL is set). */
    pgliteTemplateDir: string;
    /** PostgreSQL (DATABASE_URL): a migrated database that each test server's database is created from ('' on PGlite). */
    postgresTemplate: string;
  }
}

/**
 * Migrations run once per run, not once per test server: PGlite (default) gets one migrated data
 * directory that every test file copies (initdb costs seconds); PostgreSQL (DATABASE_URL) one
 * migrated database that each test server's database is created from (`create database … template`).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await assertPostgresAnswers(databaseUrl);
    const template = await createScratchDatabase(databaseUrl);
    const database = await openDatabase({ databaseUrl: template.url, dataDir: os.tmpdir() });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    project.provide('pgliteTemplateDir', '');
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateDir', dataDir);
  project.provide('postgresTemplate', '');
  return async () => {
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function assertPostgresAnswers(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `DATABASE_URL is set but PostgreSQL does not answer (${reason}). Start it or unset DATABASE_URL to test on PGlite.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
