import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  getItemVariationsQuerySchema,
  itemVariationsSchema,
  setItemVariationsRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { catalogueChanged } from '../items/events.ts';
import { sellerGuards } from '../sellers/routes.ts';
import { readItemVariations, setItemVariations } from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * /variation/v1/*: an item's combinations. Anyone reads a listed item's (without SKUs); the item's
 * seller and admins read any of theirs with the SKUs (the bearer token decides, a guest is a buyer).
 * Only the item's seller sets them (guest 401, other accounts 403, another seller's item 404). Never
 * cached: stock changes with every order.
 */
export const variationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const { sellerWrite, accountOf } = sellerGuards(app, db);

  app.get(
    API_PATHS.variation.getItemVariations,
    { schema: { querystring: getItemVariationsQuerySchema, response: { 200: itemVariationsSchema } } },
    async (request, reply) => {
      const session = await app.sessionGuard.requireSession(request).catch(() => null);
      const viewer = session ? { accountId: session.account.id, admin: session.account.type === ACCOUNT_TYPE.ADMIN } : null;
      return reply.headers(NO_STORE).send(await readItemVariations(db, request.query.itemId, viewer));
    },
  );

  app.post(
    API_PATHS.variation.setItemVariations,
    { preValidation: sellerWrite, schema: { body: setItemVariationsRequestSchema, response: { 200: itemVariationsSchema } } },
    async (request, reply) => {
      const answer = await setItemVariations(db, accountOf(request.auth), request.body);
      await catalogueChanged(db);
      return reply.headers(NO_STORE).send(answer);
    },
  );
};
