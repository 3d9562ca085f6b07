import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salePriceOf } from '@marketplace/contract';
import { coupons, items, saleItems, sales } from '../src/db/schema.ts';
import type { PasswordHasher } from '../src/modules/auth/passwords.ts';
import { seedDemoCoupons } from '../src/modules/seed/demo-coupons.ts';
import { seedDemoIfEmpty, type SeedDeps } from '../src/modules/seed/seed-demo.ts';
import { startTestServer, type TestServer } from './server.ts';

/** Hashing is not what this test is about. */
const plainHasher: PasswordHasher = { hash: async () => 'not-a-usable-hash', verify: async () => false };

describe('the demo coupons and sale', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('give the first store a running code, a scheduled one and a sale on three products at their sale price, once', async () => {
    const db = server.database.db;
    const deps: SeedDeps = { db, storeImage: (input) => server.app.media.storeImageBuffer(input), hasher: plainHasher };
    expect(await seedDemoIfEmpty(deps, { stores: 1, items: 8 })).toMatchObject({ outcome: 'seeded' });

    const codes = await db.select().from(coupons);
    expect(codes.map((coupon) => coupon.code).sort()).toEqual(['BAYRAM-5', 'XOSGELDIN']);
    const [sale] = await db.select().from(sales);
    expect(sale).toMatchObject({ name: 'Payız endirimi', percent: 15 });
    const onSale = await db.select({ itemId: saleItems.itemId }).from(saleItems).where(eq(saleItems.saleId, sale!.id));
    expect(onSale).toHaveLength(3);
    const products = await db
      .select()
      .from(items)
      .where(
        inArray(
          items.id,
          onSale.map((row) => row.itemId),
        ),
      );
    for (const product of products) {
      expect(product.salePrice).toBe(Math.min(salePriceOf(product.productPrice, 15), product.salePrice));
      expect(product.salePrice).toBeLessThan(product.productPrice);
    }

    // Run again (a resumed seed): nothing more.
    await seedDemoCoupons(db, { storeId: sale!.sellerId, now: new Date() });
    expect(await db.select().from(coupons)).toHaveLength(2);
    expect(await db.select().from(sales)).toHaveLength(1);
  });
});
