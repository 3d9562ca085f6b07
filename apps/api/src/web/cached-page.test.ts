import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CachedPageSources } from '../http/security.ts';
import { cachePage } from './cached-page.ts';

const RENDERED = 'k2B3WQx0d2VdH9sJbqQe5w==';
const policyFor = ({ scriptHashes, styleNonce }: CachedPageSources) =>
  `script-src ${scriptHashes.map((hash) => `'${hash}'`).join(' ')} 'self'; style-src 'self' 'nonce-${styleNonce}'`;
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const page = (body: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${RENDERED}"><style nonce="${RENDERED}">b{font-weight:700}</style>` +
  `<script type="application/json" nonce="${RENDERED}">{"a":1}</script></head><body>${body}` +
  `<script nonce="${RENDERED}">window.started=1</script><script type="module" nonce="${RENDERED}" src="/assets/a.js"></script></body></html>`;

describe('cachePage', () => {
  it('allows the inline scripts by their hashes and hands the rendered nonce to no one', async () => {
    const kept = (await cachePage(Buffer.from(page('<p>ə ğ ı İ ş ç ö ü</p>')), RENDERED, policyFor))!;
    const html = kept.html.toString('utf8');
    expect(html).not.toContain(RENDERED);
    const styleNonce = /property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(styleNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(html).toContain(`<style nonce="${styleNonce}">b{font-weight:700}</style>`);
    // The JSON data block and the external module are not inline scripts a browser runs.
    expect(kept.policy).toBe(`script-src '${sha256('window.started=1')}' 'self'; style-src 'self' 'nonce-${styleNonce}'`);
  });

  it('keeps brotli and gzip copies of the very bytes it serves plain', async () => {
    const kept = (await cachePage(Buffer.from(page('<li>Əl işi vaza</li>'.repeat(4000))), RENDERED, policyFor))!;
    expect(brotliDecompressSync(kept.br).equals(kept.html)).toBe(true);
    expect(gunzipSync(kept.gzip).equals(kept.html)).toBe(true);
    expect(kept.br.length).toBeLessThan(kept.gzip.length);
    expect(kept.gzip.length).toBeLessThan(kept.html.length / 8);
    expect(kept.bytes).toBe(kept.html.length + kept.br.length + kept.gzip.length);
  });

  it('gives a page rendered again the same the same ETag, another page another', async () => {
    const fresh = 'Zr0mJ8xNw4Tq6PvL1cYb2A==';
    const one = (await cachePage(Buffer.from(page('a')), RENDERED, policyFor))!;
    const again = (await cachePage(Buffer.from(page('a').split(RENDERED).join(fresh)), fresh, policyFor))!;
    const other = (await cachePage(Buffer.from(page('b')), RENDERED, policyFor))!;
    expect(one.etag).toMatch(/^W\/"/);
    expect(again.etag).toBe(one.etag);
    expect(other.etag).not.toBe(one.etag);
  });

  it('keeps no page that never names its nonce, holds a NUL or a script never closed', async () => {
    expect(await cachePage(Buffer.from('<p>no nonce</p>'), RENDERED, policyFor)).toBeUndefined();
    expect(await cachePage(Buffer.from(page('\u0000')), RENDERED, policyFor)).toBeUndefined();
    expect(await cachePage(Buffer.from(page('<script>open')), RENDERED, policyFor)).toBeUndefined();
  });
});
