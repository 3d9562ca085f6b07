import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBytes } from './http.ts';
import { FIXTURE_WEB_DIST, startTestServer, type TestServer } from './server.ts';

const ASSET = '/assets/library-Fx5e6f7a.js';
const onDisk = (suffix = '') => readFile(path.join(FIXTURE_WEB_DIST, 'client', `${ASSET}${suffix}`));

const getAsset = (url: string, acceptEncoding?: string) =>
  getBytes(url, acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});

describe('built client files', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are sent as the build compressed them: brotli first, then gzip, with the length known', async () => {
    const br = await getAsset(`${server.url}${ASSET}`, 'gzip, deflate, br, zstd');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.bytes.equals(await onDisk('.br'))).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await getAsset(`${server.url}${ASSET}`, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.bytes.equals(await onDisk('.gz'))).toBe(true);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
  });

  it('are sent as they are to a client that accepts no encoding', async () => {
    const plain = await getAsset(`${server.url}${ASSET}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(await onDisk())).toBe(true);
    // A cache in between must not hand this answer to a client that asked for brotli, nor the reverse.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers.vary?.match(/accept-encoding/gi)).toHaveLength(1);
  });

  it('do not serve the compressed copies under their own names', async () => {
    expect((await getAsset(`${server.url}${ASSET}.br`)).status).toBe(404);
    expect((await getAsset(`${server.url}${ASSET}.gz`)).status).toBe(404);
  });
});
