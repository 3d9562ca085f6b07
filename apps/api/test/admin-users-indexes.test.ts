import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USERS_PAGE_SIZE } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { adminUsersPage } from '../src/modules/users/service.ts';
import type { AdminUsersFilter } from '../src/modules/users/store.ts';
import { createPlanChecker, type PlanChecker } from './query-plans.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The admin's Users section (issue 16) reads its pages from indexes on enough accounts that the
 * planner picks them on its own: the newest-first page, a deep page, a text search and an id prefix.
 * The count of every account (no filter at all) is a read of the whole table by nature and is left
 * out; a filtered count reads the same index as its page. How the plans are read: query-plans.ts.
 */

const ACCOUNTS = 20_000;
const WHOLE_TABLE = 1_000;

let server: TestServer;
let db: Database;
let checkList: PlanChecker['checkList'];

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, name, company_name, created_at)
    SELECT 'hesab-' || n || '@example.az', 'email', 'x', CASE WHEN n % 5 = 0 THEN 2 ELSE 1 END,
           'Ad ' || n, CASE WHEN n % 5 = 0 THEN 'Mağaza ' || n ELSE '' END, now() - make_interval(secs => n::double precision)
    FROM generate_series(1, ${ACCOUNTS}) AS n`);
  await db.execute(sql`VACUUM ANALYZE accounts`);
  ({ checkList } = createPlanChecker(server, WHOLE_TABLE));
}, 180_000);

afterAll(async () => {
  await server?.close();
});

const pageOf = (filter: Partial<AdminUsersFilter>, page = 1): AdminUsersFilter => ({
  page,
  pageSize: ADMIN_USERS_PAGE_SIZE,
  ...filter,
});
const unlessCountOfAll = (text: string) => (/count\(\*\)/i.test(text) && !/WHERE true AND/i.test(text) ? [] : ['accounts']);

describe(`the admin's users over ${ACCOUNTS.toLocaleString('en')} accounts are read from indexes`, () => {
  it('every account, newest first: the first page and a deep one', async () => {
    const { total } = await adminUsersPage(db, pageOf({}));
    expect(total).toBe(ACCOUNTS);
    for (const page of [1, 40]) {
      await checkList(async (recording) => (await adminUsersPage(recording, pageOf({}, page))).items.length, {
        uses: ['accounts_created_idx'],
        tables: unlessCountOfAll,
      });
    }
  });

  it('a search for a rare text (page and count)', async () => {
    const found = await adminUsersPage(db, pageOf({ q: 'hesab-12345@' }));
    expect(found.items.map((user) => user.identifier)).toEqual(['hesab-12345@example.az']);
    await checkList(async (recording) => (await adminUsersPage(recording, pageOf({ q: 'hesab-12345@' }))).items.length, {
      uses: ['accounts_admin_search_trgm_idx'],
      tables: ['accounts'],
    });
  });

  it('the start of an id', async () => {
    const [some] = await rows<{ id: string }>(db, sql`SELECT id FROM accounts ORDER BY id LIMIT 1 OFFSET 777`);
    const prefix = some!.id.slice(0, 8);
    const found = await adminUsersPage(db, pageOf({ q: prefix }));
    expect(found.items.map((user) => user.id)).toContain(some!.id);
    await checkList(async (recording) => (await adminUsersPage(recording, pageOf({ q: prefix }))).items.length, {
      uses: ['accounts_pkey'],
      tables: ['accounts'],
    });
  });
});
