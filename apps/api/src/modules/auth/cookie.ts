import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteForHost, type Site } from '@marketplace/contract';

export const SESSION_COOKIE = 'sid';

export interface CookieSettings {
  /** The configured address of each site; a site served over https gets a Secure cookie. */
  siteUrls: Record<Site, string>;
  maxAgeSeconds: number;
}

export const siteOfRequest = (request: FastifyRequest): Site => siteForHost(request.headers.host);

function baseOptions(request: FastifyRequest, settings: CookieSettings) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    secure: settings.siteUrls[siteOfRequest(request)].startsWith('https:'),
  };
}

/** The host-only session cookie that lets `POST /logout` with credentials find this host's session. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, settings: CookieSettings) {
  reply.setCookie(SESSION_COOKIE, token, { ...baseOptions(request, settings), maxAge: settings.maxAgeSeconds });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply, settings: CookieSettings) {
  reply.clearCookie(SESSION_COOKIE, baseOptions(request, settings));
}
