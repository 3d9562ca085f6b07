import { HttpError } from '../http/errors.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptLanguageTags, detectLanguage, ERROR_CODES, NO_LANGUAGE_HINTS, type Language } from '@marketplace/contract';

/** The cookie the site caches the reader's language in (spec §9; i18next's usual name). */
export const LANGUAGE_COOKIE = 'i18next';

/**
 * The page's language by spec §9's detection order, the one the browser follows after
 * hydration (detectLanguage in the contract): the browser's languages (Accept-Language) first,
 * then the cached cookie, then the path and the host; az when none is supported. Storage and
 * `<html lang>` are the browser's own and count as empty here.
 */
export function languageOf(request: FastifyRequest): Language {
  return detectLanguage({
    ...NO_LANGUAGE_HINTS,
    navigator: acceptLanguageTags(request.headers['accept-language']),
    cookie: request.cookies?.[LANGUAGE_COOKIE] ?? null,
    path: request.url.split('?')[0] ?? '/',
    subdomain: request.hostname,
  });
}

/** Link-preview and search crawlers: they get the whole document at once instead of a stream. */
const BOT_USER_AGENT =
  /bot\b|crawler|spider|facebookexternalhit|facebot|twitterbot|slackbot|linkedinbot|whatsapp|telegrambot|discordbot|pinterest|skypeuripreview|vkshare|viber|embedly|iframely|quora link preview|outbrain|google-inspectiontool|yandex|bingpreview|applebot/i;

export function isBot(request: FastifyRequest): boolean {
  return BOT_USER_AGENT.test(request.headers['user-agent'] ?? '');
}

/** The page request as a Fetch Request for React Router's static handler; aborted when the client goes away. */
export function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  let url: URL;
  try {
    url = new URL(request.url, `${request.protocol}://${request.host}`);
  } catch {
    throw new HttpError(400, ERROR_CODES.VALIDATION_FAILED, 'The Host header is not a valid host name.');
  }
  return new Request(url, { method: request.method, headers, signal: controller.signal });
}
