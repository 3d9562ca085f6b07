import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ERROR_CODES,
  notifyTokenAnswerSchema,
  sendNotifyAnswerSchema,
  sendNotifyRequestSchema,
  setNotifyTokenRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import type { LiveSession } from '../auth/sessions.ts';
import { sendNotify, subscribe } from './service.ts';
import type { PushTransport } from './service-transport.ts';

const NO_STORE = { 'cache-control': 'no-store' };

function accountOf(auth: LiveSession | null): LiveSession['account'] {
  if (!auth) throw new Error('guarded route reached without a session');
  return auth.account;
}
/** Pushes one account may ask for a minute (each call names up to PUSH_TOKENS_MAX tokens). */
const SEND_NOTIFY_PER_MINUTE = 30;

export interface PushRouteOptions {
  db: Database;
  transport: PushTransport;
  endpointHosts: readonly string[];
}

/**
 * A browser registers its push subscription (its notifyToken comes back), and a signed-in account
 * pushes to the browsers behind notifyTokens it holds (spec §7 sendNotify). Tokens are random, so
 * only those given one can push to it; unknown tokens are counted, not told apart from expired ones.
 */
export const pushRoutes: FastifyPluginAsyncZod<PushRouteOptions> = async (app, { db, transport, endpointHosts }) => {
  const signedIn = app.sessionGuard.sessionRequired;
  const perAccount = app.createRateLimit({
    max: SEND_NOTIFY_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `send-notify:${request.auth?.account.id ?? request.ip}`,
  });

  app.post(
    API_PATHS.mobile.setNotifyToken,
    { preValidation: signedIn, schema: { body: setNotifyTokenRequestSchema, response: { 200: notifyTokenAnswerSchema } } },
    async (request, reply) => {
      const notifyToken = await subscribe(db, accountOf(request.auth).id, request.body.subscription, endpointHosts);
      return reply.headers(NO_STORE).send({ notifyToken });
    },
  );

  app.post(
    API_PATHS.direct.sendNotify,
    { preValidation: signedIn, schema: { body: sendNotifyRequestSchema, response: { 200: sendNotifyAnswerSchema } } },
    async (request, reply) => {
      const limit = await perAccount(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new HttpError(429, ERROR_CODES.RATE_LIMITED, 'Too many pushes; try again in a minute.');
      }
      return reply.headers(NO_STORE).send(await sendNotify(db, transport, accountOf(request.auth), request.body));
    },
  );
};
