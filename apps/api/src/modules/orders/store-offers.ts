import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { chats, items, offers, orders } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

export type OfferRow = typeof offers.$inferSelect;
type NewOffer = typeof offers.$inferInsert;

/** A conversation as the offers need it: its kind and its two sides. */
export type OfferChatRow = Pick<typeof chats.$inferSelect, 'id' | 'kind' | 'buyerId' | 'sellerId'>;

const CHAT_FIELDS = { id: chats.id, kind: chats.kind, buyerId: chats.buyerId, sellerId: chats.sellerId };

export async function offerChat(db: Queryable, chatId: string): Promise<OfferChatRow | undefined> {
  const [row] = await db.select(CHAT_FIELDS).from(chats).where(eq(chats.id, chatId)).limit(1);
  return row;
}

/**
 * The conversation, locked until the transaction ends: every write of its offers takes this lock
 * first, so two of them in one chat run one after the other. NO KEY UPDATE, so an order that
 * references the chat (its foreign key's KEY SHARE lock) and a chat message are not held up.
 */
export async function lockOfferChat(tx: Queryable, chatId: string): Promise<OfferChatRow | undefined> {
  const [row] = await tx.select(CHAT_FIELDS).from(chats).where(eq(chats.id, chatId)).for('no key update');
  return row;
}

export async function offerById(db: Queryable, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await db.select().from(offers).where(eq(offers.id, offerId)).limit(1);
  return row;
}

/** The offer, locked FOR UPDATE: of two accepts (or an accept and a change) the second sees the first's status. */
export async function lockOffer(tx: Queryable, offerId: string): Promise<OfferRow | undefined> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, offerId)).for('update');
  return row;
}

/** The conversation's OPEN offer (at most one: a partial unique index), locked. */
export async function lockOpenOffer(tx: Queryable, chatId: string): Promise<OfferRow | undefined> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.chatId, chatId), eq(offers.status, 'OPEN')))
    .for('update');
  return row;
}

/** The highest version of the conversation's offers; 0 before the first. */
export async function lastOfferVersion(tx: Queryable, chatId: string): Promise<number> {
  const [row] = await tx
    .select({ version: sql<number>`coalesce(max(${offers.version}), 0)::int` })
    .from(offers)
    .where(eq(offers.chatId, chatId));
  return Number(row?.version ?? 0);
}

export async function insertOffer(tx: Queryable, offer: NewOffer): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(offer).returning();
  if (!row) throw new Error('offer insert returned no row');
  return row;
}

export async function updateOffer(
  tx: Queryable,
  offerId: string,
  values: Pick<NewOffer, 'status' | 'updatedAt'> & Partial<Pick<NewOffer, 'orderId'>>,
): Promise<void> {
  await tx.update(offers).set(values).where(eq(offers.id, offerId));
}

/** The seller's own item (not deleted by an admin), or undefined. */
export async function sellerItem(db: Queryable, itemId: string, sellerId: string) {
  const [row] = await db
    .select({ id: items.id, title: items.productName, coverImage: items.coverImage })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.merchantId, sellerId), isNull(items.deletedAt)))
    .limit(1);
  return row;
}

/** Every version of a conversation's offers, oldest first, each with the item it is based on when that still exists. */
export function chatOfferRows(db: Queryable, chatId: string) {
  return db
    .select({
      offer: offers,
      itemTitle: items.productName,
      itemCoverImage: items.coverImage,
    })
    .from(offers)
    .leftJoin(items, and(eq(items.id, offers.basedOnItemId), isNull(items.deletedAt)))
    .where(eq(offers.chatId, chatId))
    .orderBy(asc(offers.version));
}

/** One offer with the item it is based on, as chatOfferRows reads them. */
export async function offerRowWithItem(db: Queryable, offerId: string) {
  const [row] = await db
    .select({ offer: offers, itemTitle: items.productName, itemCoverImage: items.coverImage })
    .from(offers)
    .leftJoin(items, and(eq(items.id, offers.basedOnItemId), isNull(items.deletedAt)))
    .where(eq(offers.id, offerId))
    .limit(1);
  return row;
}

/** What acceptOffer answers of the order an offer became. */
export async function offerOrderRow(db: Queryable, orderId: string) {
  const [row] = await db
    .select({ orderId: orders.id, number: orders.number, storeId: orders.sellerId, totalQepik: orders.totalQepik })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row;
}
