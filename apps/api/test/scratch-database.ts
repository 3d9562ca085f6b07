import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database next to `adminUrl`'s, dropped by `drop()`: empty, or a copy of
 * `template` (a migrated database no one is connected to).
 */
export async function createScratchDatabase(adminUrl: string, options: { template?: string } = {}): Promise<ScratchDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database "${name}"${options.template ? ` template "${options.template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.href, drop: () => run(`drop database if exists "${name}" with (force)`) };
}
