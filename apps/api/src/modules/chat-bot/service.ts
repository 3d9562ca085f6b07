import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import { accounts, chatMessages } from '../../db/schema.ts';
import { BotRequestError, sendBotMessage, type BotMessage } from './service-client.ts';
import { sealToken, unsealToken } from './service-token.ts';
import type { BotForwarding } from './settings.ts';
import { forwardedSupportText } from './service-text.ts';

const FORWARD_JOB = 'chat-bot-forward';
const STAFF_NOTICE_JOB = 'chat-bot-staff-notice';

export interface BotForwarder {
  /** Books the forwarding of a committed support message written by the person on the site. */
  forward(message: { chatId: string; messageId: string; supportToken: string }): Promise<void>;
  /** Books a plain-text note to the staff chat, threaded under the staff message it is about. */
  tellStaff(note: { text: string; replyTo: number }): Promise<void>;
}

/**
 * Sends to the messaging bot from the job queue, never from the request: the person's send is
 * answered once the message is committed, and a slow or unreachable service only delays (and
 * retries, with the queue's backoff) the job. A refusal that retrying cannot change is logged and
 * dropped; nothing here ever reaches the person (spec §8: bot failures are only logged).
 */
export function registerBotForwarding(app: FastifyInstance, db: Database, bot: BotForwarding): BotForwarder {
  const deliver = async (message: BotMessage, what: Record<string, unknown>) => {
    try {
      await sendBotMessage(bot, message);
    } catch (error) {
      if (error instanceof BotRequestError && !error.retry) {
        app.log.warn({ err: error, ...what }, 'the messaging bot refused a message; not retried');
        return;
      }
      throw error;
    }
  };

  app.jobs.define<{ chatId: string; messageId: string; sealedToken: string }>(
    FORWARD_JOB,
    async ({ chatId, messageId, sealedToken }) => {
      const supportToken = unsealToken(sealedToken, bot.token);
      if (!supportToken) {
        app.log.warn(
          { chat: chatId, message: messageId },
          'support message not forwarded: the bot token changed since it was written',
        );
        return;
      }
      const [row] = await db
        .select({ text: chatMessages.text, name: accounts.name, lastname: accounts.lastname, identifier: accounts.identifier })
        .from(chatMessages)
        .leftJoin(accounts, eq(accounts.id, chatMessages.senderAccountId))
        .where(eq(chatMessages.id, Number(messageId)));
      if (!row) return;
      const writer = row.identifier === null ? null : `${row.name ?? ''} ${row.lastname ?? ''}`.trim() || row.identifier;
      const text = forwardedSupportText({ supportToken, text: row.text, writer });
      await deliver({ chat_id: bot.chatId, text, parse_mode: 'Markdown' }, { chat: chatId, message: messageId });
    },
  );

  app.jobs.define<{ text: string; replyTo: number }>(STAFF_NOTICE_JOB, async ({ text, replyTo }) => {
    await deliver({ chat_id: bot.chatId, text, reply_to_message_id: replyTo, allow_sending_without_reply: true }, { replyTo });
  });

  const book = async (name: string, data: object, what: Record<string, unknown>) => {
    try {
      await app.jobs.send(name, data);
    } catch (error) {
      app.log.warn({ err: error, ...what }, 'messaging bot job not booked');
    }
  };
  // Booked one after another, so the jobs (taken oldest first) keep the order the messages were written in.
  let booking: Promise<void> = Promise.resolve();
  return {
    forward: ({ chatId, messageId, supportToken }) => {
      const data = { chatId, messageId, sealedToken: sealToken(supportToken, bot.token) };
      booking = booking.then(() => book(FORWARD_JOB, data, { chat: chatId, message: messageId }));
      return booking;
    },
    tellStaff: (note) => book(STAFF_NOTICE_JOB, note, { replyTo: note.replyTo }),
  };
}
