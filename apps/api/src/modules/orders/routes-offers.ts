import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  acceptOfferAnswerSchema,
  acceptOfferRequestSchema,
  chatOffersQuerySchema,
  chatOffersSchema,
  offerSchema,
  replaceOfferRequestSchema,
  sendOfferRequestSchema,
  withdrawOfferRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sendIdempotent } from '../../http/idempotency.ts';
import { authErrors } from '../auth/auth-errors.ts';
import { offersChanged, orderPlaced, type OrderEventsEnv } from './events.ts';
import { acceptOffer, chatOffers, replaceOffer, sendOffer, withdrawOffer } from './service-offers.ts';

const NO_STORE = { 'cache-control': 'no-store' };

const accountIdOf = (request: FastifyRequest): string => {
  if (!request.auth) throw authErrors.unauthorized();
  return request.auth.account.id;
};

/**
 * Custom-order offers in a conversation: its seller sends, replaces and withdraws them (sellers
 * only), its buyer accepts one (buyers only), both read them; a guest 401, another account kind 403,
 * someone else's conversation or offer 404. After each change both sides hear of it live; an
 * accepted offer's store hears of its new order. Accepting takes an optional Idempotency-Key: a
 * retry under it answers the first answer.
 */
export const offerRoutes: FastifyPluginAsyncZod<{ db: Database; events: OrderEventsEnv }> = async (app, { db, events }) => {
  const sellerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.MERCHANT);
  const buyerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.CLIENT);
  const signedIn = app.sessionGuard.sessionRequired;

  app.post(
    API_PATHS.order.sendOffer,
    { preValidation: sellerOnly, schema: { body: sendOfferRequestSchema, response: { 200: offerSchema } } },
    async (request, reply) => {
      const written = await sendOffer(db, accountIdOf(request), request.body);
      await offersChanged(events, written.chatId);
      return reply.headers(NO_STORE).send(written.answer);
    },
  );

  app.post(
    API_PATHS.order.replaceOffer,
    { preValidation: sellerOnly, schema: { body: replaceOfferRequestSchema, response: { 200: offerSchema } } },
    async (request, reply) => {
      const written = await replaceOffer(db, accountIdOf(request), request.body);
      await offersChanged(events, written.chatId);
      return reply.headers(NO_STORE).send(written.answer);
    },
  );

  app.post(
    API_PATHS.order.withdrawOffer,
    { preValidation: sellerOnly, schema: { body: withdrawOfferRequestSchema, response: { 200: offerSchema } } },
    async (request, reply) => {
      const written = await withdrawOffer(db, accountIdOf(request), request.body.offerId);
      await offersChanged(events, written.chatId);
      return reply.headers(NO_STORE).send(written.answer);
    },
  );

  app.post(
    API_PATHS.order.acceptOffer,
    { preValidation: buyerOnly, schema: { body: acceptOfferRequestSchema, response: { 200: acceptOfferAnswerSchema } } },
    async (request, reply) => {
      const buyerId = accountIdOf(request);
      return sendIdempotent(db, request, reply, {
        accountId: buyerId,
        headers: NO_STORE,
        create: async () => {
          const accepted = await acceptOffer(db, buyerId, request.body);
          await offersChanged(events, accepted.chatId);
          await orderPlaced(events, [accepted.answer.orderId]);
          return accepted.answer;
        },
      });
    },
  );

  app.get(
    API_PATHS.order.getChatOffers,
    { preValidation: signedIn, schema: { querystring: chatOffersQuerySchema, response: { 200: chatOffersSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send({ offers: await chatOffers(db, accountIdOf(request), request.query.chatId) }),
  );
};
