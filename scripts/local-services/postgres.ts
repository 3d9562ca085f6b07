// A database of its own on the local PostgreSQL for one run (the smoke journey, the e2e suite),
// dropped afterwards.
import pg from 'pg';

export const POSTGRES_URL = process.env.LOCAL_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

export interface ScratchDatabase {
  name: string;
  /** The connection string the servers get as DATABASE_URL. */
  url: string;
  drop(): Promise<void>;
}

async function asAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${POSTGRES_URL}/postgres`, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL does not answer at ${POSTGRES_URL}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Whether the local PostgreSQL takes a connection (within 5 s). */
export async function postgresAnswers(): Promise<boolean> {
  return asAdmin(async () => true).catch(() => false);
}

/** `prefix` names what the database is for (`smoke_built`, `e2e`). */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  await asAdmin((client) => client.query(`create database ${name}`));
  return {
    name,
    url: `${POSTGRES_URL}/${name}`,
    // `with (force)`: a connection a killed server left behind does not keep the database.
    drop: () => asAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
