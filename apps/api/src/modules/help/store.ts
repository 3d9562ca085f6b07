import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { accounts, chats, helpRequests, items, orders } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

/** An open transaction of the module's database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type HelpRow = typeof helpRequests.$inferSelect;
export type NewHelpRow = typeof helpRequests.$inferInsert;

const buyers = alias(accounts, 'buyer');
const sellers = alias(accounts, 'seller');

/** The order a request is opened on, locked (two opens at once meet here), with its parties' languages. */
export async function lockOrderForHelp(tx: Tx, orderId: string) {
  const [order] = await rows<{
    id: string;
    number: number;
    status: (typeof orders.$inferSelect)['status'];
    buyerId: string;
    sellerId: string;
    chatId: string | null;
    buyerLanguage: (typeof accounts.$inferSelect)['language'];
  }>(
    tx as unknown as Database,
    sql`SELECT o.id, o.number, o.status, o.buyer_id AS "buyerId", o.seller_id AS "sellerId", o.chat_id AS "chatId",
               b.language AS "buyerLanguage"
        FROM orders o JOIN accounts b ON b.id = o.buyer_id
        WHERE o.id = ${orderId}::uuid FOR UPDATE OF o`,
  );
  return order;
}

/** The order's request in progress (OPEN or ESCALATED), if any. */
export async function activeRequestOf(db: Queryable, orderId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: helpRequests.id })
    .from(helpRequests)
    .where(and(eq(helpRequests.orderId, orderId), sql`${helpRequests.status} IN ('OPEN', 'ESCALATED')`));
  return row?.id;
}

/**
 * The store's conversation with the buyer to open a request in: the one the order came from (an
 * accepted offer), else one about an item of the order, else their latest about anything of the store.
 */
export async function conversationOfOrder(
  tx: Tx,
  order: { id: string; buyerId: string; sellerId: string; chatId: string | null },
): Promise<string | undefined> {
  const [chat] = await rows<{ id: string }>(
    tx as unknown as Database,
    sql`SELECT c.id FROM chats c
        WHERE c.kind = 'customOrder' AND c.buyer_id = ${order.buyerId}::uuid AND c.seller_id = ${order.sellerId}::uuid
        ORDER BY (c.id = ${order.chatId}::uuid) IS TRUE DESC,
                 (c.item_id IN (SELECT l.item_id FROM order_lines l WHERE l.order_id = ${order.id}::uuid AND l.item_id IS NOT NULL)) IS TRUE DESC,
                 c.last_activity_at DESC
        LIMIT 1`,
  );
  return chat?.id;
}

/**
 * A new conversation of the buyer with the store about the order's first item that still exists and
 * is still the store's (the same row a later "message the store" finds); undefined when there is none.
 */
export async function openConversationOfOrder(
  tx: Tx,
  order: { id: string; buyerId: string; sellerId: string },
): Promise<string | undefined> {
  const [created] = await rows<{ id: string }>(
    tx as unknown as Database,
    sql`WITH item AS (
          SELECT l.item_id FROM order_lines l JOIN items i ON i.id = l.item_id
          WHERE l.order_id = ${order.id}::uuid AND i.merchant_id = ${order.sellerId}::uuid
          ORDER BY l.position LIMIT 1
        ), inserted AS (
          INSERT INTO chats (kind, buyer_id, item_id, seller_id)
          SELECT 'customOrder', ${order.buyerId}::uuid, item.item_id, ${order.sellerId}::uuid FROM item
          ON CONFLICT (buyer_id, item_id) DO NOTHING RETURNING id
        )
        SELECT id FROM inserted
        UNION ALL
        SELECT c.id FROM chats c, item WHERE c.buyer_id = ${order.buyerId}::uuid AND c.item_id = item.item_id
        LIMIT 1`,
  );
  return created?.id;
}

export async function insertHelpRequest(tx: Tx, values: NewHelpRow): Promise<HelpRow> {
  const [row] = await tx.insert(helpRequests).values(values).returning();
  if (!row) throw new Error('help request was not inserted');
  return row;
}

export async function lockHelpRequest(tx: Tx, requestId: string): Promise<HelpRow | undefined> {
  const [row] = await tx.select().from(helpRequests).where(eq(helpRequests.id, requestId)).for('update');
  return row;
}

export async function updateHelpRequest(tx: Queryable, requestId: string, values: Partial<NewHelpRow>): Promise<HelpRow> {
  const [row] = await tx.update(helpRequests).set(values).where(eq(helpRequests.id, requestId)).returning();
  if (!row) throw new Error('help request was not updated');
  return row;
}

/** A request with what its answers show: the order, the store's and the buyer's names, the conversation's product. */
const VIEW_COLUMNS = {
  request: helpRequests,
  orderNumber: orders.number,
  orderStatus: orders.status,
  orderTotalQepik: orders.totalQepik,
  contactName: orders.contactName,
  storeName: sellers.companyName,
  buyerFirstName: buyers.name,
  buyerLastName: buyers.lastname,
  chatItemId: chats.itemId,
  chatProductName: items.productName,
};

function viewQuery(db: Queryable) {
  return db
    .select(VIEW_COLUMNS)
    .from(helpRequests)
    .innerJoin(orders, eq(orders.id, helpRequests.orderId))
    .innerJoin(sellers, eq(sellers.id, helpRequests.sellerId))
    .innerJoin(buyers, eq(buyers.id, helpRequests.buyerId))
    .leftJoin(chats, eq(chats.id, helpRequests.chatId))
    .leftJoin(items, eq(items.id, chats.itemId));
}

export type HelpViewRow = Awaited<ReturnType<typeof helpViewRows>>[number];

export async function helpViewRows(db: Queryable, where: SQL | undefined) {
  return viewQuery(db).where(where).orderBy(desc(helpRequests.openedAt), desc(helpRequests.id));
}

export const byId = (requestId: string) => eq(helpRequests.id, requestId);
export const byOrder = (orderId: string) => eq(helpRequests.orderId, orderId);
/** A conversation's requests that the account is a party of. */
export const byChatFor = (chatId: string, accountId: string) =>
  and(
    eq(helpRequests.chatId, chatId),
    sql`(${helpRequests.buyerId} = ${accountId}::uuid OR ${helpRequests.sellerId} = ${accountId}::uuid)`,
  );

/** The admins' list: escalated ones oldest escalation first (from their partial index), closed ones newest first. */
export async function adminHelpRows(db: Queryable, status: 'ESCALATED' | 'CLOSED', page: number, pageSize: number) {
  const where = eq(helpRequests.status, status);
  const order =
    status === 'ESCALATED'
      ? [asc(helpRequests.escalatedAt), asc(helpRequests.id)]
      : [desc(helpRequests.closedAt), desc(helpRequests.id)];
  const [list, [total]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(helpRequests).where(where),
  ]);
  return { rows: list, total: total?.total ?? 0 };
}

/**
 * Claims the open requests opened at or before `cutoff` whose buyer was not yet told they may
 * escalate: one conditional update, so two processes never tell a buyer twice.
 */
export async function claimEscalationNotices(db: Queryable, cutoff: Date, now: Date) {
  return db
    .update(helpRequests)
    .set({ escalationNoticeAt: now })
    .where(
      and(
        sql`${helpRequests.status} = 'OPEN'`,
        sql`${helpRequests.escalationNoticeAt} IS NULL`,
        sql`${helpRequests.openedAt} <= ${cutoff.toISOString()}::timestamptz`,
      ),
    )
    .returning({ requestId: helpRequests.id, orderId: helpRequests.orderId });
}

/** What the notices of a request name: the order number, the parties, their languages. */
export async function noticeRowOf(db: Queryable, requestId: string) {
  const [row] = await db
    .select({
      requestId: helpRequests.id,
      orderId: helpRequests.orderId,
      orderNumber: orders.number,
      reason: helpRequests.reason,
      buyerId: helpRequests.buyerId,
      sellerId: helpRequests.sellerId,
      contactName: orders.contactName,
      storeName: sellers.companyName,
      buyerLanguage: buyers.language,
      sellerLanguage: sellers.language,
      outcome: helpRequests.outcome,
      outcomeNote: helpRequests.outcomeNote,
      refundedQepik: helpRequests.refundedQepik,
    })
    .from(helpRequests)
    .innerJoin(orders, eq(orders.id, helpRequests.orderId))
    .innerJoin(sellers, eq(sellers.id, helpRequests.sellerId))
    .innerJoin(buyers, eq(buyers.id, helpRequests.buyerId))
    .where(eq(helpRequests.id, requestId));
  return row;
}

/** The order's parties, for who may read its requests. */
export async function orderPartiesOf(db: Queryable, orderId: string) {
  const [row] = await db
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** An account's language (the words of the chat message it writes). */
export async function languageOf(db: Queryable, accountId: string) {
  const [row] = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, accountId));
  return row?.language;
}
