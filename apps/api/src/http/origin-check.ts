import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@marketplace/contract';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes something (the spec's upgradeAccount): checked like a POST. */
    changesState?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface RequestSource {
  /** The Origin header, if sent. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, if sent. */
  fetchSite: string | undefined;
}

/**
 * Whether a state-changing request may come from where the browser says it comes from: one of our
 * sites by Origin (a configured origin, or the very origin it is sent to when the browser says
 * `same-origin`); without an Origin, only a same-origin or user-typed request. A request with
 * neither header is not a browser's (the apps, scripts, servers): nothing can forge it on a user's
 * behalf, so it passes.
 */
export function isTrustedSource({ origin, fetchSite }: RequestSource, allowedOrigins: ReadonlySet<string>): boolean {
  if (origin !== undefined) {
    if (origin === 'null') return false;
    return allowedOrigins.has(origin) || fetchSite === 'same-origin';
  }
  if (fetchSite === undefined) return true;
  return fetchSite === 'same-origin' || fetchSite === 'none';
}

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export function sourceOf(request: FastifyRequest): RequestSource {
  return { origin: single(request.headers.origin), fetchSite: single(request.headers['sec-fetch-site']) };
}

export const crossSiteRefused = () =>
  new HttpError(403, ERROR_CODES.CROSS_SITE_REQUEST, 'This action can only be taken from the marketplace sites.');

/**
 * Refuses (403 CROSS_SITE_REQUEST) a state change that a page of another site made the browser send:
 * a form, a link or a script elsewhere cannot act with a signed-in user's browser here.
 */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: string[]): void {
  const allowed = new Set(allowedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) && !request.routeOptions.config?.changesState) return;
    if (!isTrustedSource(sourceOf(request), allowed)) throw crossSiteRefused();
  });
}
