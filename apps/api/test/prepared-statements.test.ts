import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import type { Database, DatabaseHandle } from '../src/db/connection.ts';
import { rows, rowsPlannedPerCall } from '../src/db/rows.ts';
import { itemById, latestItemsQuery, newestInCategories, sellerItemsQuery } from '../src/modules/items/store.ts';
import { createItem } from '../src/modules/items/service.ts';
import { itemsInOrderQuery } from '../src/modules/search/store.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

let server: AuthTestServer;
let seller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;
let itemIds: string[];

beforeAll(async () => {
  server = await startAuthServer();
  const { db } = server.database;
  tree = await seedCategoryTree(db);
  seller = await signUpMerchant(server, 'prepared@example.az', 'Gəncə Dulusçuluq');
  itemIds = [];
  for (const [category, productName] of [
    [tree.vases, 'Göy vaza'],
    [tree.pendants, 'Gümüş kulon'],
    [tree.vases, 'Ağ dolça'],
  ] as const) {
    itemIds.push((await createItem(db, seller.id, itemForm(category, { productName }))).id);
  }
});

afterAll(async () => {
  await server?.close();
});

/** The item reads that every list page runs, with values that find rows. */
const itemReads = (): SQL[] => [
  newestInCategories([tree.vases, tree.pendants], 21),
  sellerItemsQuery(seller.id, 12, 0),
  latestItemsQuery(21),
  itemsInOrderQuery([...itemIds].reverse()),
];

describe('raw reads', () => {
  it('answer the same rows as unnamed queries, values parsed the same way', async () => {
    const { db } = server.database;
    for (const query of itemReads()) {
      const unnamed = await rowsPlannedPerCall<Record<string, unknown>>(db, query);
      expect(unnamed.length).toBeGreaterThan(0);
      expect(await rows(db, query)).toEqual(unnamed);
      // The second call on a connection only binds the statement it prepared the first time.
      expect(await rows(db, query)).toEqual(unnamed);
    }
    const item = await itemById(db, itemIds[0]!);
    expect(item).toMatchObject({ id: itemIds[0], productName: 'Göy vaza', createdDate: expect.stringMatching(/Z$/) });
  });

  describe('on the database', () => {
    let handle: DatabaseHandle;
    let dataDir: string | undefined;

    beforeAll(async () => {
      if (!process.env.DATABASE_URL) {
        // The embedded database: the server's own handle, whose pool holds one connection.
        handle = server.database;
        return;
      }
      // PostgreSQL: a pool of its own, whose queries sent one after another all use one connection.
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-prepared-'));
      handle = await openDatabase({ databaseUrl: server.config.databaseUrl, dataDir });
    });

    afterAll(async () => {
      if (!dataDir) return;
      await handle?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const backendPid = async (db: Database) =>
      (await rowsPlannedPerCall<{ pid: number }>(db, sql`SELECT pg_backend_pid() AS pid`))[0]?.pid;

    it('run as named prepared statements of the connection', async () => {
      const { db } = handle;
      const pid = await backendPid(db);
      const dialect = new PgDialect();
      for (const query of itemReads()) await rows(db, query);

      const prepared = await rowsPlannedPerCall<{ name: string; statement: string }>(
        db,
        sql`SELECT name, statement FROM pg_prepared_statements`,
      );
      for (const query of itemReads()) {
        expect(prepared).toContainEqual({
          name: expect.stringMatching(/^q[0-9a-f]{20}$/),
          statement: dialect.sqlToQuery(query).sql,
        });
      }
      expect(await backendPid(db)).toBe(pid);
    });

    it('still run after a refused query made the pool replace its connection', async () => {
      const { db } = handle;
      for (const query of itemReads()) await rows(db, query);
      await expect(rows(db, sql`SELECT 1 / (random() > 2)::int`)).rejects.toThrow();
      for (const query of itemReads()) expect((await rows(db, query)).length).toBeGreaterThan(0);
    });

    it('leave queries planned per call unnamed', async () => {
      const { db } = handle;
      const marker = sql`SELECT 'planned per call' AS marker`;
      await rowsPlannedPerCall(db, marker);
      const prepared = await rowsPlannedPerCall<{ statement: string }>(db, sql`SELECT statement FROM pg_prepared_statements`);
      expect(prepared.map((row) => row.statement)).not.toContain(new PgDialect().sqlToQuery(marker).sql);
    });
  });
});
