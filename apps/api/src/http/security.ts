import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** Fresh per response; the only way an inline script or style gets past the CSP. */
    cspNonce: string;
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

const websocketTwin = (origin: string) => origin.replace(/^http/, 'ws');

export function contentSecurityPolicy(nonce: string, options: SecurityOptions): string {
  const connect = [...new Set(options.connectOrigins.flatMap((origin) => [origin, websocketTwin(origin)]))];
  const media = [...new Set(options.mediaOrigins)];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'`,
    `style-src 'self' 'nonce-${nonce}'`,
    ["img-src 'self' data: blob:", ...media].join(' '),
    ["media-src 'self' blob:", ...media].join(' '),
    ["connect-src 'self'", ...connect].join(' '),
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Security headers on every answer, API JSON included. They are set on the raw response so that
 * static files and (in development) Vite's middleware carry them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request, reply) => {
    const nonce = randomBytes(16).toString('base64');
    request.cspNonce = nonce;
    const raw = reply.raw;
    raw.setHeader('content-security-policy', contentSecurityPolicy(nonce, options));
    raw.setHeader('x-content-type-options', 'nosniff');
    raw.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    raw.setHeader('x-frame-options', 'DENY');
    raw.setHeader('cross-origin-opener-policy', 'same-origin');
    if (options.hsts) raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
