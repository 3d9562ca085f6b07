import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@marketplace/contract';
import { LOCALES_DIR } from '../src/paths.ts';
import { rawRequest } from './http.ts';
import { startTestServer, type TestServer } from './server.ts';

describe('GET /localization/:lng/translation.json', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('serves each catalogue of design-system/locales as JSON, cacheable with an ETag', async () => {
    for (const lng of LANGUAGES) {
      const response = await fetch(`${server.url}/localization/${lng}/translation.json`);
      expect(response.status, lng).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
      const file = await readFile(`${LOCALES_DIR}/${lng}/translation.json`, 'utf8');
      expect(await response.json()).toEqual(JSON.parse(file));
    }
  });

  it('answers 304 to a matching If-None-Match and 200 to a stale one', async () => {
    const first = await fetch(`${server.url}/localization/az/translation.json`);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${server.url}/localization/az/translation.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(`${server.url}/localization/az/translation.json`, { headers: { 'if-none-match': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('answers 404 UNKNOWN_LANGUAGE for anything that is not a supported language', async () => {
    for (const lng of ['de', 'AZ', 'az-AZ', 'merchant', '..%2F..%2Fpackage.json%00']) {
      const response = await fetch(`${server.url}/localization/${lng}/translation.json`);
      expect(response.status, lng).toBe(404);
      expect((await response.json()).error.code, lng).toBe('UNKNOWN_LANGUAGE');
    }
  });

  it('never serves files outside the catalogues', async () => {
    for (const path of [
      '/localization/../package.json',
      '/localization/az/../../package.json',
      '/localization/..%2F..%2F..%2Fpackage.json/translation.json',
      '/localization/az/..%2F..%2Fen/translation.json',
    ]) {
      const { status, body } = await rawRequest(server.url, path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('"workspaces"');
      expect(body, path).not.toContain('"dependencies"');
    }
  });
});
