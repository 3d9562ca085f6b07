import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { ChatModule } from '../chat/module.ts';
import type { MessageTransport } from '../notifications/service.ts';
import type { SiteAddresses } from './service-links.ts';
import { sendUnreadNotice, type NoticeJob } from './service.ts';
import type { ChatMailSettings } from './settings.ts';

const NOTICE_JOB = 'chat-unread-notice';

export interface ChatMailOptions {
  db: Database;
  chat: ChatModule;
  transport: MessageTransport;
  sites: SiteAddresses;
  settings: ChatMailSettings;
  /** The chats' clock (the interval between two notices is measured by it). */
  now: (() => Date) | undefined;
}

/**
 * The e-mail to a party who does not read a new message: each committed message books a job for
 * CHAT_EMAIL_DELAY_SECONDS later, which e-mails its reader if they have still not read it (see
 * sendUnreadNotice for whom, how often and what). The job queue keeps the wait, so a restart in
 * between loses nothing, and the request that wrote the message waits for none of it.
 */
export function registerChatMail(app: FastifyInstance, options: ChatMailOptions): void {
  const { chat, settings } = options;
  const env = {
    db: options.db,
    transport: options.transport,
    sites: options.sites,
    now: options.now ?? (() => new Date()),
    claim: (job: NoticeJob, at: Date) => chat.claimEmailNotice(job, at),
  };
  app.jobs.define<NoticeJob>(NOTICE_JOB, async (job) => {
    const outcome = await sendUnreadNotice(env, job);
    if (outcome === 'sent') app.log.info({ chat: job.chatId, side: job.side }, 'chat: unread message notice e-mailed');
  });

  chat.onCommitted(async ({ chat: row, message, recipient }) => {
    // Support staff have the Support inbox, a guest has no address: only accounts are e-mailed.
    if (recipient.accountId === null) return;
    const job: NoticeJob = { chatId: row.id, messageId: message.id, side: recipient.side };
    try {
      await app.jobs.send(NOTICE_JOB, job, { startAfter: new Date(Date.now() + settings.delayMs) });
    } catch (error) {
      app.log.warn({ err: error, chat: row.id }, 'chat: unread message notice not booked');
    }
  });
}
