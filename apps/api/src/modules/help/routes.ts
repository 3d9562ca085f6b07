import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  adminHelpRequestListSchema,
  adminHelpRequestsQuerySchema,
  chatHelpRequestsQuerySchema,
  closeHelpRequestSchema,
  helpRequestListSchema,
  helpRequestMoveSchema,
  helpRequestSchema,
  openHelpRequestSchema,
  orderHelpRequestsQuerySchema,
} from '@marketplace/contract';
import { callerOf } from '../orders/routes.ts';
import { helpChanged, type HelpEventsEnv } from './events.ts';
import {
  adminHelpRequests,
  chatHelpRequests,
  closeHelpRequest,
  escalateHelpRequest,
  openHelpRequest,
  orderHelpRequests,
  resolveHelpRequest,
  type HelpEnv,
} from './service.ts';

export interface HelpRouteOptions {
  env: HelpEnv;
  events: HelpEventsEnv;
}

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * /help/v1/*: the buyer opens a help request on their order and escalates it, the order's store
 * resolves it, both read an order's or a conversation's requests; the admins list the escalated ones
 * and close them (refunding or with a note). Never cached; the session is checked before the body.
 */
export const helpRoutes: FastifyPluginAsyncZod<HelpRouteOptions> = async (app, { env, events }) => {
  const buyerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.CLIENT);
  const sellerOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.MERCHANT);
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);
  const signedIn = app.sessionGuard.sessionRequired;

  app.post(
    API_PATHS.help.openHelpRequest,
    { preValidation: buyerOnly, schema: { body: openHelpRequestSchema, response: { 200: helpRequestSchema } } },
    async (request, reply) => {
      const { answer, change } = await openHelpRequest(env, callerOf(request), request.body);
      await helpChanged(events, [change]);
      return reply.headers(NO_STORE).send(answer);
    },
  );

  app.get(
    API_PATHS.help.getOrderHelpRequests,
    { preValidation: signedIn, schema: { querystring: orderHelpRequestsQuerySchema, response: { 200: helpRequestListSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send({ requests: await orderHelpRequests(env, callerOf(request), request.query.orderId) }),
  );

  app.get(
    API_PATHS.help.getChatHelpRequests,
    { preValidation: signedIn, schema: { querystring: chatHelpRequestsQuerySchema, response: { 200: helpRequestListSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send({ requests: await chatHelpRequests(env, callerOf(request), request.query.chatId) }),
  );

  app.post(
    API_PATHS.help.resolveHelpRequest,
    { preValidation: sellerOnly, schema: { body: helpRequestMoveSchema, response: { 200: helpRequestSchema } } },
    async (request, reply) => {
      const { answer, change } = await resolveHelpRequest(env, callerOf(request), request.body.requestId);
      await helpChanged(events, [change]);
      return reply.headers(NO_STORE).send(answer);
    },
  );

  app.post(
    API_PATHS.help.escalateHelpRequest,
    { preValidation: buyerOnly, schema: { body: helpRequestMoveSchema, response: { 200: helpRequestSchema } } },
    async (request, reply) => {
      const { answer, change } = await escalateHelpRequest(env, callerOf(request), request.body.requestId);
      await helpChanged(events, [change]);
      return reply.headers(NO_STORE).send(answer);
    },
  );

  app.get(
    API_PATHS.help.getAdminHelpRequests,
    {
      preValidation: adminOnly,
      schema: { querystring: adminHelpRequestsQuerySchema, response: { 200: adminHelpRequestListSchema } },
    },
    async (request, reply) => reply.headers(NO_STORE).send(await adminHelpRequests(env, request.query)),
  );

  app.post(
    API_PATHS.help.closeHelpRequest,
    { preValidation: adminOnly, schema: { body: closeHelpRequestSchema, response: { 200: helpRequestSchema } } },
    async (request, reply) => {
      const { answer, change } = await closeHelpRequest(env, callerOf(request).accountId, request.body);
      await helpChanged(events, [change]);
      return reply.headers(NO_STORE).send(answer);
    },
  );
};
