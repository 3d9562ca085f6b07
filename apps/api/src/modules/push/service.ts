import { ACCOUNT_TYPE, ADMIN_ACTION, type PushSubscriptionJson } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { recordAdminAction } from '../audit/service.ts';
import { pushErrors } from './errors.ts';
import type { PushMessage, PushTransport } from './service-transport.ts';
import { isAllowedPushEndpoint } from './settings.ts';
import { forgetSubscriptions, registerSubscription, subscriptionsByTokens, type Subscription } from './store.ts';

/**
 * setNotifyToken: a browser's subscription on one of the push services `endpointHosts` names is
 * registered for the account; answers its notifyToken (see registerSubscription).
 */
export async function subscribe(
  db: Database,
  accountId: string,
  subscription: PushSubscriptionJson,
  endpointHosts: readonly string[],
): Promise<string> {
  if (!isAllowedPushEndpoint(subscription.endpoint, endpointHosts)) throw pushErrors.endpointRefused();
  const notifyToken = await registerSubscription(db, accountId, subscription);
  if (notifyToken === null) throw pushErrors.endpointHeld();
  return notifyToken;
}

export interface PushTally {
  sent: number;
  failed: number;
  /** Gone at the push service (and so forgotten here). */
  gone: number;
}

/** Pushes to each subscription, a few at a time, and forgets the ones their push service no longer knows. */
export async function pushToSubscriptions(
  db: Database,
  transport: PushTransport,
  subscriptions: readonly Subscription[],
  message: PushMessage,
): Promise<PushTally> {
  const tally: PushTally = { sent: 0, failed: 0, gone: 0 };
  const gone: string[] = [];
  const PARALLEL = 8;
  for (let start = 0; start < subscriptions.length; start += PARALLEL) {
    const batch = subscriptions.slice(start, start + PARALLEL);
    const outcomes = await Promise.all(
      batch.map((row) => transport.send({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, message)),
    );
    outcomes.forEach((outcome, index) => {
      tally[outcome] += 1;
      if (outcome === 'gone') gone.push(batch[index]!.token);
    });
  }
  if (gone.length > 0) await forgetSubscriptions(db, gone);
  return tally;
}

/**
 * sendNotify: pushes to the browsers behind the tokens; an admin's push is in the audit log. Unknown
 * tokens and those gone at their push service are counted together.
 */
export async function sendNotify(
  db: Database,
  transport: PushTransport,
  sender: { id: string; type: number },
  request: { title: string; content: string; tokens: readonly string[] },
): Promise<{ sent: number; unknown: number; failed: number }> {
  const { title, content, tokens } = request;
  const known = await subscriptionsByTokens(db, tokens);
  const tally = await pushToSubscriptions(db, transport, known, { title, content });
  if (sender.type === ACCOUNT_TYPE.ADMIN) {
    await recordAdminAction(db, {
      adminId: sender.id,
      action: ADMIN_ACTION.NOTIFICATION_PUSHED,
      details: { title, tokens: tokens.length, sent: tally.sent },
    });
  }
  const unknown = new Set(tokens).size - known.length + tally.gone;
  return { sent: tally.sent, unknown, failed: tally.failed };
}
