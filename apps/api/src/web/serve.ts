import { PassThrough, Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ERROR_CODES,
  FALLBACK_LANGUAGE,
  siteForHost,
  type Language,
  type PublicConfig,
  type ShopperApi,
} from '@marketplace/contract';
import { isApiPath, pathOf } from '../http/api-paths.ts';
import { DATABASE_RETRY_AFTER_SECONDS, errorBody, sendNotFound } from '../http/errors.ts';
import type { Catalogues } from '../modules/localization/service.ts';
import type { CachedPage } from './cached-page.ts';
import { keepingCopy, pageCacheKey, sendCachedPage } from './cached-page-reply.ts';
import type { PageCache } from './page-cache.ts';
import { isBot, languageOf, toFetchRequest } from './request.ts';
import { isUnavailable, type WebApp, type WebSource } from './web-app.ts';

export interface SiteOptions {
  web: WebSource;
  config: PublicConfig;
  catalogues: Catalogues;
  shopperApi: ShopperApi;
  /** Guests' and shoppers' pages kept between requests (not in development). */
  pages?: PageCache;
}

const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // A page rendered for its request carries that answer's nonce, so it must not be shared-cached.
  'cache-control': 'private, no-store',
  vary: 'accept-language, cookie',
};

// Build output that is not a page: a missing hashed file must 404, not come back as HTML.
const isBuildPath = (path: string) => path.startsWith('/assets/') || path.startsWith('/.vite/');

/** Every GET/HEAD outside the API is a page of the request host's site (ARCHITECTURE §4). */
export function registerSiteRoutes(app: FastifyInstance, options: SiteOptions): void {
  app.get('/*', async (request, reply) => {
    const path = pathOf(request.url);
    if (isApiPath(request.method, path) || isBuildPath(path)) return sendNotFound(reply);
    const { web } = options;
    if (isUnavailable(web)) {
      return reply
        .code(503)
        .header('retry-after', '30')
        .type('application/json; charset=utf-8')
        .send(errorBody(ERROR_CODES.INTERNAL, web.unavailable));
    }
    try {
      return siteForHost(request.headers.host) === 'shopper'
        ? await renderShopperPage(request, reply, web, options)
        : await renderSpaShell(request, reply, web, options);
    } catch (error) {
      if (error instanceof Error) web.fixStacktrace?.(error);
      throw error;
    }
  });
}

async function renderSpaShell(request: FastifyRequest, reply: FastifyReply, web: WebApp, options: SiteOptions) {
  const entry = await web.entry();
  const html = entry.renderSpaShell({
    nonce: request.cspNonce,
    lng: languageOf(request),
    assets: web.assets('spa'),
    config: options.config,
  });
  // Every path answers 200: the SPA's own router decides what exists.
  return reply.code(200).headers(PAGE_HEADERS).send(html);
}

async function renderShopperPage(request: FastifyRequest, reply: FastifyReply, web: WebApp, options: SiteOptions) {
  const lng = languageOf(request);
  const bot = isBot(request);
  const { pages } = options;
  const key = pages?.enabled ? pageCacheKey(request, lng, bot) : undefined;
  if (!pages || key === undefined) return renderFresh(request, reply, web, options, lng, bot);
  const kept = pages.get(key) ?? (await pages.inFlight(key));
  if (kept) return sendCachedPage(request, reply, kept);
  if (request.method !== 'GET') return renderFresh(request, reply, web, options, lng, bot);
  const done = pages.startFill(key);
  try {
    return await renderFresh(request, reply, web, options, lng, bot, done);
  } catch (error) {
    done(undefined);
    throw error;
  }
}

/** Renders the page for this request; with `keep`, a whole 200 page is handed to it as well. */
async function renderFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  web: WebApp,
  options: SiteOptions,
  lng: Language,
  bot: boolean,
  keep?: (page: CachedPage | undefined) => void,
) {
  const entry = await web.entry();
  const [own, fallback] = await Promise.all([options.catalogues.get(lng), options.catalogues.get(FALLBACK_LANGUAGE)]);
  const result = await entry.render({
    request: toFetchRequest(request, reply),
    nonce: request.cspNonce,
    lng,
    resources: { [lng]: own.parsed, [FALLBACK_LANGUAGE]: fallback.parsed },
    assets: web.assets('shopper'),
    api: options.shopperApi,
    config: options.config,
    isBot: bot,
  });
  if (result.type === 'response') {
    keep?.(undefined);
    return relay(reply, result.response);
  }

  let visitorLeft = false;
  reply.raw.once('close', () => {
    if (reply.raw.writableFinished) return;
    visitorLeft = true;
    result.abort();
  });
  if (keep && result.status !== 200) keep(undefined);
  const body =
    keep && result.status === 200
      ? keepingCopy(request.cspNonce, request.server.cachedPagePolicy, () => visitorLeft, keep)
      : new PassThrough();
  result.pipe(body);
  // The page says "try again shortly" (the database or the server is unavailable for a moment).
  if (result.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return reply.code(result.status).headers(PAGE_HEADERS).send(body);
}

/** A loader's Response (usually a redirect) goes out as is. */
function relay(reply: FastifyReply, response: Response) {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'private, no-store');
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>));
}
