import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { ChatModule } from '../chat/module.ts';
import { registerBotForwarding } from './service.ts';
import type { BotSettings } from './settings.ts';
import { botWebhookRoutes } from './routes.ts';

/**
 * The messaging bot (README, BOT_* variables): each committed support message the person on the site
 * wrote goes out to the staff chat, and staff replies come back through the webhook as support's
 * answers, appended by the chat module like an admin's reply (so they are delivered live).
 */
export async function registerChatBot(
  app: FastifyInstance,
  options: { db: Database; chat: ChatModule; settings: BotSettings },
): Promise<void> {
  const { settings, chat } = options;
  const forwarder = settings.forward ? registerBotForwarding(app, options.db, settings.forward) : undefined;
  if (forwarder) {
    chat.onCommitted(async ({ chat: row, message, supportToken }) => {
      if (row.kind !== 'support' || message.sender !== 'user' || !supportToken) return;
      await forwarder.forward({ chatId: row.id, messageId: message.id, supportToken });
    });
  }
  await app.register(botWebhookRoutes, {
    secret: settings.webhookSecret,
    staffChatId: settings.staffChatId,
    replyToSupport: async (supportToken, text) => {
      await chat.replyToSupportToken(supportToken, text);
    },
    forwarder,
  });
}
