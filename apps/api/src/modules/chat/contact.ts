import { sql } from 'drizzle-orm';
import { ACCOUNT_TYPE, type GetItemContactRequest } from '@marketplace/contract';
import { rows } from '../../db/rows.ts';
import { isUuid } from '../../http/ids.ts';
import { isChatBlocked } from './blocks.ts';
import type { ChatContext, ChatViewer } from './context.ts';
import { chatErrors } from './errors.ts';

/** An item a buyer can see on the site: shown, not deleted, its store active. */
async function visibleItemSeller(ctx: ChatContext, itemId: string): Promise<string | undefined> {
  if (!isUuid(itemId)) return undefined;
  const [item] = await rows<{ merchant_id: string }>(
    ctx.db,
    sql`SELECT merchant_id FROM items WHERE id = ${itemId}::uuid AND status = 'ACTIVE' AND deleted_at IS NULL AND merchant_active`,
  );
  return item?.merchant_id;
}

async function existingChat(ctx: ChatContext, buyerId: string, itemId: string): Promise<string | undefined> {
  const [chat] = await rows<{ id: string }>(
    ctx.db,
    sql`SELECT id FROM chats WHERE buyer_id = ${buyerId}::uuid AND item_id = ${itemId}::uuid`,
  );
  return chat?.id;
}

/**
 * Spec §7 getItemContact: the custom-order chat of the caller and an item, the same id every time.
 * A new one counts against the buyer's CHAT_NEW_CONVERSATIONS_PER_HOUR; two first calls at once
 * meet on the (buyer, item) unique index and both answer the one row. The item's own seller and
 * admins get 403 CHAT_NOT_FOR_ACCOUNT; an account blocked from chatting keeps its existing chats
 * (to read) but starts no new one.
 */
export async function itemContact(ctx: ChatContext, viewer: ChatViewer, request: GetItemContactRequest): Promise<string> {
  if (viewer.type === ACCOUNT_TYPE.ADMIN) throw chatErrors.notForAccount();
  const sellerId = await visibleItemSeller(ctx, request.item_id);
  if (!sellerId) throw chatErrors.itemNotFound();
  if (request.merchant_id !== undefined && request.merchant_id !== sellerId) throw chatErrors.merchantMismatch();
  if (sellerId === viewer.accountId) throw chatErrors.notForAccount();

  const known = await existingChat(ctx, viewer.accountId, request.item_id);
  if (known) return known;
  if (await isChatBlocked(ctx.db, viewer.accountId)) throw chatErrors.blocked();
  await ctx.limits.countConversation(viewer.accountId);
  const [created] = await rows<{ id: string }>(
    ctx.db,
    sql`INSERT INTO chats (kind, buyer_id, item_id, seller_id)
        VALUES ('customOrder', ${viewer.accountId}::uuid, ${request.item_id}::uuid, ${sellerId}::uuid)
        ON CONFLICT (buyer_id, item_id) DO NOTHING RETURNING id`,
  );
  const id = created?.id ?? (await existingChat(ctx, viewer.accountId, request.item_id));
  if (!id) throw new Error('custom-order chat was neither created nor found');
  return id;
}
