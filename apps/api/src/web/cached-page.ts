import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedPageSources } from '../http/security.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Brotli quality of a kept page: 11, the densest, costs about ten times the CPU of 9 for a few per
 * cent fewer bytes, and pages are kept again after every catalogue change.
 */
const BROTLI_QUALITY = 9;

/**
 * A rendered page kept for the next visitors: the same bytes for every one of them, with the
 * policy that allows exactly its inline scripts (by their hashes), and brotli and gzip copies made
 * once when it was kept (on libuv's threads, not the event loop).
 */
export interface CachedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Its Content-Security-Policy (security.ts, cachedPagePolicy). */
  policy: string;
  /** The same for every coding of the page. */
  etag: string;
  /** What the page holds in memory, for the cache's budget. */
  bytes: number;
}

/** A style nonce of the copy, as random as an answer's (16 bytes, base64). */
const drawStyleNonce = () => randomBytes(16).toString('base64');

/**
 * Keeps a page rendered with `renderNonce`. Its inline scripts are allowed by their hashes, so
 * the nonce they were rendered with (which that answer's policy allowed) is not handed to anyone
 * else: every occurrence becomes a style nonce drawn for this copy. Styles keep a nonce because
 * the page also injects style elements as it runs (the dialogs' scroll lock, with the scrollbar's
 * width of the moment), which no hash can name; that nonce stops style put into the server's
 * HTML, where it cannot be known in advance. Undefined when the page cannot be kept: it never names
 * its nonce, holds a NUL (the parser would change it, and the hashes with it), or a script the
 * hashes cannot stand for.
 */
export async function cachePage(
  rendered: Buffer,
  renderNonce: string,
  policyFor: (sources: CachedPageSources) => string,
): Promise<CachedPage | undefined> {
  const text = rendered.toString('utf8');
  if (!text.includes(renderNonce) || text.includes('\u0000')) return undefined;
  const styleNonce = drawStyleNonce();
  const page = text.split(renderNonce).join(styleNonce);
  const scriptHashes = inlineScriptHashes(page);
  if (!scriptHashes) return undefined;
  const html = Buffer.from(page, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipped(html, { level: 9 }),
  ]);
  // Of the page without its style nonce: a page rendered again the same keeps its ETag.
  const etag = `W/"${createHash('sha1').update(text.split(renderNonce).join('')).digest('base64url')}"`;
  return {
    html,
    br,
    gzip: gz,
    policy: policyFor({ scriptHashes, styleNonce }),
    etag,
    bytes: html.length + br.length + gz.length,
  };
}
