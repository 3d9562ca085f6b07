import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ACCOUNT_TYPE,
  addToCartAnswerSchema,
  addToCartRequestSchema,
  cartCountSchema,
  cartSchema,
  removeFromCartRequestSchema,
  updateCartQuantityRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LiveSession } from '../auth/sessions.ts';
import { addToCart, readCart, removeFromCart, updateCartQuantity } from './service.ts';

/**
 * /cart/v1/*: only buyers have carts. A guest gets 401 (the site opens the auth popup),
 * a seller or admin 403. The session is checked before the body, so a guest always hears 401.
 */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const buyerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.CLIENT);
  const accountOf = (auth: LiveSession | null): string => {
    if (!auth) throw new Error('cart route reached without a session');
    return auth.account.id;
  };
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    API_PATHS.cart.addToCart,
    { preValidation: buyerOnly, schema: { body: addToCartRequestSchema, response: { 200: addToCartAnswerSchema } } },
    async (request, reply) => reply.headers(noStore).send(await addToCart(db, accountOf(request.auth), request.body)),
  );

  app.get(
    API_PATHS.cart.getCart,
    { preValidation: buyerOnly, schema: { response: { 200: cartSchema } } },
    async (request, reply) => reply.headers(noStore).send(await readCart(db, accountOf(request.auth))),
  );

  app.get(
    API_PATHS.cart.getCartCount,
    { preValidation: buyerOnly, schema: { response: { 200: cartCountSchema } } },
    async (request, reply) => reply.headers(noStore).send({ count: (await readCart(db, accountOf(request.auth))).count }),
  );

  app.post(
    API_PATHS.cart.updateQuantity,
    { preValidation: buyerOnly, schema: { body: updateCartQuantityRequestSchema, response: { 200: cartSchema } } },
    async (request, reply) =>
      reply
        .headers(noStore)
        .send(await updateCartQuantity(db, accountOf(request.auth), request.body.lineId, request.body.quantity)),
  );

  app.post(
    API_PATHS.cart.removeFromCart,
    { preValidation: buyerOnly, schema: { body: removeFromCartRequestSchema, response: { 200: cartSchema } } },
    async (request, reply) => reply.headers(noStore).send(await removeFromCart(db, accountOf(request.auth), request.body.lineId)),
  );
};
