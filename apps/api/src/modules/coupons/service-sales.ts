import {
  ADMIN_ACTION,
  COUPON_PAGE_SIZE,
  bakuDate,
  daysOverlap,
  couponState,
  salePrice,
  salePriceOf,
  type Sale,
  type SaleList,
  type adminStopCouponRequestSchema,
  type createSaleRequestSchema,
  type couponListQuerySchema,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import type { Queryable } from '../auth/accounts.ts';
import { recordAdminAction } from '../audit/service.ts';
import { couponErrors } from './errors.ts';
import { pageOf } from './service.ts';
import {
  dueSaleItems,
  insertSale,
  liveSalesOfItems,
  lockSale,
  lockSellerItems,
  markSaleItem,
  saleItemRows,
  saleListRows,
  setItemDiscount,
  stopSaleRow,
  type SaleListRow,
} from './store.ts';

type CreateSaleInput = z.output<typeof createSaleRequestSchema>;
type ListQuery = z.output<typeof couponListQuerySchema>;
type AdminStopInput = z.output<typeof adminStopCouponRequestSchema>;

async function salesOf(db: Queryable, rows: SaleListRow[], today: string): Promise<Sale[]> {
  const products = await saleItemRows(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    storeId: row.sellerId,
    storeName: row.storeName,
    name: row.name,
    percent: row.percent,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    items: products
      .filter((product) => product.saleId === row.id)
      .map((product) => ({
        itemId: product.itemId,
        productName: product.productName,
        coverImage: product.coverImage,
        productPrice: product.productPrice,
        salePrice: salePriceOf(product.productPrice, row.percent),
      })),
    state: couponState({ ...row, stopped: row.stoppedAt !== null }, today),
    stoppedBy: row.stoppedBy,
    stopReason: row.stopReason,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function saleById(db: Queryable, id: string, today: string): Promise<Sale> {
  const [sale] = await salesOf(db, await saleListRows(db, { byId: id, today, limit: 1, offset: 0 }), today);
  if (!sale) throw couponErrors.saleNotFound();
  return sale;
}

/**
 * Puts due sales on their products and takes ended or stopped ones off (`saleId`: that sale's only),
 * in the caller's transaction; answers how many products changed. While a sale runs, a product's own
 * discount fields carry it (PERCENTAGE, the sale's percent, its sale price), so every card, page,
 * search order and cart line shows and charges it; a product whose own discount is better keeps it.
 * When the sale ends its own discount comes back — unless the seller changed the discount meanwhile,
 * which then stays. Answers how many products changed and the sales that went on now (their followers are told).
 */
export async function applyDueSales(tx: Queryable, now: Date, saleId?: string): Promise<{ changed: number; started: string[] }> {
  let changed = 0;
  const started = new Set<string>();
  for (const due of await dueSaleItems(tx, bakuDate(now), saleId)) {
    if (due.apply) {
      started.add(due.saleId);
      const price = salePriceOf(due.productPrice, due.percent);
      const better = price < due.salePrice;
      if (better) {
        await setItemDiscount(tx, due.itemId, { discountType: 'PERCENTAGE', discountValue: due.percent, salePrice: price });
        changed += 1;
      }
      // A product kept at its own better price is marked as restored at once: nothing to put back.
      await markSaleItem(tx, due.saleId, due.itemId, {
        appliedAt: now,
        restoredAt: better ? null : now,
        previousDiscountType: due.discountType,
        previousDiscountValue: due.discountValue,
      });
      continue;
    }
    const stillTheSale = due.discountType === 'PERCENTAGE' && due.discountValue === due.percent;
    if (stillTheSale) {
      await setItemDiscount(tx, due.itemId, {
        discountType: due.previousDiscountType,
        discountValue: due.previousDiscountValue,
        salePrice: salePrice(due.productPrice, due.previousDiscountType, due.previousDiscountValue),
      });
      changed += 1;
    }
    await markSaleItem(tx, due.saleId, due.itemId, { restoredAt: now });
  }
  return { changed, started: [...started] };
}

/**
 * POST createSale: the seller's products (its own, not deleted) at a percent off for some days, each
 * in no other sale on any of those days. A sale starting today is on the products when this answers.
 */
export async function createSale(
  db: Database,
  sellerId: string,
  input: CreateSaleInput,
  now = new Date(),
): Promise<{ sale: Sale; changed: number; started: string[] }> {
  const today = bakuDate(now);
  const { id, changed, started } = await db.transaction(async (tx) => {
    const own = new Set((await lockSellerItems(tx, sellerId, input.itemIds)).map((row) => row.id));
    const missing = input.itemIds.findIndex((itemId) => !own.has(itemId));
    if (missing >= 0) throw couponErrors.itemNotFound(missing);
    for (const other of await liveSalesOfItems(tx, input.itemIds)) {
      if (other.endsOn >= today && daysOverlap(other, input)) {
        throw couponErrors.itemOverlaps(input.itemIds.indexOf(other.itemId), other.name);
      }
    }
    const saleId = await insertSale(
      tx,
      { sellerId, name: input.name, percent: input.percent, startsOn: input.startsOn, endsOn: input.endsOn, createdAt: now },
      input.itemIds,
    );
    return { id: saleId, ...(await applyDueSales(tx, now, saleId)) };
  });
  return { sale: await saleById(db, id, today), changed, started };
}

/** GET getStoreSales (the seller's own) and getAdminSales (every store's; `store` searches the name). */
export async function listSales(db: Database, sellerId: string | null, query: ListQuery, now = new Date()): Promise<SaleList> {
  const today = bakuDate(now);
  const rows = await saleListRows(db, {
    ...(sellerId ? { sellerId } : { store: query.store }),
    state: query.state,
    today,
    ...pageOf(query),
  });
  return { sales: await salesOf(db, rows, today), total: rows[0]?.total ?? 0, page: query.page, pageSize: COUPON_PAGE_SIZE };
}

/**
 * Stops a sale: the seller's own (stopSale) or any store's by an admin with a reason (adminStopSale,
 * audited). Its products get their own prices back in the same transaction.
 */
export async function stopSale(
  db: Database,
  by: { sellerId: string } | { adminId: string },
  input: AdminStopInput | { id: string; reason: string },
  now = new Date(),
): Promise<{ sale: Sale; changed: number }> {
  const today = bakuDate(now);
  const changed = await db.transaction(async (tx) => {
    const sale = await lockSale(tx, input.id, 'sellerId' in by ? by.sellerId : null);
    if (!sale) throw couponErrors.saleNotFound();
    if (sale.stoppedAt !== null || sale.endsOn < today) throw couponErrors.notRunning();
    await stopSaleRow(tx, sale.id, 'adminId' in by ? 'ADMIN' : 'SELLER', input.reason, now);
    if ('adminId' in by) {
      await recordAdminAction(tx, {
        adminId: by.adminId,
        action: ADMIN_ACTION.SALE_STOPPED,
        target: { kind: 'sale', id: sale.id },
        details: { name: sale.name, storeId: sale.sellerId, reason: input.reason },
      });
    }
    return (await applyDueSales(tx, now, sale.id)).changed;
  });
  return { sale: await saleById(db, input.id, today), changed };
}
