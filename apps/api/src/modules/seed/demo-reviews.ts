import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { reviews } from '../../db/schema.ts';
import { findAccountByIdentifier } from '../auth/accounts.ts';
import { DEMO_BUYER_IDENTIFIER } from './demo-chats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the demo buyer wrote, in the order of their delivered lines (oldest first), and the store's answer to some. */
const DEMO_REVIEWS = [
  {
    rating: 5,
    text: 'Hədiyyə üçün almışdım, çox bəyənildi. Qablaşdırma səliqəli idi, vaxtında çatdı.',
    reply: 'Təşəkkür edirik! Sizi yenə gözləyirik.',
  },
  { rating: 4, text: 'Keyfiyyəti əladır, rəngi şəkildəkindən bir az açıqdır.', reply: null },
  { rating: 5, text: 'Ustanın əl işi hiss olunur. Tövsiyə edirəm!', reply: null },
] as const;

/**
 * Reviews of the demo buyer's delivered and completed order lines (one each, written a day after
 * delivery, some answered by the store), so a product page, the store's score and the seller's and
 * admin's Reviews have something to show. Then every demo product's rating is made real: counted
 * from the reviews, as every review change keeps it (refreshItemRating). A resumed run writes each review once.
 */
export async function seedDemoReviews(db: Database, input: { now: Date }): Promise<void> {
  const buyer = await findAccountByIdentifier(db, DEMO_BUYER_IDENTIFIER);
  if (!buyer) return;
  const lines = await rows<{
    lineId: string;
    orderId: string;
    sellerId: string;
    itemId: string;
    deliveredAt: Date | string | null;
  }>(
    db,
    sql`SELECT ol.id AS "lineId", o.id AS "orderId", o.seller_id AS "sellerId", ol.item_id AS "itemId", o.delivered_at AS "deliveredAt"
        FROM orders o JOIN order_lines ol ON ol.order_id = o.id
        WHERE o.buyer_id = ${buyer.id}::uuid AND o.status IN ('DELIVERED', 'COMPLETED') AND ol.item_id IS NOT NULL
        ORDER BY o.placed_at, ol.position`,
  );
  await db.transaction(async (tx) => {
    for (const [index, line] of lines.entries()) {
      const written = DEMO_REVIEWS[index % DEMO_REVIEWS.length]!;
      const delivered = line.deliveredAt ? new Date(line.deliveredAt) : new Date(input.now.getTime() - 3 * DAY_MS);
      const at = new Date(Math.min(delivered.getTime() + DAY_MS, input.now.getTime()));
      await tx
        .insert(reviews)
        .values({
          orderLineId: line.lineId,
          orderId: line.orderId,
          buyerId: buyer.id,
          sellerId: line.sellerId,
          itemId: line.itemId,
          rating: written.rating,
          text: written.text,
          createdAt: at,
          updatedAt: at,
          ...(written.reply
            ? { reply: written.reply, repliedAt: new Date(Math.min(at.getTime() + DAY_MS / 2, input.now.getTime())) }
            : {}),
        })
        .onConflictDoNothing({ target: reviews.orderLineId });
    }
    // The demo products' made-up ratings give way to their reviews (none for most of them).
    await tx.execute(sql`
      UPDATE items SET rating = figures.average, rating_count = figures.count
      FROM (SELECT i.id, coalesce(round(avg(r.rating)::numeric, 2), 0) AS average, count(r.id)::int AS count
            FROM items i LEFT JOIN reviews r ON r.item_id = i.id AND NOT r.hidden
            WHERE i.rating_count > 0 OR r.id IS NOT NULL
            GROUP BY i.id) figures
      WHERE items.id = figures.id`);
  });
}
