import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/connection.ts';
import { checkoutRoutes } from './routes-checkout.ts';

/**
 * /order/v1/*: the checkout (routes-checkout.ts) and the orders' lives: the buyer's history, the
 * store's Orders, the admin's, and each move of the status table (contract ORDER_TRANSITIONS).
 */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  await app.register(checkoutRoutes, { db });
};
