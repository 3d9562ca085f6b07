import { sql } from 'drizzle-orm';
import { HELP_REASON, HELP_STATUS, type HelpReason } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { findAccountByIdentifier } from '../auth/accounts.ts';
import { appendMessage } from '../chat/append-message.ts';
import { chatWording } from '../help/service-notices.ts';
import { conversationOfOrder, insertHelpRequest, openConversationOfOrder, updateHelpRequest } from '../help/store.ts';
import { DEMO_BUYER_IDENTIFIER } from './demo-chats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the demo buyer asks, and how far each request got. */
const DEMO_HELP = [
  {
    orderStatus: 'SHIPPED',
    reason: HELP_REASON.NOT_RECEIVED,
    text: 'Sifariş 6 gündür yoldadır, izləmə nömrəsi yenilənmir. Zəhmət olmasa yoxlayın.',
    openedDaysAgo: 3,
    escalatedDaysAgo: null,
  },
  {
    orderStatus: 'DELIVERED',
    reason: HELP_REASON.NOT_AS_DESCRIBED,
    text: 'Gələn məhsulun rəngi şəkildəkindən xeyli fərqlidir, ölçüsü də kiçikdir.',
    openedDaysAgo: 4,
    escalatedDaysAgo: 1,
  },
] as const satisfies ReadonlyArray<{
  orderStatus: string;
  reason: HelpReason;
  text: string;
  openedDaysAgo: number;
  escalatedDaysAgo: number | null;
}>;

/**
 * Help requests of the demo buyer: one open on their shipped order, past the 48 hours (so the buyer
 * may escalate it), and one on their delivered order they escalated (so the admins' queue has one).
 * Each opens in the conversation with the store, with the buyer's message, as a request opened on the
 * site does. A resumed run writes them once.
 */
export async function seedDemoHelpRequests(db: Database, input: { now: Date }): Promise<void> {
  const buyer = await findAccountByIdentifier(db, DEMO_BUYER_IDENTIFIER);
  if (!buyer) return;
  const [already] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM help_requests WHERE buyer_id = ${buyer.id}::uuid`,
  );
  if ((already?.n ?? 0) > 0) return;
  const orders = await rows<{ id: string; number: number; status: string; sellerId: string; chatId: string | null }>(
    db,
    sql`SELECT id, number, status, seller_id AS "sellerId", chat_id AS "chatId" FROM orders
        WHERE buyer_id = ${buyer.id}::uuid AND status IN ('SHIPPED', 'DELIVERED') ORDER BY placed_at`,
  );
  await db.transaction(async (tx) => {
    for (const demo of DEMO_HELP) {
      const order = orders.find((candidate) => candidate.status === demo.orderStatus);
      if (!order) continue;
      const parties = { id: order.id, buyerId: buyer.id, sellerId: order.sellerId, chatId: order.chatId };
      const chatId = (await conversationOfOrder(tx, parties)) ?? (await openConversationOfOrder(tx, parties));
      const openedAt = new Date(input.now.getTime() - demo.openedDaysAgo * DAY_MS);
      const escalatedAt = demo.escalatedDaysAgo === null ? null : new Date(input.now.getTime() - demo.escalatedDaysAgo * DAY_MS);
      const request = await insertHelpRequest(tx, {
        orderId: order.id,
        buyerId: buyer.id,
        sellerId: order.sellerId,
        reason: demo.reason,
        text: demo.text,
        chatId: chatId ?? null,
        openedAt,
        ...(escalatedAt ? { status: HELP_STATUS.ESCALATED, escalatedAt, escalatedBy: buyer.id } : {}),
      });
      if (!chatId) continue;
      const appended = await appendMessage(tx, {
        chatId,
        sender: 'user',
        senderAccountId: buyer.id,
        text: chatWording('az', 'opened', { orderNumber: order.number, reason: demo.reason, text: demo.text }),
        attachments: [],
        masked: false,
      });
      await updateHelpRequest(tx, request.id, { messageId: Number(appended.row.id) });
    }
  });
}
