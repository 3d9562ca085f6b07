import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory that each test file copies ('' when DATABASE_URL is set). */
    pgliteTemplateDir: string;
  }
}

/**
 * PGlite (default): initialise and migrate one data directory per run (initdb costs seconds),
 * which every test file copies. PostgreSQL (DATABASE_URL): make sure the server answers.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await assertPostgresAnswers(databaseUrl);
    project.provide('pgliteTemplateDir', '');
    return async () => {};
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateDir', dataDir);
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
