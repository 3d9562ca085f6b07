import type { FastifyBaseLogger } from 'fastify';
import { FALLBACK_LANGUAGE, ORDER_ACTOR, ORDER_STATUS } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LivePublisher } from '../../realtime/live-events.ts';
import { sendToAccounts } from '../inbox/store-schedule.ts';
import { catalogueChanged } from '../items/events.ts';
import type { OrderChange } from './service.ts';
import { noticesOfMove, wordNotice, type OrderNoticeKind, type WordedNotice } from './service-notices.ts';
import { noticeRows } from './store.ts';

/** What the steps after an order's commit need (module.ts builds it). */
export interface OrderEventsEnv {
  db: Database;
  live: LivePublisher;
  /** Books the e-mails of notices (a job: the request waits for no mail server). */
  mail: (notices: WordedNotice[]) => Promise<void>;
  log: FastifyBaseLogger;
}

interface NoticeMove {
  orderId: string;
  kinds: OrderNoticeKind[];
  /** The order came into PLACED or left it: its store's new-orders count changed. */
  newOrdersChanged: boolean;
}

/**
 * The notices of committed moves: each recipient's inbox row (one statement), their bells and the
 * stores' new-orders counts told over the live channel, and the e-mails booked. Never throws: the
 * moves are committed whatever happens to their notices.
 */
async function notify(env: OrderEventsEnv, moves: readonly NoticeMove[]): Promise<void> {
  const wanted = moves.filter((move) => move.kinds.length > 0 || move.newOrdersChanged);
  if (wanted.length === 0) return;
  try {
    const orders = new Map(
      (await noticeRows(env.db, [...new Set(wanted.map((move) => move.orderId))])).map((row) => [row.orderId, row]),
    );
    // Each in its recipient's language (the account's).
    const notices = wanted.flatMap(({ orderId, kinds }) => {
      const order = orders.get(orderId);
      if (!order) return [];
      return kinds.map((kind) =>
        wordNotice(order, kind, (kind.to === 'seller' ? order.sellerLanguage : order.buyerLanguage) ?? FALLBACK_LANGUAGE),
      );
    });
    await sendToAccounts(env.db, notices);
    const stores = wanted.flatMap((move) => {
      const sellerId = move.newOrdersChanged ? orders.get(move.orderId)?.sellerId : undefined;
      return sellerId ? [sellerId] : [];
    });
    await env.live.publish([
      ...(notices.length > 0
        ? [{ t: 'bell' as const, accountIds: [...new Set(notices.map((notice) => notice.recipientId))] }]
        : []),
      ...(stores.length > 0 ? [{ t: 'storeOrders' as const, accountIds: [...new Set(stores)] }] : []),
    ]);
    if (notices.length > 0) await env.mail(notices);
  } catch (error) {
    env.log.warn({ err: error, orders: wanted.map((move) => move.orderId) }, 'orders: notices not sent');
  }
}

/**
 * Call after placing orders has committed (the checkout, an accepted offer): each store hears of its
 * new order in its inbox, on its bell and by e-mail.
 */
export async function orderPlaced(env: OrderEventsEnv, orderIds: readonly string[]): Promise<void> {
  await notify(
    env,
    orderIds.map((orderId) => ({
      orderId,
      kinds: noticesOfMove({ to: ORDER_STATUS.PLACED, actor: ORDER_ACTOR.BUYER }),
      newOrdersChanged: true,
    })),
  );
}

/**
 * Call after status moves have committed: their notices, and where stock came back or `sold` grew,
 * every process's catalogue caches dropped.
 */
export async function ordersChanged(env: OrderEventsEnv, changes: readonly OrderChange[]): Promise<void> {
  if (changes.length === 0) return;
  if (changes.some((change) => change.itemsChanged)) {
    await catalogueChanged(env.db).catch((error: unknown) =>
      env.log.warn({ err: error }, 'orders: catalogue caches not dropped'),
    );
  }
  await notify(
    env,
    changes.map((change) => ({
      orderId: change.orderId,
      kinds: noticesOfMove(change),
      newOrdersChanged: change.from === ORDER_STATUS.PLACED,
    })),
  );
}

/**
 * Call after an offer was sent, replaced, withdrawn or accepted: both sides' open conversations
 * (the live channel's chat topic) hear that its offers changed and read them again.
 */
export async function offersChanged(env: OrderEventsEnv, chatId: string): Promise<void> {
  await env.live
    .publish([{ t: 'offers', chatId }])
    .catch((error: unknown) => env.log.warn({ err: error, chatId }, 'orders: offers event not published'));
}
