import { createHash } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_CHANNEL } from '../src/modules/items/events.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';
import { waitForListeners } from './listeners.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * Shopper pages kept between requests (the stand-in web build renders the catalogue: /item shows
 * the product's name, /category the names in it, /company the store's name, and every render
 * stamps its time into an inline script, so a page from the cache shows the time of its render).
 * A page rendered for its request runs its inline scripts by that answer's nonce, a kept page by
 * their hashes.
 */

interface Page {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (compressed when the answer says so). */
  raw: Buffer;
  html: string;
  /** The nonce the page hands its scripts and styles (a kept page's is only for styles). */
  nonce: string;
}

const decoded = (raw: Buffer, coding: string | undefined) =>
  coding === 'gzip' ? gunzipSync(raw) : coding === 'br' ? brotliDecompressSync(raw) : raw;

function getPage(base: string, path: string, headers: Record<string, string> = {}): Promise<Page> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${base}${path}`, { headers: { host: HOSTS.shopper, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const html = decoded(raw, response.headers['content-encoding']).toString('utf8');
        const nonce = /property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1] ?? '';
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, html, nonce });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The page with its nonce taken out: what must be the same from one answer to the next. */
const withoutNonce = (page: Page) => page.html.split(page.nonce).join('NONCE');
const shown = (page: Page) => /data-shown="([^"]*)"/.exec(page.html)?.[1];
const renderedAt = (page: Page) => /window\.rendered=(\d+)/.exec(page.html)?.[1];

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
/** The text of each inline script a browser would run, found by an HTML parser as a browser does. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ('tagName' in node && node.tagName === 'script') {
      const attributes = new Map(node.attrs.map((attribute) => [attribute.name, attribute.value]));
      const runs = !attributes.has('src') && ['', 'module'].includes(attributes.get('type') ?? '');
      if (runs) found.push(node.childNodes.map((child) => ('value' in child ? child.value : '')).join(''));
    }
    const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : [];
    for (const child of children) visit(child);
  };
  visit(parse(html));
  return found;
}
/** The sources of one directive of the answer's policy. */
const directive = (page: Page, name: string) =>
  String(page.headers['content-security-policy'] ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

let server: AuthTestServer;
let seller: SignedIn;
let admin: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const asMerchant = (): RequestOptions => ({ token: seller.token, host: HOSTS.merchant });
const asAdmin = (): RequestOptions => ({ token: admin.token, host: HOSTS.admin });
const page = (path: string, headers?: Record<string, string>) => getPage(server.url, path, headers);

async function addItem(productName: string, category = tree.vases): Promise<string> {
  const added = await server.post('/item/v1/addNewItem', itemForm(category, { productName }), asMerchant());
  expect(added.status).toBe(200);
  return added.body.id as string;
}

/** Renders `path` and checks that the next request is answered from the cache. */
async function cached(path: string, headers?: Record<string, string>): Promise<Page> {
  const first = await page(path, headers);
  const second = await page(path, headers);
  expect(second.headers.etag).toBeDefined();
  expect(renderedAt(second)).toBe(renderedAt(first));
  return second;
}

beforeAll(async () => {
  server = await startAuthServer();
  // PostgreSQL: the listener drops every cache once it has connected; let that pass before pages are kept.
  if (process.env.DATABASE_URL) await waitForListeners(server.database.db, CATALOGUE_CHANNEL, 1, 10_000);
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  seller = await signUpMerchant(server, 'sehife@example.az', 'Şəki Tikmə');
});

afterAll(async () => {
  await server?.close();
});

describe('server-rendered pages from the page cache', () => {
  it('renders the first visit as a stream with its nonce, then answers the same bytes whose policy hashes their inline scripts', async () => {
    const id = await addItem('Tikmə yastıq');
    const first = await page(`/item?id=${id}`);
    expect(first.status).toBe(200);
    expect(shown(first)).toBe('Tikmə yastıq');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(directive(first, 'script-src')).toEqual([`'nonce-${first.nonce}'`, "'strict-dynamic'", "'self'"]);

    const later = [await page(`/item?id=${id}`), await page(`/item?id=${id}`)];
    for (const answer of later) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.vary).toMatch(/accept-language.*cookie.*accept-encoding/);
      expect(answer.headers.etag).toBe(later[0]!.headers.etag);
      expect(withoutNonce(answer)).toBe(withoutNonce(first));
      // The nonce the render's policy allowed scripts by is handed to no one else.
      expect(answer.html).not.toContain(first.nonce);
      expect(answer.html).toMatch(/<script nonce="[^"]+">window\.rendered=/);
      const scripts = inlineScripts(answer.html);
      expect(scripts.length).toBeGreaterThan(0);
      expect(directive(answer, 'script-src')).toEqual([...scripts.map(sha256), "'self'"]);
      expect(directive(answer, 'style-src')).toEqual(["'self'", `'nonce-${answer.nonce}'`]);
      expect(String(answer.headers['content-security-policy'])).not.toContain('strict-dynamic');
    }
    // Served twice: the same bytes and the same policy.
    expect(later[1]!.raw.equals(later[0]!.raw)).toBe(true);
    expect(later[1]!.headers['content-security-policy']).toBe(later[0]!.headers['content-security-policy']);
    // Every directive but the two that allow the page's own scripts and styles is the rendered page's.
    const others = (answer: Page) =>
      String(answer.headers['content-security-policy'])
        .split('; ')
        .filter((part) => !/^(script|style)-src /.test(part));
    expect(others(later[0]!)).toEqual(others(first));
  });

  it('renders once for visitors who arrive together', async () => {
    const id = await addItem('Kəlağayı');
    const answers = await Promise.all(Array.from({ length: 6 }, () => page(`/item?id=${id}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map(renderedAt)).size).toBe(1);
    // The one who rendered it got it with that answer's nonce; the others all got the copy kept of it.
    expect(new Set(answers.map((answer) => answer.html)).size).toBeLessThanOrEqual(2);
    expect(new Set(answers.map(withoutNonce)).size).toBe(1);
  });

  it('keeps a page per address and language, and a crawler its whole document apart', async () => {
    const one = await addItem('Mis sini');
    const other = await addItem('Mis qazan');
    const az = await cached(`/item?id=${one}`);
    const ru = await cached(`/item?id=${one}`, { 'accept-language': 'ru' });
    expect(shown(ru)).toBe('Mis sini');
    expect(/lang="([^"]+)"/.exec(ru.html)?.[1]).toBe('ru');
    expect(ru.headers.etag).not.toBe(az.headers.etag);
    expect(shown(await page(`/item?id=${other}`))).toBe('Mis qazan');
    const bot = await page(`/item?id=${one}`, { 'user-agent': 'facebookexternalhit/1.1' });
    expect(/data-bot="([^"]+)"/.exec(bot.html)?.[1]).toBe('true');
    expect(/data-bot="([^"]+)"/.exec((await page(`/item?id=${one}`)).html)?.[1]).toBe('false');
  });

  it('answers 304 to a browser holding the page, with no policy that would replace the one stored with its copy', async () => {
    const id = await addItem('Xalça yastığı');
    const kept = await cached(`/item?id=${id}`);
    const etag = kept.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);

    const again = await page(`/item?id=${id}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBeUndefined();
    expect((await page(`/item?id=${id}`, { 'if-none-match': `"other", ${etag.slice(2)}` })).status).toBe(304);

    const stale = await page(`/item?id=${id}`, { 'if-none-match': 'W/"an-older-version"' });
    expect(stale.status).toBe(200);
    expect(stale.headers['content-security-policy']).toContain(`'nonce-${stale.nonce}'`);

    const renamed = await server.post(
      '/item/v1/updateItem',
      { id, ...itemForm(tree.vases, { productName: 'Yeni xalça yastığı' }) },
      asMerchant(),
    );
    expect(renamed.status).toBe(200);
    const changed = await page(`/item?id=${id}`, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(shown(changed)).toBe('Yeni xalça yastığı');
  });

  it('sends the brotli copy made when it was kept to browsers that take it, else the gzip one; both decode to the same bytes', async () => {
    const id = await addItem('Saxsı küp');
    const plain = await cached(`/item?id=${id}`);
    for (const [acceptEncoding, coding] of [
      ['br', 'br'],
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ] as const) {
      const coded = await page(`/item?id=${id}`, { 'accept-encoding': acceptEncoding });
      expect(coded.headers['content-encoding'], acceptEncoding).toBe(coding);
      expect(coded.raw.length).toBeLessThan(Buffer.byteLength(coded.html));
      expect(coded.html).toBe(plain.html);
      expect(coded.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    }
    const br = await page(`/item?id=${id}`, { 'accept-encoding': 'br, gzip' });
    const gzip = await page(`/item?id=${id}`, { 'accept-encoding': 'gzip' });
    expect(br.raw.length).toBeLessThan(gzip.raw.length);
    const identity = await page(`/item?id=${id}`, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.raw.equals(plain.raw)).toBe(true);
  });

  it("gives a signed-in shopper the guests' page, with nothing of the account in it", async () => {
    const id = await addItem('Ağac qaşıq');
    const guest = await cached(`/item?id=${id}`);
    const buyer = await signUpBuyer(server, 'alici.sehife@example.az');
    const signedIn = await page(`/item?id=${id}`, {
      authorization: `Bearer ${buyer.token}`,
      cookie: 'sid=some-session; theme=dark',
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.etag).toBe(guest.headers.etag);
    expect(withoutNonce(signedIn)).toBe(withoutNonce(guest));
    for (const secret of [buyer.token, buyer.id, 'alici.sehife']) expect(signedIn.html).not.toContain(secret);
  });

  it('renders each time pages that are not the same for everybody, and pages that are not found', async () => {
    const missing = await page('/item?id=00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await page('/item?id=00000000-0000-4000-8000-000000000000')).headers.etag).toBeUndefined();
    await page('/health');
    const health = await page('/health');
    expect(health.headers.etag).toBeUndefined();
    expect(health.headers['cache-control']).toBe('private, no-store');
  });
});

describe('catalogue changes drop the kept pages', () => {
  it('a product renamed or hidden', async () => {
    const id = await addItem('Bürünc şamdan');
    expect(shown(await cached(`/item?id=${id}`))).toBe('Bürünc şamdan');
    expect(
      (await server.post('/item/v1/updateItem', { id, ...itemForm(tree.vases, { productName: 'Gümüş şamdan' }) }, asMerchant()))
        .status,
    ).toBe(200);
    expect(shown(await page(`/item?id=${id}`))).toBe('Gümüş şamdan');

    const before = shown(await cached(`/category?id=${tree.vases}`))?.split('|');
    expect(before).toContain('Gümüş şamdan');
    const hidden = await server.post('/merchant/v1/setItemsStatus', { ids: [id], status: 'HIDDEN' }, asMerchant());
    expect(hidden.status).toBe(200);
    expect(shown(await page(`/category?id=${tree.vases}`))?.split('|')).toEqual(
      before?.filter((name) => name !== 'Gümüş şamdan'),
    );
  });

  it('a product moved to another category', async () => {
    const id = await addItem('Daş muncuq', tree.pendants);
    expect(shown(await cached(`/category?id=${tree.pendants}`))?.split('|')).toContain('Daş muncuq');
    expect((await page(`/category?id=${tree.portraits}`)).status).toBe(404);
    const moved = await server.post(
      '/item/v1/setModifiedCategories',
      { modifiedProducts: { [id]: { oldCategory: tree.pendants, newCategory: tree.portraits } } },
      asAdmin(),
    );
    expect(moved.status).toBe(200);
    expect(shown(await page(`/category?id=${tree.pendants}`))?.split('|') ?? []).not.toContain('Daş muncuq');
    expect(shown(await page(`/category?id=${tree.portraits}`))).toBe('Daş muncuq');
  });

  it('a store deactivated', async () => {
    const store = await signUpMerchant(server, 'baglanan@example.az', 'Quba Xalçaları');
    const added = await server.post('/item/v1/addNewItem', itemForm(tree.vases, { productName: 'Quba xalçası' }), {
      token: store.token,
      host: HOSTS.merchant,
    });
    expect(added.status).toBe(200);
    expect(shown(await cached(`/company?id=${store.id}`))).toBe('Quba Xalçaları');
    expect(shown(await cached(`/item?id=${added.body.id}`))).toBe('Quba xalçası');
    expect(shown(await cached('/companies'))?.split('|')).toContain('Quba Xalçaları');

    const deactivated = await server.post('/company/v1/updateCompanyStatus', { id: store.id, status: 'INACTIVE' }, asAdmin());
    expect(deactivated.status).toBe(200);
    expect((await page(`/company?id=${store.id}`)).status).toBe(404);
    expect((await page(`/item?id=${added.body.id}`)).status).toBe(404);
    expect(shown(await page('/companies'))?.split('|')).not.toContain('Quba Xalçaları');
  });
});

describe('without a page cache (PAGE_CACHE_MB=0)', () => {
  let uncached: TestServer;
  beforeAll(async () => {
    uncached = await startTestServer({ env: { PAGE_CACHE_MB: '0' } });
  });
  afterAll(() => uncached?.close());

  it('renders every request; the first render of a cached server is that same page', async () => {
    const stamp = (html: string) => html.replace(/window\.rendered=\d+/, 'window.rendered=T');
    const fresh = [await getPage(uncached.url, '/'), await getPage(uncached.url, '/')];
    for (const answer of fresh) {
      expect(answer.headers.etag).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    const first = await page('/', { 'accept-language': 'tr' });
    const uncachedFirst = await getPage(uncached.url, '/', { 'accept-language': 'tr' });
    expect(first.headers['cache-control']).toBe(uncachedFirst.headers['cache-control']);
    expect(stamp(withoutNonce(first))).toBe(stamp(withoutNonce(uncachedFirst)));
  });
});
