// `npm run bench:admin [-- --items N] [-- --categories C] [-- --seconds S]`: the admin API's lists
// on a big catalogue (not a test; nothing is asserted). The catalogue of N products (default
// 1,000,000) is the one `npm run bench:api -- --items N` seeds and keeps; the first run adds
// categories through the admin's own addCategory until there are C (default 2,000). PGlite by
// default, PostgreSQL with DATABASE_URL. Prints p50/p99 at 1 and 10 connections: the category tree
// with its totals (served from its cache, and just after a catalogue change), a page of Partners,
// of Products Management, of Users and of the audit log.
import http from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { ACCOUNT_TYPE, API_PATHS, type AdminCategories } from '@marketplace/contract';
import { startServer } from '../../../e2e/server.ts';
import { PostgresBackends } from './cpu.ts';
import { loadHttp, type LoadResult, type Target } from './load.ts';
import { prepareCatalogue } from './prepare-catalogue.ts';

const { values } = parseArgs({
  options: { items: { type: 'string' }, categories: { type: 'string' }, seconds: { type: 'string' } },
});
const ITEMS = Number(values.items ?? 1_000_000);
const CATEGORIES = Number(values.categories ?? 2_000);
const SECONDS = Number(values.seconds ?? 5);
/** Children per added parent: a parent that holds products cannot take a subcategory, so new parents are made. */
const CHILDREN_PER_PARENT = 49;
const ADMIN = { identifier: 'bench-admin@example.az', password: 'bench Admin parol 2024' };

interface Answer {
  status: number;
  // The benchmark reads answers loosely: its set-up checks only what it uses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

function call(
  base: string,
  host: string,
  method: 'GET' | 'POST',
  pathname: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { host, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const outgoing = http.request(`${base}${pathname}`, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text || 'null') }));
    });
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function addCategoriesUpTo(base: string, host: string, token: string, wanted: number): Promise<number> {
  const tree = await call(base, host, 'GET', API_PATHS.item.getAdminCategories, token);
  let count = (tree.body as AdminCategories).categories.length;
  let group = 0;
  while (count < wanted) {
    group += 1;
    const parent = await call(base, host, 'POST', API_PATHS.item.addCategory, token, {
      titles: { az: `Ölçü qrupu ${group}`, en: `Bench group ${group}` },
    });
    if (parent.status !== 200) throw new Error(`addCategory answered ${parent.status}: ${JSON.stringify(parent.body)}`);
    count += 1;
    for (let child = 1; child <= CHILDREN_PER_PARENT && count < wanted; child += 1) {
      const added = await call(base, host, 'POST', API_PATHS.item.addCategory, token, {
        titles: { az: `Ölçü ${group}.${child}`, en: `Bench ${group}.${child}` },
        upperCategoryId: parent.body.id,
      });
      if (added.status !== 200) throw new Error(`addCategory answered ${added.status}: ${JSON.stringify(added.body)}`);
      count += 1;
    }
  }
  return count;
}

const database = await prepareCatalogue(ITEMS);
const server = await startServer({
  ...database.env,
  ADMIN_IDENTIFIER: ADMIN.identifier,
  ADMIN_PASSWORD: ADMIN.password,
  AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
});
const backends = database.backend === 'postgres' ? await PostgresBackends.open(database.where) : undefined;
try {
  const base = `http://127.0.0.1:${server.port}`;
  const host = `admin.localhost:${server.port}`;
  const login = await call(base, host, 'POST', API_PATHS.auth.login, undefined, { ...ADMIN, type: ACCOUNT_TYPE.ADMIN });
  if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${JSON.stringify(login.body)}`);
  const token = login.body.token as string;
  const categories = await addCategoriesUpTo(base, host, token, CATEGORIES);
  console.log(`${ITEMS.toLocaleString('en')} products, ${categories.toLocaleString('en')} categories (${database.backend})`);

  const headers = { host, authorization: `Bearer ${token}` };
  const targets: Target[] = [
    { name: 'category tree with totals', url: `${base}${API_PATHS.item.getAdminCategories}`, headers },
    { name: 'Partners, page 1', url: `${base}${API_PATHS.auth.getAdminMerchants}?page=1`, headers },
    {
      name: 'Products Management, page 1',
      url: `${base}${API_PATHS.item.getAdminItems}`,
      method: 'POST',
      body: { page: 1 },
      headers,
    },
    {
      name: 'Products Management, page 100',
      url: `${base}${API_PATHS.item.getAdminItems}`,
      method: 'POST',
      body: { page: 100 },
      headers,
    },
    { name: 'Users, page 1', url: `${base}${API_PATHS.admin.getUsers}?page=1`, headers },
    { name: 'audit log, page 1', url: `${base}${API_PATHS.admin.getAuditLog}?page=1`, headers },
  ];
  const results: LoadResult[] = [];
  for (const target of targets) {
    const address = new URL(target.url);
    const first = await call(base, host, target.method ?? 'GET', address.pathname + address.search, token, target.body);
    if (first.status !== 200) throw new Error(`${target.name} answered ${first.status}: ${JSON.stringify(first.body)}`);
    for (const connections of [1, 10])
      results.push(await loadHttp(target, { connections, seconds: SECONDS }, { serverPid: server.pid, backends }));
  }
  // The tree's first answer after a catalogue change: renaming a category drops the cached tree.
  const changed: number[] = [];
  for (let round = 0; round < 20; round += 1) {
    const tree = await call(base, host, 'GET', API_PATHS.item.getAdminCategories, token);
    const list = (tree.body as AdminCategories).categories;
    const last = list[list.length - 1]!;
    await call(base, host, 'POST', API_PATHS.item.updateCategory, token, {
      id: last.id,
      titles: { az: `Ölçü ${round}`, en: `Bench ${round}` },
    });
    const started = performance.now();
    await call(base, host, 'GET', API_PATHS.item.getAdminCategories, token);
    changed.push(performance.now() - started);
  }
  changed.sort((a, b) => a - b);

  console.log(
    `\nAdmin API, ${SECONDS} s per row, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} (1/5/15 min, 2 cores)\n`,
  );
  console.log('| route | connections | req/s | p50 | p99 | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const row of results)
    console.log(`| ${row.name} | ${row.connections} | ${Math.round(row.rps)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} |`);
  console.log(
    `| category tree, first answer after a change (20×) | 1 | | ${changed[10]!.toFixed(0)} ms | ${changed[19]!.toFixed(0)} ms (max) | 0 |`,
  );
} finally {
  await backends?.close();
  await server.stop();
}
