import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PATHS, CHAT_ERROR, chatMessageTextSchema, ERROR_CODES } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';
import type { BotForwarder } from './service.ts';
import { staffReplyOf, undeliveredReplyNotice } from './service-text.ts';

const BOT_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

export interface BotWebhookOptions {
  /** BOT_WEBHOOK_SECRET; without it the route answers 404 as if it did not exist. */
  secret: string | undefined;
  /** BOT_CHAT_ID: replies are taken from this chat only; without it every update is ignored. */
  staffChatId: string | undefined;
  /** Adds support's answer to the support chat of this token, by the admin reply's rules; throws an HttpError when refused. */
  replyToSupport(supportToken: string, text: string): Promise<void>;
  /** Tells the staff chat why a reply went nowhere (when forwarding is configured). */
  forwarder: BotForwarder | undefined;
}

const digestOf = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests of equal length, so the answer's timing says nothing about how much of the secret matched. */
function isSecret(sent: string | string[] | undefined, secret: string): boolean {
  return typeof sent === 'string' && timingSafeEqual(digestOf(sent), digestOf(secret));
}

/**
 * `POST /chat/v1/botWebhook`: the bot service's updates. Only a reply from the staff chat does
 * something; every other update with the right secret is answered 200 too, at once, since the
 * service sends again whatever is not answered 2xx.
 */
export async function botWebhookRoutes(app: FastifyInstance, options: BotWebhookOptions): Promise<void> {
  const { secret, staffChatId } = options;
  // Checked before the body is read: a caller without the secret gets nothing parsed.
  const checkSecret = async (request: FastifyRequest) => {
    if (!secret) throw new HttpError(404, ERROR_CODES.NOT_FOUND, 'Not found.');
    if (!isSecret(request.headers[BOT_SECRET_HEADER], secret)) {
      throw new HttpError(401, CHAT_ERROR.BOT_SECRET_INVALID, 'The bot secret is missing or wrong.');
    }
  };
  app.post(API_PATHS.chat.botWebhook, { onRequest: checkSecret }, async (request) => {
    const staffReply = staffChatId ? staffReplyOf(request.body, staffChatId) : null;
    if (!staffReply) return { ok: true };
    const refused = (code: string) => {
      request.log.info({ code }, 'a staff reply from the messaging bot was refused');
      // Booked without waiting: the service is answered at once either way.
      void options.forwarder?.tellStaff({ text: undeliveredReplyNotice(code), replyTo: staffReply.messageId });
      return { ok: true };
    };
    // The admin reply's text rules, the zod messages being the codes (see chatMessageTextSchema).
    const text = chatMessageTextSchema.safeParse(staffReply.text);
    if (!text.success) return refused(text.error.issues[0]?.message ?? CHAT_ERROR.BLANK_MESSAGE);
    try {
      await options.replyToSupport(staffReply.supportToken, text.data);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return refused(error.code);
    }
    return { ok: true };
  });
}
