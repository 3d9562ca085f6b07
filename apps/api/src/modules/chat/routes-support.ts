import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  chatUnreadSchema,
  getSupportMessagesRequestSchema,
  markSupportReadRequestSchema,
  sendSupportMessageAnswerSchema,
  sendSupportMessageRequestSchema,
  supportHistorySchema,
} from '@marketplace/contract';
import { idempotencyKeyOf } from '../../http/idempotency.ts';
import { sourceAddressOf } from '../auth/source-address.ts';
import { messageClientId, sentHeaders } from './client-keys.ts';
import type { ChatContext, ChatViewer } from './context.ts';
import { markSupportRead, sendSupportMessage, supportHistory } from './support.ts';
import { refuseByCode } from './coded-refusals.ts';

const NO_STORE = { 'cache-control': 'no-store' };

/** A signed-in writer links the chat to its account; a missing or stale token just means a guest. */
async function optionalViewer(app: FastifyInstance, request: FastifyRequest): Promise<ChatViewer | undefined> {
  if (!request.headers.authorization) return undefined;
  try {
    const session = await app.sessionGuard.requireSession(request);
    return { accountId: session.account.id, type: session.account.type };
  } catch {
    return undefined;
  }
}

/** The support chat of the person on the site, guests too: the support token is the key (POST keeps it out of addresses and logs). */
export const supportRoutes: FastifyPluginAsyncZod<{ ctx: ChatContext }> = async (app, { ctx }) => {
  refuseByCode(app);

  app.post(
    API_PATHS.chat.sendSupportMessage,
    { schema: { body: sendSupportMessageRequestSchema, response: { 200: sendSupportMessageAnswerSchema } } },
    async (request, reply) => {
      const writer = { viewer: await optionalViewer(app, request), address: sourceAddressOf(request.ip) };
      // The message's client id, from the body or the Idempotency-Key header: a retry answers the stored message and chat.
      const clientId = messageClientId(request.body.clientId, idempotencyKeyOf(request));
      const sent = await sendSupportMessage(ctx, writer, { ...request.body, clientId });
      return reply.headers(sentHeaders(sent)).send(sent.answer);
    },
  );

  app.post(
    API_PATHS.chat.getSupportMessages,
    { schema: { body: getSupportMessagesRequestSchema, response: { 200: supportHistorySchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send(await supportHistory(ctx, request.body.supportToken, request.body.before)),
  );

  app.post(
    API_PATHS.chat.markSupportRead,
    { schema: { body: markSupportReadRequestSchema, response: { 200: chatUnreadSchema } } },
    async (request, reply) =>
      reply.headers(NO_STORE).send({ unread: await markSupportRead(ctx, request.body.supportToken, request.body.lastReadId) }),
  );
};
