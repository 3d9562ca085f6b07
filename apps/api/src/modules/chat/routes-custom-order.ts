import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  chatHistorySchema,
  chatMessageSchema,
  chatUnreadSchema,
  conversationListQuerySchema,
  conversationListSchema,
  conversationQuerySchema,
  conversationSchema,
  getChatMessagesQuerySchema,
  getItemContactAnswerSchema,
  getItemContactRequestSchema,
  markChatReadRequestSchema,
  sendChatMessageRequestSchema,
} from '@marketplace/contract';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { bearerTokenOf } from '../auth/guard.ts';
import { accessChat, accessCustomOrder } from './access.ts';
import { messageClientId, sentHeaders } from './client-keys.ts';
import { itemContact } from './contact.ts';
import type { ChatContext, ChatViewer } from './context.ts';
import { conversationOf, conversationPage } from './conversations.ts';
import { markChatRead, sendCustomOrderMessage, unreadTotalOf } from './custom-order.ts';
import { chatErrors } from './errors.ts';
import { historyPage } from './history.ts';
import { refuseByCode } from './coded-refusals.ts';

const NO_STORE = { 'cache-control': 'no-store' };

export function viewerOf(request: FastifyRequest): ChatViewer {
  if (!request.auth) throw new Error('guarded chat route reached without a session');
  return { accountId: request.auth.account.id, type: request.auth.account.type };
}

/**
 * The custom-order chat's calls, for its buyer and its item's seller (others 403 CHAT_FORBIDDEN);
 * getMessages and markRead also serve admins on support chats. The session is checked before the
 * body is read, so a guest always hears 401.
 */
export const customOrderRoutes: FastifyPluginAsyncZod<{ ctx: ChatContext }> = async (app, { ctx }) => {
  refuseByCode(app);
  const signedIn = app.sessionGuard.sessionRequired;

  // Spec §7: the bearer session, or the spec's `token` in the body; none → 'Token not found'.
  app.post(
    API_PATHS.direct.getItemContact,
    { schema: { body: getItemContactRequestSchema, response: { 200: getItemContactAnswerSchema } } },
    async (request, reply) => {
      let session;
      for (const token of [bearerTokenOf(request), request.body.token]) {
        session = token ? await app.sessionGuard.sessionOfToken(token) : undefined;
        if (session) break;
      }
      if (!session) throw chatErrors.tokenNotFound();
      const chatId = await itemContact(ctx, { accountId: session.account.id, type: session.account.type }, request.body);
      return reply.headers(NO_STORE).send({ chatId });
    },
  );

  app.post(
    API_PATHS.chat.sendMessage,
    { preValidation: signedIn, schema: { body: sendChatMessageRequestSchema, response: { 200: chatMessageSchema } } },
    async (request, reply) => {
      // The message's client id, from the body or the Idempotency-Key header: a retry answers the stored message.
      const clientId = messageClientId(request.body.clientId, idempotencyKeyOf(request));
      const sent = await sendCustomOrderMessage(ctx, viewerOf(request), { ...request.body, clientId });
      return reply.headers(sentHeaders(sent)).send(sent.answer);
    },
  );

  app.get(
    API_PATHS.chat.getMessages,
    { preValidation: signedIn, schema: { querystring: getChatMessagesQuerySchema, response: { 200: chatHistorySchema } } },
    async (request, reply) => {
      const { chat } = await accessChat(ctx.db, request.query.chatId, viewerOf(request));
      return reply.headers(NO_STORE).send(await historyPage(ctx.db, ctx.media, chat.id, request.query.before));
    },
  );

  app.post(
    API_PATHS.chat.markRead,
    { preValidation: signedIn, schema: { body: markChatReadRequestSchema, response: { 200: chatUnreadSchema } } },
    async (request, reply) =>
      reply
        .headers(NO_STORE)
        .send({ unread: await markChatRead(ctx, viewerOf(request), request.body.chatId, request.body.lastReadId) }),
  );

  app.get(
    API_PATHS.chat.getConversations,
    { preValidation: signedIn, schema: { querystring: conversationListQuerySchema, response: { 200: conversationListSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await conversationPage(ctx.db, viewerOf(request).accountId, request.query)),
  );

  app.get(
    API_PATHS.chat.getConversation,
    { preValidation: signedIn, schema: { querystring: conversationQuerySchema, response: { 200: conversationSchema } } },
    async (request, reply) => {
      const { chat, side } = await accessCustomOrder(ctx.db, request.query.chatId, viewerOf(request));
      const conversation = await conversationOf(ctx.db, chat.id, side === 'user' ? 'user' : 'received');
      if (!conversation) throw chatErrors.chatNotFound();
      return reply.headers(NO_STORE).send(conversation);
    },
  );

  app.get(
    API_PATHS.chat.getUnreadCount,
    { preValidation: signedIn, schema: { response: { 200: chatUnreadSchema } } },
    async (request, reply) => reply.headers(NO_STORE).send({ unread: await unreadTotalOf(ctx, viewerOf(request)) }),
  );
};
