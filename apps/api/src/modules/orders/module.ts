import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import type { SiteAddresses } from '../chat-mail/service-links.ts';
import { DEFAULT_LEDGER_SETTINGS, type LedgerSettings } from '../ledger/settings.ts';
import type { MessageTransport } from '../notifications/service.ts';
import { ordersChanged, type OrderEventsEnv } from './events.ts';
import { orderRoutes } from './routes.ts';
import { completeDeliveredOrders } from './service.ts';
import { sendNoticeMail, type NoticeMailJob } from './service-notices.ts';

const MAIL_JOB = 'order-notice-mail';
const COMPLETION_JOB = 'order-completion';
/** Every hour at :07: an order completes within the hour after its ORDER_AUTO_COMPLETE_DAYS are up. */
const COMPLETION_CRON = '7 * * * *';

export interface OrdersDeps {
  db: Database;
  live: LivePublisher;
  transport: MessageTransport;
  sites: SiteAddresses;
  /** How long a completed order's money is held before it may be paid out. */
  ledger?: LedgerSettings;
}

/**
 * The orders: their routes, the e-mails of their notices (a job each, so no request waits for the
 * mail server) and the hourly completion of delivered orders (one process runs it; see
 * completeDeliveredOrders).
 */
export async function registerOrders(app: FastifyInstance, deps: OrdersDeps): Promise<OrderEventsEnv> {
  const { db } = deps;
  const bookMail = async (job: NoticeMailJob) => {
    try {
      await app.jobs.send(MAIL_JOB, job);
    } catch (error) {
      app.log.warn(
        { err: error, accounts: job.notices.map((notice) => notice.recipientId) },
        'orders: notice e-mails not booked',
      );
    }
  };
  // One job per commit's notices (a bulk move's too). When the mail server refuses some of them,
  // only those are booked again: the others are not sent twice.
  app.jobs.define<NoticeMailJob>(MAIL_JOB, async ({ notices }) => {
    const failed: NoticeMailJob['notices'] = [];
    let lastError: unknown;
    for (const notice of notices) {
      try {
        const outcome = await sendNoticeMail(db, deps.transport, deps.sites, notice);
        if (outcome === 'sent') app.log.info({ account: notice.recipientId }, 'orders: notice e-mailed');
      } catch (error) {
        failed.push(notice);
        lastError = error;
      }
    }
    if (failed.length === notices.length && failed.length > 0) throw lastError;
    if (failed.length > 0) {
      app.log.warn({ err: lastError, failed: failed.length }, 'orders: some notice e-mails failed; they are booked again');
      await bookMail({ notices: failed });
    }
  });
  const events: OrderEventsEnv = { db, live: deps.live, log: app.log, mail: (notices) => bookMail({ notices }) };
  app.jobs.every(COMPLETION_JOB, COMPLETION_CRON, async () => {
    const changes = await completeDeliveredOrders(db, new Date(), deps.ledger ?? DEFAULT_LEDGER_SETTINGS);
    if (changes.length > 0) app.log.info({ completed: changes.length }, 'orders: delivered orders completed');
    await ordersChanged(events, changes);
  });
  await app.register(orderRoutes, { db, events });
  return events;
}
