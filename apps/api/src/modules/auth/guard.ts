import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AccountType } from '@marketplace/contract';
import type { Queryable } from './accounts.ts';
import { authErrors } from './auth-errors.ts';
import { SESSION_COOKIE } from './cookie.ts';
import { findLiveSession, liveTokensOf, type LiveSession, type SessionSettings } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the session guards' hooks. */
    auth: LiveSession | null;
  }
}

const MAX_TOKEN_LENGTH = 200;

const usable = (token: string | undefined): string | undefined => (token && token.length <= MAX_TOKEN_LENGTH ? token : undefined);

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return usable(match?.[1]);
}

export function cookieTokenOf(request: FastifyRequest): string | undefined {
  return usable(request.cookies[SESSION_COOKIE]);
}

export interface SessionGuard {
  /**
   * The caller's live session from the bearer token, or 401 UNAUTHORIZED. The session cookie does not
   * count here: a browser sends it on any top-level navigation, from any site (SameSite=Lax), so it
   * serves only `POST /logout`, which the spec calls across hosts with credentials.
   */
  requireSession(request: FastifyRequest): Promise<LiveSession>;
  /**
   * A hook that sets `request.auth`, 401 without a live session. Routes with a body run it as
   * preValidation, so a guest hears 401 before anything is said about the body.
   */
  sessionRequired: preHandlerAsyncHookHandler;
  /** A hook like sessionRequired, and 403 FORBIDDEN for other account kinds. */
  requireRole(...types: AccountType[]): preHandlerAsyncHookHandler;
  /** The live session of a token that came another way than a request's header (the live channel's `hello`). */
  sessionOfToken(token: string): Promise<LiveSession | undefined>;
  /** Which of these tokens still have a live session (one query, whatever the cache holds). */
  liveTokens(tokens: string[]): Promise<Set<string>>;
}

export function createSessionGuard(db: Queryable, settings: SessionSettings): SessionGuard {
  async function requireSession(request: FastifyRequest): Promise<LiveSession> {
    const token = bearerTokenOf(request);
    const session = token ? await findLiveSession(db, settings, token) : undefined;
    if (!session) throw authErrors.unauthorized();
    return session;
  }
  return {
    requireSession,
    sessionOfToken: async (token) => {
      const checked = usable(token);
      return checked ? findLiveSession(db, settings, checked) : undefined;
    },
    liveTokens: (tokens) => liveTokensOf(db, tokens, settings.now()),
    sessionRequired: async (request) => {
      request.auth = await requireSession(request);
    },
    requireRole:
      (...types) =>
      async (request) => {
        const session = await requireSession(request);
        if (!(types as number[]).includes(session.account.type)) throw authErrors.forbidden();
        request.auth = session;
      },
  };
}
