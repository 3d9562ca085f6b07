import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachePage, pageGzip, pageHtml } from './cached-page.ts';

const RENDERED = 'k2B3WQx0d2VdH9sJbqQe5w==';
const FRESH = 'Zr0mJ8xNw4Tq6PvL1cYb2A==';

describe('cachePage', () => {
  it('puts a fresh nonce wherever the rendered one stood, at the start and the end too', () => {
    const html = `${RENDERED}<p nonce="${RENDERED}">ə ğ ı İ ş ç ö ü</p>${RENDERED}${RENDERED}`;
    const page = cachePage(Buffer.from(html), RENDERED)!;
    expect(pageHtml(page, FRESH).toString()).toBe(html.split(RENDERED).join(FRESH));
  });

  it('gzips with the nonce spliced in: the bytes decode to the same HTML, checksum included', () => {
    for (const html of [
      `<html><meta nonce="${RENDERED}">${'<li>Əl işi vaza</li>'.repeat(4000)}<script nonce="${RENDERED}">1</script></html>`,
      `<p nonce="${RENDERED}"></p>${RENDERED}`,
    ]) {
      const page = cachePage(Buffer.from(html), RENDERED)!;
      const coded = pageGzip(page, FRESH);
      expect(gunzipSync(coded).equals(pageHtml(page, FRESH))).toBe(true);
      if (html.length > 10_000) expect(coded.length).toBeLessThan(Buffer.byteLength(html) / 10);
    }
  });

  it('keeps no page that never names its nonce, and one ETag whatever the nonce', () => {
    expect(cachePage(Buffer.from('<p>no nonce</p>'), RENDERED)).toBeUndefined();
    const one = cachePage(Buffer.from(`<p nonce="${RENDERED}">a</p>`), RENDERED)!;
    const same = cachePage(Buffer.from(`<p nonce="${FRESH}">a</p>`), FRESH)!;
    const other = cachePage(Buffer.from(`<p nonce="${RENDERED}">b</p>`), RENDERED)!;
    expect(one.etag).toBe(same.etag);
    expect(one.etag).not.toBe(other.etag);
  });
});
