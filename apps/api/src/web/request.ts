import { HttpError } from '../http/errors.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, isLanguage, languageFromAcceptLanguage, type Language } from '@marketplace/contract';

/** The cookie the site caches the reader's language in (spec §9; i18next's usual name). */
export const LANGUAGE_COOKIE = 'i18next';

/** `?lng=`, then the i18next cookie, then Accept-Language; az when none is supported. */
export function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lng;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(fromCookie)) return fromCookie;
  return languageFromAcceptLanguage(request.headers['accept-language']);
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
