import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  checkoutAnswerSchema,
  checkoutQuoteSchema,
  placeOrderRequestSchema,
  previewCheckoutRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { idempotencyKeyOf, sendIdempotent } from '../../http/idempotency.ts';
import type { LiveSession } from '../auth/sessions.ts';
import { catalogueChanged } from '../items/events.ts';
import { orderErrors } from './errors.ts';
import { orderPlaced, type OrderEventsEnv } from './events.ts';
import { checkout, paymentsEnvOf } from '../payments/service.ts';
import { previewCheckout } from './service-checkout.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * The checkout: the cart as it would be ordered now, and placing it as one order per store. Buyers
 * only, as the cart (a guest 401, a seller or an admin 403), the session checked before the body.
 * Placing takes an Idempotency-Key (cash and card alike): a retry under it answers the first answer.
 * Cash places the group at once; a card answers PAYMENT_REDIRECT and the payment's authorisation
 * places it (payments/service.ts). After a new group commits, each store hears of its order
 * (events.ts) and the catalogue caches drop stock they held.
 */
export const checkoutRoutes: FastifyPluginAsyncZod<{ db: Database; events: OrderEventsEnv }> = async (app, { db, events }) => {
  const buyerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.CLIENT);
  const buyerOf = (auth: LiveSession | null): string => {
    if (!auth) throw new Error('checkout route reached without a session');
    return auth.account.id;
  };

  app.post(
    API_PATHS.order.previewCheckout,
    { preValidation: buyerOnly, schema: { body: previewCheckoutRequestSchema, response: { 200: checkoutQuoteSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await previewCheckout(db, buyerOf(request.auth), request.body.city, request.body.coupons)),
  );

  app.post(
    API_PATHS.order.placeOrder,
    { preValidation: buyerOnly, schema: { body: placeOrderRequestSchema, response: { 200: checkoutAnswerSchema } } },
    async (request, reply) => {
      if (idempotencyKeyOf(request) === undefined) throw orderErrors.idempotencyKeyRequired();
      const buyerId = buyerOf(request.auth);
      return sendIdempotent(db, request, reply, {
        accountId: buyerId,
        headers: NO_STORE,
        create: async () => {
          // Cash places the orders now; a card answers where to pay, and its authorisation places them.
          const { answer, placed } = await checkout(paymentsEnvOf(db), buyerId, request.body);
          if (placed?.fresh) {
            // Stock went to the order: product pages and lists show the new count.
            if (placed.stockTaken) {
              await catalogueChanged(db).catch((error: unknown) =>
                request.log.warn({ err: error }, 'checkout: catalogue caches not dropped'),
              );
            }
            await orderPlaced(
              events,
              placed.answer.orders.map((order) => order.orderId),
            );
          }
          return answer;
        },
      });
    },
  );
};
