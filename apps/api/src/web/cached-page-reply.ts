import { Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from '../http/api-paths.ts';
import { preferredCoding } from '../http/content-coding.ts';
import type { CachedPageSources } from '../http/security.ts';
import { cachePage, type CachedPage } from './cached-page.ts';

/**
 * Shopper pages that are the same for every visitor of an address in a language (the navbar's
 * account corner is drawn in the browser): home, product, category, store, stores, policy.
 */
const CACHEABLE_PATHS = new Set(['/', '/item', '/category', '/company', '/companies', '/policy']);

/** Longer addresses are rendered each time: a cache key is not worth a page of query string. */
const MAX_CACHED_URL_LENGTH = 512;

/**
 * A kept page answers with revalidation (ETag): the browser stores it but asks every time. It is
 * not for shared caches: which copy a request gets also depends on its User-Agent (crawlers get the
 * whole document), which the answer does not vary by.
 */
const CACHED_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'private, no-cache',
  vary: 'accept-language, cookie, accept-encoding',
};

/** The key of a page that may be served from the cache, or undefined. */
export function pageCacheKey(request: FastifyRequest, lng: string, bot: boolean): string | undefined {
  if (request.url.length > MAX_CACHED_URL_LENGTH) return undefined;
  if (!CACHEABLE_PATHS.has(pathOf(request.url))) return undefined;
  return `${request.host}\n${lng}\n${bot ? 'bot' : 'browser'}\n${request.url}`;
}

function clientHolds(ifNoneMatch: string | undefined, page: CachedPage): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(page.etag);
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === ours || tag.trim() === '*');
}

/**
 * A kept page, as brotli, gzip or plain bytes by the request's Accept-Encoding, with its own policy
 * in place of the one for this answer's nonce. 304 when the browser holds it: that answer carries
 * no policy, so the browser keeps the one stored with its copy (a copy kept again has the same ETag
 * but its own style nonce).
 */
export function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage): FastifyReply {
  reply.headers(CACHED_PAGE_HEADERS).header('etag', page.etag);
  if (clientHolds(request.headers['if-none-match'], page)) {
    reply.raw.removeHeader('content-security-policy');
    return reply.code(304).send();
  }
  reply.raw.setHeader('content-security-policy', page.policy);
  const coding =
    request.headers['x-no-compression'] === undefined ? preferredCoding(request.headers['accept-encoding']) : undefined;
  if (!coding) return reply.code(200).send(page.html);
  return reply
    .code(200)
    .header('content-encoding', coding)
    .send(coding === 'br' ? page.br : page.gzip);
}

/**
 * Passes a render through to the visitor and keeps a copy: `done` gets the page once the render
 * has ended whole (undefined when the visitor left, or a part of the page failed to render and
 * is left to the browser).
 */
export function keepingCopy(
  nonce: string,
  policyFor: (sources: CachedPageSources) => string,
  visitorLeft: () => boolean,
  done: (page: CachedPage | undefined) => void,
): Transform {
  const chunks: Buffer[] = [];
  let settled = false;
  let ended = false;
  const settle = (page: CachedPage | undefined) => {
    if (settled) return;
    settled = true;
    done(page);
  };
  const copy = new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
      callback(null, chunk);
    },
    flush(callback) {
      ended = true;
      const html = Buffer.concat(chunks);
      // React's client-render instruction: a boundary failed on the server and the browser redoes it.
      const partial = html.includes('$RX');
      if (visitorLeft() || partial) settle(undefined);
      else void cachePage(html, nonce, policyFor).then(settle, () => settle(undefined));
      callback();
    },
  });
  copy.once('error', () => settle(undefined));
  // Destroyed before the render ended (the visitor left, React aborted): nothing to keep.
  copy.once('close', () => {
    if (!ended) settle(undefined);
  });

  return copy;
}
