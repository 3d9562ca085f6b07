import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import type { ChatModule } from '../chat/module.ts';
import type { OrderEventsEnv } from '../orders/events.ts';
import { refundOrder } from '../payments/service.ts';
import { helpChanged, type HelpEventsEnv } from './events.ts';
import { helpRoutes } from './routes.ts';
import { dueEscalationNotices, type HelpEnv, type RefundOrder } from './service.ts';

const ESCALATION_NOTICE_JOB = 'help-escalation-notice';
/** Every hour at :23: a buyer hears within the hour after HELP_ESCALATE_AFTER_HOURS that they may escalate. */
const ESCALATION_NOTICE_CRON = '23 * * * *';

export interface HelpDeps {
  db: Database;
  live: LivePublisher;
  chat: Pick<ChatModule, 'appendInTransaction'>;
  /** The orders' notice steps: their e-mail job carries these notices too. */
  orders: Pick<OrderEventsEnv, 'mail'>;
  /** The clock of escalation (the chats' clock, so a test moves both). */
  now?: (() => Date) | undefined;
  /** The refund of an order (the payments module's refundOrder unless a test gives another). */
  refundOrder?: RefundOrder | undefined;
}

/**
 * Help with an order: its routes, and the hourly notice that tells a buyer they may escalate a
 * request the store has not resolved in HELP_ESCALATE_AFTER_HOURS (one process runs it; the claim
 * is one conditional update, so nobody is told twice).
 */
export async function registerHelp(app: FastifyInstance, deps: HelpDeps): Promise<void> {
  const env: HelpEnv = {
    db: deps.db,
    chat: deps.chat,
    now: deps.now ?? (() => new Date()),
    refundOrder: deps.refundOrder ?? ((input) => refundOrder(deps.db, input)),
  };
  const events: HelpEventsEnv = { db: deps.db, live: deps.live, mail: deps.orders.mail, log: app.log };
  app.jobs.every(ESCALATION_NOTICE_JOB, ESCALATION_NOTICE_CRON, async () => {
    const changes = await dueEscalationNotices(env);
    if (changes.length > 0) app.log.info({ told: changes.length }, 'help: buyers told they may escalate');
    await helpChanged(events, changes);
  });
  await app.register(helpRoutes, { env, events });
}
