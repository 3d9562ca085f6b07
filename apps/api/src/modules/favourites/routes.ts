import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  favouriteMarksQuerySchema,
  favouriteMarksSchema,
  favouritesPageSchema,
  favouritesQuerySchema,
  followsPageSchema,
  followsQuerySchema,
  setFavouriteAnswerSchema,
  setFavouriteRequestSchema,
  setFollowAnswerSchema,
  setFollowRequestSchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LiveSession } from '../auth/sessions.ts';
import { favouriteMarks, favouritesOf, followsOf, setFavourite, setFollow } from './service.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * /favourite/v1/*: buyers only (a guest hears 401 and the site opens the sign-in popup, a seller or
 * admin 403). Never cached. A heart changes no cached page: the count on a kept page catches up
 * when the page is next rendered, and the buyer's own marks are read after the page is drawn.
 */
export const favouriteRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const buyerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.CLIENT);
  const accountOf = (auth: LiveSession | null): string => {
    if (!auth) throw new Error('favourite route reached without a session');
    return auth.account.id;
  };

  app.post(
    API_PATHS.favourite.setFavourite,
    { preValidation: buyerOnly, schema: { body: setFavouriteRequestSchema, response: { 200: setFavouriteAnswerSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await setFavourite(db, accountOf(request.auth), request.body.itemId, request.body.favourite)),
  );

  app.post(
    API_PATHS.favourite.setFollow,
    { preValidation: buyerOnly, schema: { body: setFollowRequestSchema, response: { 200: setFollowAnswerSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await setFollow(db, accountOf(request.auth), request.body.storeId, request.body.follow)),
  );

  app.get(
    API_PATHS.favourite.getMarks,
    { preValidation: buyerOnly, schema: { querystring: favouriteMarksQuerySchema, response: { 200: favouriteMarksSchema } } },
    async (request, reply) =>
      reply
        .headers(NO_STORE)
        .send(await favouriteMarks(db, accountOf(request.auth), request.query.itemIds, request.query.storeIds)),
  );

  app.get(
    API_PATHS.favourite.getFavourites,
    { preValidation: buyerOnly, schema: { querystring: favouritesQuerySchema, response: { 200: favouritesPageSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await favouritesOf(db, accountOf(request.auth), request.query.page)),
  );

  app.get(
    API_PATHS.favourite.getFollows,
    { preValidation: buyerOnly, schema: { querystring: followsQuerySchema, response: { 200: followsPageSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await followsOf(db, accountOf(request.auth), request.query.page)),
  );
};
