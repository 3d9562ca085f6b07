import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { rawRequest } from './http.ts';
import { startTestServer, type TestServer } from './server.ts';

const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1];

describe('serving the web app by host', () => {
  let server: TestServer;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('server-renders shopper pages with the status render gives', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(home.headers.get('cache-control')).toBe('private, no-store');
    expect(home.headers.get('vary')).toMatch(/accept-language.*cookie/);
    const html = await home.text();
    expect(attribute(html, 'data-site')).toBe('shopper');
    expect(html).toContain('src="/assets/shopper-Fx1a2b3c.js"');
    expect(html).toContain('href="/assets/shopper-Fx7a8b9c.css"');
    expect(html).toContain('rel="modulepreload"');
    expect(html).toContain('href="/assets/shared-Fx4d5e6f.js"');

    const missing = await get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(attribute(await missing.text(), 'data-path')).toBe('/no/such/page');
  });

  it('hands pages the public configuration and the services', async () => {
    const html = await (await get('/health')).text();
    expect(attribute(html, 'data-health')).toBe('true');
    const config = JSON.parse(/id="app-config">([^<]*)</.exec(html)?.[1] ?? '{}');
    expect(config).toEqual({
      siteUrl: 'http://localhost:3000',
      merchantUrl: 'http://merchant.localhost:3000',
      adminUrl: 'http://admin.localhost:3000',
      apiUrl: 'http://localhost:3000',
      appStoreUrl: expect.stringMatching(/^https:/),
      playStoreUrl: expect.stringMatching(/^https:/),
      whatsappNumber: expect.stringMatching(/^\+?[0-9]/),
      chat: 'self',
      media: 'self',
      pushPublicKey: null,
      firebase: null,
    });
  });

  it('chooses the language in spec §9 order: the browser (Accept-Language), then the i18next cookie, then the path, else az', async () => {
    const lang = async (path: string, headers: Record<string, string> = {}) =>
      attribute(await (await get(path, headers)).text(), 'lang');
    expect(await lang('/')).toBe('az');
    expect(await lang('/', { 'accept-language': 'de-DE,ru;q=0.8' })).toBe('ru');
    // A cookie cached by an earlier visit and another browser language: the browser's comes first,
    // as the page's own detector decides after hydration.
    expect(await lang('/', { 'accept-language': 'ru', cookie: 'i18next=tr' })).toBe('ru');
    expect(await lang('/', { 'accept-language': 'de-DE,fr;q=0.5', cookie: 'i18next=tr' })).toBe('tr');
    expect(await lang('/', { cookie: 'i18next=en' })).toBe('en');
    expect(await lang('/', { cookie: 'i18next=zz' })).toBe('az');
    // A query string is no source of the order.
    expect(await lang('/?lng=en', { 'accept-language': 'ru', cookie: 'i18next=tr' })).toBe('ru');
    const html = await (await get('/', { 'accept-language': 'ru' })).text();
    expect(attribute(html, 'data-resources')).toBe('az,ru');
  });

  it('tells render when a link-preview crawler asks', async () => {
    const bot = await get('/', { 'user-agent': 'facebookexternalhit/1.1' });
    expect(attribute(await bot.text(), 'data-bot')).toBe('true');
    const person = await get('/', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' });
    expect(attribute(await person.text(), 'data-bot')).toBe('false');
  });

  it('relays a Response from render, such as a redirect', async () => {
    const response = await get('/moved');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/');
  });

  it('gives the merchant and admin hosts their SPA shell for every path', async () => {
    for (const host of ['merchant.localhost:3000', 'admin.localhost:3000', 'admin.hediyye.az']) {
      for (const path of ['/', '/products', '/deep/link?x=1', '/no/such/page']) {
        const response = await rawRequest(server.url, path, { headers: { host } });
        expect(response.status, `${host}${path}`).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['cache-control']).toBe('private, no-store');
        const html = response.body;
        expect(attribute(html, 'data-site')).toBe('spa');
        expect(html).toContain('src="/assets/spa-Fx0d1e2f.js"');
        expect(html).not.toContain('shopper-Fx1a2b3c');
      }
    }
  });

  it('caches hashed assets for a year and serves other files with revalidation', async () => {
    const asset = await get('/assets/shopper-Fx1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers 404 for build internals and missing assets, on any host', async () => {
    for (const host of ['localhost:3000', 'merchant.localhost:3000']) {
      for (const path of ['/.vite/manifest.json', '/assets/gone-123.js', '/assets/']) {
        const response = await rawRequest(server.url, path, { headers: { host } });
        expect(response.status, `${host}${path}`).toBe(404);
        expect(JSON.parse(response.body).error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers HEAD for pages like GET, without a body', async () => {
    const response = await fetch(`${server.url}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});

describe('without a web build', () => {
  let server: TestServer;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = await mkdtemp(path.join(os.tmpdir(), 'api-no-web-'));
    server = await startTestServer({ web: { mode: 'built', distDir: emptyDir } });
  });
  afterAll(async () => {
    await server.close();
    await rm(emptyDir, { recursive: true, force: true });
  });

  it('answers pages with 503 and how to fix it, while the API keeps working', async () => {
    for (const host of ['localhost:3000', 'merchant.localhost:3000']) {
      const page = await rawRequest(server.url, '/', { headers: { host } });
      expect(page.status).toBe(503);
      expect(JSON.parse(page.body).error.message).toMatch(/npm run build/);
    }
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('builds an app whose pages fail cleanly rather than crash at start', async () => {
    const app = await buildApp(server.config, { database: server.database, web: { mode: 'built', distDir: emptyDir } });
    try {
      expect((await app.inject({ url: '/products' })).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
