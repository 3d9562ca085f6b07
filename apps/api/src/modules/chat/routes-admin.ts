import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  assignSupportChatRequestSchema,
  chatMessageSchema,
  replySupportRequestSchema,
  setChatBlockedRequestSchema,
  setSupportChatStatusRequestSchema,
  supportChatListQuerySchema,
  supportChatListSchema,
  supportChatQuerySchema,
  supportChatSummarySchema,
} from '@marketplace/contract';
import { adminIdOf } from '../audit/routes.ts';
import { setChatBlocked } from './blocks.ts';
import { inboxEvent } from './committed.ts';
import type { ChatContext } from './context.ts';
import { assignSupportChat, replySupportAs, setSupportChatStatus, supportChatPage, supportChatSummary } from './support-inbox.ts';
import { refuseByCode } from './coded-refusals.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/** The admin's Support inbox and chat blocking (guests 401, buyers and sellers 403, before the body is read). */
export const supportAdminRoutes: FastifyPluginAsyncZod<{ ctx: ChatContext }> = async (app, { ctx }) => {
  refuseByCode(app);
  const adminOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.ADMIN);

  app.get(
    API_PATHS.chat.getSupportChats,
    { preValidation: adminOnly, schema: { querystring: supportChatListQuerySchema, response: { 200: supportChatListSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await supportChatPage(ctx.db, adminIdOf(request), request.query)),
  );

  app.get(
    API_PATHS.chat.getSupportChat,
    { preValidation: adminOnly, schema: { querystring: supportChatQuerySchema, response: { 200: supportChatSummarySchema } } },
    async (request, reply) => reply.headers(NO_STORE).send(await supportChatSummary(ctx.db, request.query.chatId)),
  );

  app.post(
    API_PATHS.chat.replySupport,
    { preValidation: adminOnly, schema: { body: replySupportRequestSchema, response: { 200: chatMessageSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await replySupportAs(ctx, request.body.chatId, request.body.text, adminIdOf(request))),
  );

  app.post(
    API_PATHS.chat.assignSupportChat,
    { preValidation: adminOnly, schema: { body: assignSupportChatRequestSchema, response: { 200: supportChatSummarySchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await assignSupportChat(ctx, adminIdOf(request), request.body.chatId, request.body.adminId)),
  );

  app.post(
    API_PATHS.chat.setSupportChatStatus,
    {
      preValidation: adminOnly,
      schema: { body: setSupportChatStatusRequestSchema, response: { 200: supportChatSummarySchema } },
    },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await setSupportChatStatus(ctx, adminIdOf(request), request.body.chatId, request.body.status)),
  );

  app.post(
    API_PATHS.chat.setChatBlocked,
    { preValidation: adminOnly, schema: { body: setChatBlockedRequestSchema } },
    async (request, reply) => {
      const { accountId, blocked } = request.body;
      const { supportChatIds } = await setChatBlocked(ctx.db, { adminId: adminIdOf(request), accountId, blocked });
      // Every admin's Support inbox reads those conversations again: another admin's open view shows the block at once.
      await ctx.after.publish(supportChatIds.map((id) => inboxEvent({ id, kind: 'support', buyer_id: null, seller_id: null })));
      return reply.headers(NO_STORE).send({ accountId, blocked });
    },
  );
};
