import { inArray, sql } from 'drizzle-orm';
import type { DeliveryOptions } from '@marketplace/contract';
import { storeDeliveryOptions } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

/** The saved options of these sellers, one row each (a seller who saved none has no row). */
export function deliveryOptionsRows(db: Queryable, sellerIds: readonly string[]) {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return db
    .select({ sellerId: storeDeliveryOptions.sellerId, options: storeDeliveryOptions.options })
    .from(storeDeliveryOptions)
    .where(inArray(storeDeliveryOptions.sellerId, [...sellerIds]));
}

/** Saves the seller's options over any saved before. */
export async function writeDeliveryOptions(db: Queryable, sellerId: string, options: DeliveryOptions, now: Date): Promise<void> {
  await db
    .insert(storeDeliveryOptions)
    .values({ sellerId, options, updatedAt: now })
    .onConflictDoUpdate({
      target: storeDeliveryOptions.sellerId,
      set: { options: sql`excluded.options`, updatedAt: sql`excluded.updated_at` },
    });
}
