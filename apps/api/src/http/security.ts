import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MEDIA_FILES_PATH } from '@marketplace/contract';
import { isApiPath, pathOf } from './api-paths.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Fresh per response; how an inline script or style of a page rendered for it gets past the CSP. */
    cspNonce: string;
  }
  interface FastifyInstance {
    /** The policy of a page kept in the page cache, from its inline scripts' hashes and its style nonce. */
    cachedPagePolicy: (sources: CachedPageSources) => string;
  }
}

export interface SecurityOptions {
  /** Origins pages may call (site addresses and API); their ws:/wss: twins are allowed for realtime. */
  connectOrigins: string[];
  /** Where images and media may come from besides our own origin (the API origin). */
  mediaOrigins: string[];
  /** Send HSTS: only when the public site is served over https. */
  hsts: boolean;
}

/** Where the nonce goes while the policy is joined (no origin or keyword contains it). */
const NONCE_SLOT = '\u0000';

const websocketTwin = (origin: string) => origin.replace(/^http/, 'ws');

/** What lets a page's own scripts and styles run: the sources of script-src and style-src. */
interface PageSources {
  scripts: string;
  styles: string;
}

/** The page policy with the given script and style sources; every other directive is the same for every page. */
function pagePolicy(options: SecurityOptions): (sources: PageSources) => string {
  const connect = [...new Set(options.connectOrigins.flatMap((origin) => [origin, websocketTwin(origin)]))];
  const media = [...new Set(options.mediaOrigins)];
  const rest = [
    ["img-src 'self' data: blob:", ...media].join(' '),
    ["media-src 'self' blob:", ...media].join(' '),
    ["connect-src 'self'", ...connect].join(' '),
    "font-src 'self'",
    // The push service worker (/push-sw.js); without it workers would fall under script-src's nonce.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return ({ scripts, styles }) => `default-src 'self'; script-src ${scripts}; style-src ${styles}; ${rest}`;
}

/** The policy of a page rendered for its request: its inline scripts and styles carry the answer's nonce. */
export function contentSecurityPolicy(options: SecurityOptions): (nonce: string) => string {
  const policy = pagePolicy(options);
  // Everything but the nonce is fixed per process, so it is joined once.
  const [head = '', middle = '', tail = ''] = policy({
    scripts: `'nonce-${NONCE_SLOT}' 'strict-dynamic' 'self'`,
    styles: `'self' 'nonce-${NONCE_SLOT}'`,
  }).split(NONCE_SLOT);
  return (nonce) => head + nonce + middle + nonce + tail;
}

/** What a page kept in the page cache allows (see web/cached-page.ts). */
export interface CachedPageSources {
  /** 'sha256-…' of each inline script of the page. */
  scriptHashes: string[];
  /** Drawn when the copy was kept; its inline styles, and those the page injects later, carry it. */
  styleNonce: string;
}

/**
 * The policy of a page kept in the page cache, the same bytes for everyone: its inline scripts are
 * allowed by their hashes and its modules by their origin ('self': the build's files; uploads are
 * images and videos checked by their bytes, API answers JSON with nosniff). 'strict-dynamic' is left
 * out because browsers refuse an `import()` made by an inline script that only a hash allowed, and
 * the page's loader imports its modules so. Its speculation rules (the product prefetch's) are one of
 * those inline scripts: rules a script added later would be refused, as Chromium ignores
 * 'inline-speculation-rules' beside hashes.
 */
export function cachedPagePolicy(options: SecurityOptions): (sources: CachedPageSources) => string {
  const policy = pagePolicy(options);
  return ({ scriptHashes, styleNonce }) =>
    policy({
      scripts: [...new Set(scriptHashes)]
        .map((hash) => `'${hash}'`)
        .concat("'self'")
        .join(' '),
      styles: `'self' 'nonce-${styleNonce}'`,
    });
}

/**
 * The policy of API answers: JSON is never a page, so nothing may run in it, load from it or frame
 * it. It is fixed, so these answers need no nonce and carry 40 bytes instead of the page policy's ~600.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Uploaded pictures and videos, which a browser may open on their own: they keep the page policy. */
const MEDIA_FILES_PREFIX = `${MEDIA_FILES_PATH}/`;
const MEDIA_API_PREFIX = `${MEDIA_FILES_PATH}/v1/`;
const isApiAnswer = (method: string, path: string) =>
  isApiPath(method, path) && !(path.startsWith(MEDIA_FILES_PREFIX) && !path.startsWith(MEDIA_API_PREFIX));

/** Where the web build's hashed files are served (see web/built.ts). */
export const BUILD_ASSETS_PREFIX = '/assets/';

const NONCE_BYTES = 16;
const NONCE_BLOCK = NONCE_BYTES * 256;

/** Nonces cut from blocks of random bytes: one call into the system's generator per 256 answers, not one per answer. */
function nonceSource(): () => string {
  let block = Buffer.alloc(0);
  let offset = 0;
  return () => {
    if (offset + NONCE_BYTES > block.length) {
      block = randomBytes(NONCE_BLOCK);
      offset = 0;
    }
    offset += NONCE_BYTES;
    return block.toString('base64', offset - NONCE_BYTES, offset);
  };
}

/**
 * Security headers on every answer, API JSON included (with the API policy). They are set on the raw
 * response so that static files and (in development) Vite's middleware carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const policyFor = contentSecurityPolicy(options);
  const nextNonce = nonceSource();
  app.decorate('cachedPagePolicy', cachedPagePolicy(options));
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    // Hashed build files (scripts, styles, fonts) are not documents: a policy on them governs nothing,
    // and a page loads dozens of them, so they carry only what applies to a subresource.
    if (request.url.startsWith(BUILD_ASSETS_PREFIX)) {
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      return;
    }
    const raw = reply.raw;
    if (isApiAnswer(request.method, pathOf(request.url))) {
      raw.setHeader('content-security-policy', API_CONTENT_SECURITY_POLICY);
    } else {
      const nonce = nextNonce();
      request.cspNonce = nonce;
      raw.setHeader('content-security-policy', policyFor(nonce));
    }
    raw.setHeader('x-content-type-options', 'nosniff');
    raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    raw.setHeader('x-frame-options', 'DENY');
    raw.setHeader('cross-origin-opener-policy', 'same-origin');
    if (options.hsts) raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
