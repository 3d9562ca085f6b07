import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  API_PATHS,
  ERROR_CODES,
  NOTIFICATION_ERROR_CODES,
  notifyTokenAnswerSchema,
  sendNotifyAnswerSchema,
  sendNotifyRequestSchema,
  setNotifyTokenRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { recordAdminAction } from '../audit/service.ts';
import type { LiveSession } from '../auth/sessions.ts';
import { isAllowedPushEndpoint } from './settings.ts';
import { pushToSubscriptions, registerSubscription, subscriptionsByTokens } from './subscriptions.ts';
import type { PushTransport } from './transport.ts';

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
      const { subscription } = request.body;
      if (!isAllowedPushEndpoint(subscription.endpoint, endpointHosts)) {
        throw new HttpError(
          400,
          NOTIFICATION_ERROR_CODES.PUSH_ENDPOINT_REFUSED,
          'This push address is not one of the browsers’ push services.',
        );
      }
      const notifyToken = await registerSubscription(db, accountOf(request.auth).id, subscription);
      if (notifyToken === null) {
        throw new HttpError(
          409,
          NOTIFICATION_ERROR_CODES.PUSH_ENDPOINT_HELD,
          'Another account holds this push address; subscribe this browser again to get a new one.',
        );
      }
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
      const { title, content, tokens } = request.body;
      const known = await subscriptionsByTokens(db, tokens);
      const tally = await pushToSubscriptions(db, transport, known, { title, content });
      const sender = accountOf(request.auth);
      if (sender.type === ACCOUNT_TYPE.ADMIN) {
        await recordAdminAction(db, {
          adminId: sender.id,
          action: ADMIN_ACTION.NOTIFICATION_PUSHED,
          details: { title, tokens: tokens.length, sent: tally.sent },
        });
      }
      const unknown = new Set(tokens).size - known.length + tally.gone;
      return reply.headers(NO_STORE).send({ sent: tally.sent, unknown, failed: tally.failed });
    },
  );
};
