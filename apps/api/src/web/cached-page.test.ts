import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachePage, pageGzip, pageHtml } from './cached-page.ts';

const RENDERED = 'k2B3WQx0d2VdH9sJbqQe5w==';
const FRESH = 'Zr0mJ8xNw4Tq6PvL1cYb2A==';

describe('cachePage', () => {
  it('puts a fresh nonce wherever the rendered one stood, at the start and the end too', async () => {
    const html = `${RENDERED}<p nonce="${RENDERED}">ə ğ ı İ ş ç ö ü</p>${RENDERED}${RENDERED}`;
    const page = (await cachePage(Buffer.from(html), RENDERED))!;
    expect(pageHtml(page, FRESH).toString()).toBe(html.split(RENDERED).join(FRESH));
  });

  it('gzips with the nonce spliced in: the bytes decode to the same HTML, checksum included', async () => {
    for (const html of [
      `<html><meta nonce="${RENDERED}">${'<li>Əl işi vaza</li>'.repeat(4000)}<script nonce="${RENDERED}">1</script></html>`,
      `<p nonce="${RENDERED}"></p>${RENDERED}`,
      // Text repeating what stood before and after each nonce: back-references must not reach into a nonce.
      Array.from({ length: 300 }, (_, i) => `<script nonce="${RENDERED}">$RC("B:${i}","S:${i}")</script>`).join(''),
    ]) {
      const page = (await cachePage(Buffer.from(html), RENDERED))!;
      const coded = pageGzip(page, FRESH)!;
      expect(gunzipSync(coded).equals(pageHtml(page, FRESH))).toBe(true);
      expect(pageGzip(page, 'short')).toBeUndefined();
      if (html.startsWith('<html>')) expect(coded.length).toBeLessThan(Buffer.byteLength(html) / 8);
    }
  });

  it('keeps no page that never names its nonce, and one ETag whatever the nonce', async () => {
    expect(await cachePage(Buffer.from('<p>no nonce</p>'), RENDERED)).toBeUndefined();
    const one = (await cachePage(Buffer.from(`<p nonce="${RENDERED}">a</p>`), RENDERED))!;
    const same = (await cachePage(Buffer.from(`<p nonce="${FRESH}">a</p>`), FRESH))!;
    const other = (await cachePage(Buffer.from(`<p nonce="${RENDERED}">b</p>`), RENDERED))!;
    expect(one.etag).toBe(same.etag);
    expect(one.etag).not.toBe(other.etag);
    expect(await cachePage(Buffer.from(`<p nonce="${RENDERED}">\u0000</p>`), RENDERED)).toBeUndefined();
  });
});
