import { API_PATHS } from '@marketplace/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { clearSessionCookie, type CookieSettings } from './cookie.ts';
import { bearerTokenOf, cookieTokenOf } from './guard.ts';
import { sessionsChanged } from './session-cache.ts';
import { revokeFamiliesOfTokens } from './sessions.ts';

/**
 * POST /logout on every host: ends the login of the bearer token and/or this host's cookie
 * (every session of its family, on every host), clears the cookie, and always answers 204.
 */
export const logoutRoutes: FastifyPluginAsync<{ db: Database; cookie: CookieSettings; now: () => Date }> = async (
  app,
  { db, cookie, now },
) => {
  // Whatever the body is (none, empty JSON, text), a logout must not fail on it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));

  app.post(API_PATHS.auth.logout, async (request, reply) => {
    const tokens = [bearerTokenOf(request), cookieTokenOf(request)].filter((token) => token !== undefined);
    await revokeFamiliesOfTokens(db, [...new Set(tokens)], now());
    await sessionsChanged(db);
    clearSessionCookie(request, reply, cookie);
    return reply.code(204).header('cache-control', 'no-store').send();
  });
};
