import type { FastifyBaseLogger } from 'fastify';
import { FALLBACK_LANGUAGE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { sendToAccounts } from '../inbox/store-schedule.ts';
import type { WordedNotice } from '../orders/service-notices.ts';
import type { HelpChange } from './service.ts';
import { recipientsOf, wordHelpNotice } from './service-notices.ts';
import { noticeRowOf } from './store.ts';

/** What the steps after a help request's commit need (module.ts builds it). */
export interface HelpEventsEnv {
  db: Database;
  live: LivePublisher;
  /** Books the e-mails of notices (the orders' notice mail job). */
  mail: (notices: WordedNotice[]) => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * After a step has committed: the conversation's message goes out live (and to its e-mail notice),
 * then the other side's notice — its inbox row, its bell over the live channel, its e-mail — in its
 * language. Never throws: the step is committed whatever happens to its notices.
 */
export async function helpChanged(env: HelpEventsEnv, changes: readonly HelpChange[]): Promise<void> {
  for (const change of changes) {
    try {
      await change.afterCommit?.();
      const facts = await noticeRowOf(env.db, change.requestId);
      if (!facts) continue;
      const notices = recipientsOf(change.notice).map((to) =>
        wordHelpNotice(
          { ...facts, storeName: facts.storeName },
          change.notice,
          to,
          (to === 'seller' ? facts.sellerLanguage : facts.buyerLanguage) ?? FALLBACK_LANGUAGE,
        ),
      );
      await sendToAccounts(env.db, notices);
      await env.live.publish([{ t: 'bell', accountIds: [...new Set(notices.map((notice) => notice.recipientId))] }]);
      await env.mail(notices);
    } catch (error) {
      env.log.warn({ err: error, requestId: change.requestId }, 'help: notices not sent');
    }
  }
}
