import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Where a benchmark catalogue of `items` products lives; reused between runs (seeding 1M takes minutes). */
export interface BenchDatabase {
  env: Record<string, string>;
  /** PGlite data directory, or the PostgreSQL URL of the bench database. */
  where: string;
  backend: 'pglite' | 'postgres';
}

async function ensurePostgresDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

function run(env: Record<string, string>, items: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/modules/seed/cli.ts', '--items', String(items)], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited with ${code}`))));
  });
}

/** A database with the demo stores and at least `items` products (seeded on first use). */
export async function prepareCatalogue(items: number): Promise<BenchDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  let database: BenchDatabase;
  // The data directory also holds the demo pictures (on PostgreSQL only those).
  const dataDir = path.join(os.tmpdir(), `marketplace-bench-${items}${adminUrl ? '-pg' : ''}`);
  mkdirSync(dataDir, { recursive: true });
  if (adminUrl) {
    const url = await ensurePostgresDatabase(adminUrl, `marketplace_bench_${items}`);
    database = { env: { DATABASE_URL: url, DATA_DIR: dataDir }, where: url, backend: 'postgres' };
  } else {
    database = { env: { DATA_DIR: dataDir }, where: dataDir, backend: 'pglite' };
  }
  console.log(`catalogue: ${database.backend} at ${database.where}`);
  await run(database.env, items);
  return database;
}
