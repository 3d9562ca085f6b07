import { and, asc, eq, isNull } from 'drizzle-orm';
import { bakuDate, createCouponRequestSchema, createSaleRequestSchema } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { coupons, items } from '../../db/schema.ts';
import { createCoupon } from '../coupons/service.ts';
import { createSale } from '../coupons/service-sales.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The first store's coupons and sale: a welcome code (10 % from 20 ₼, once per buyer) running now,
 * an amount code starting next week, and a 15 % sale on three of its products for two weeks from
 * today (on their cards and pages at once). A resumed run writes them once.
 */
export async function seedDemoCoupons(db: Database, input: { storeId: string; now: Date }): Promise<void> {
  const { storeId, now } = input;
  const [already] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.sellerId, storeId)).limit(1);
  if (already) return;
  const today = bakuDate(now);
  await createCoupon(
    db,
    storeId,
    createCouponRequestSchema.parse({ code: 'XOSGELDIN', kind: 'PERCENT', value: 10, minOrderQepik: 2000, startsOn: today }),
    now,
  );
  await createCoupon(
    db,
    storeId,
    createCouponRequestSchema.parse({
      code: 'BAYRAM-5',
      kind: 'AMOUNT',
      value: 500,
      startsOn: bakuDate(new Date(now.getTime() + 7 * DAY_MS)),
      endsOn: bakuDate(new Date(now.getTime() + 14 * DAY_MS)),
      usesTotal: 100,
    }),
    now,
  );
  const products = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.merchantId, storeId), eq(items.listed, true), isNull(items.deletedAt)))
    .orderBy(asc(items.createdAt), asc(items.id))
    .limit(3);
  if (products.length === 0) return;
  await createSale(
    db,
    storeId,
    createSaleRequestSchema.parse({
      name: 'Payız endirimi',
      percent: 15,
      startsOn: today,
      endsOn: bakuDate(new Date(now.getTime() + 13 * DAY_MS)),
      itemIds: products.map((product) => product.id),
    }),
    now,
  );
}
