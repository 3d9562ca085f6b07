import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export interface ScratchDatabaseOptions {
  /** A migrated database no one is connected to, copied instead of starting empty. */
  template?: string;
  /** The start of the name, which says what the database is for (`t` for a test's). */
  prefix?: string;
}

/** A fresh PostgreSQL database next to `adminUrl`'s, dropped by `drop()`: empty, or a copy of `template`. */
export async function createScratchDatabase(
  adminUrl: string,
  { template, prefix = 't' }: ScratchDatabaseOptions = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href, drop: () => run(`drop database if exists "${name}" with (force)`) };
}
