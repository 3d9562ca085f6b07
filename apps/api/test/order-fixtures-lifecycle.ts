import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { bakuDate, type OrderStatus } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { items, orderEvents, orderGroups, orderLines, orders } from '../src/db/schema.ts';

/**
 * Orders written straight to the database, as a checkout leaves them (a group, one order per store,
 * frozen lines with the stock they took, the PLACED event), so the lifecycle tests need no checkout.
 * An order may start in any status, to drive the status table from every row of it.
 */

export interface LineFixture {
  itemId: string | null;
  quantity?: number;
  unitPriceQepik?: number;
  /** Units taken from the item's stock: the fixture takes them, as the checkout does. */
  stockReserved?: number;
  title?: string;
}

export interface OrderFixture {
  sellerId: string;
  lines?: LineFixture[];
  status?: OrderStatus;
  shipBy?: string;
  placedAt?: Date;
  deliveredAt?: Date | null;
  deliveryFeeQepik?: number;
}

export interface GroupFixture {
  buyerId: string;
  contactName?: string;
  contactPhone?: string;
  giftMessage?: string | null;
  stores: OrderFixture[];
}

export interface PlacedGroup {
  groupId: string;
  orders: Array<{ orderId: string; number: number; sellerId: string }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const bakuDayFromToday = (days: number) => bakuDate(new Date(Date.now() + days * DAY_MS));

export async function placeGroup(db: Database, fixture: GroupFixture): Promise<PlacedGroup> {
  return db.transaction(async (tx) => {
    const lineSets = fixture.stores.map((store) =>
      (store.lines ?? [{ itemId: null }]).map((line) => ({
        itemId: line.itemId,
        quantity: line.quantity ?? 1,
        unitPriceQepik: line.unitPriceQepik ?? 2500,
        stockReserved: line.stockReserved ?? 0,
        title: line.title ?? 'Əl işi vaza',
      })),
    );
    const subtotals = lineSets.map((lines) => lines.reduce((sum, line) => sum + line.quantity * line.unitPriceQepik, 0));
    const fees = fixture.stores.map((store) => store.deliveryFeeQepik ?? 400);
    const total = subtotals.reduce((sum, value, index) => sum + value + (fees[index] ?? 0), 0);
    const contactName = fixture.contactName ?? 'Aygün Məmmədova';
    const [group] = await tx
      .insert(orderGroups)
      .values({
        buyerId: fixture.buyerId,
        cartState: randomUUID(),
        contactName,
        contactPhone: fixture.contactPhone ?? '+994501234567',
        address: { city: 'Bakı', street: 'Nizami küç. 10', notes: '' },
        note: 'Zəng edin',
        giftMessage: fixture.giftMessage ?? null,
        totalQepik: total,
      })
      .returning({ id: orderGroups.id });
    if (!group) throw new Error('no group');
    const placed: PlacedGroup['orders'] = [];
    for (const [index, store] of fixture.stores.entries()) {
      const lines = lineSets[index] ?? [];
      const subtotal = subtotals[index] ?? 0;
      const fee = fees[index] ?? 0;
      const placedAt = store.placedAt ?? new Date();
      const status = store.status ?? 'PLACED';
      const [order] = await tx
        .insert(orders)
        .values({
          groupId: group.id,
          buyerId: fixture.buyerId,
          sellerId: store.sellerId,
          status,
          contactName,
          deliveryMethod: 'DELIVERY',
          zoneKind: 'BAKU',
          subtotalQepik: subtotal,
          deliveryFeeQepik: fee,
          totalQepik: subtotal + fee,
          processingDays: 3,
          shipBy: store.shipBy ?? bakuDayFromToday(3),
          estimatedArrival: bakuDayFromToday(5),
          placedAt,
          updatedAt: placedAt,
          deliveredAt: store.deliveredAt ?? (status === 'DELIVERED' || status === 'COMPLETED' ? placedAt : null),
        })
        .returning({ id: orders.id, number: orders.number });
      if (!order) throw new Error('no order');
      await tx.insert(orderLines).values(
        lines.map((line, position) => ({
          orderId: order.id,
          position,
          itemId: line.itemId,
          title: line.title,
          coverImage: `/media/covers/${position}.webp`,
          attributes: { Rəng: 'Göy' },
          pocketTypeId: 1,
          pocketTypeName: 'Standart',
          pocketFeeQepik: 0,
          personalization: position === 0 ? 'Aygün üçün' : '',
          quantity: line.quantity,
          unitPriceQepik: line.unitPriceQepik,
          lineTotalQepik: line.quantity * line.unitPriceQepik,
          processingDays: 3,
          stockReserved: line.stockReserved,
        })),
      );
      for (const line of lines) {
        if (line.itemId && line.stockReserved > 0) {
          await tx
            .update(items)
            .set({ stockCount: sql`${items.stockCount} - ${line.stockReserved}` })
            .where(eq(items.id, line.itemId));
        }
      }
      await tx
        .insert(orderEvents)
        .values({ orderId: order.id, status: 'PLACED', action: null, actor: 'BUYER', actorId: fixture.buyerId, at: placedAt });
      placed.push({ orderId: order.id, number: order.number, sellerId: store.sellerId });
    }
    return { groupId: group.id, orders: placed };
  });
}

/** One order of one store, in `status`. */
export async function placeOrder(db: Database, buyerId: string, order: OrderFixture, contactName?: string) {
  const group = await placeGroup(db, { buyerId, stores: [order], ...(contactName ? { contactName } : {}) });
  const [placed] = group.orders;
  if (!placed) throw new Error('no order');
  return placed;
}

export async function stockOf(db: Database, itemId: string): Promise<{ stock: number; sold: number }> {
  const [row] = await db.select({ stock: items.stockCount, sold: items.sold }).from(items).where(eq(items.id, itemId));
  if (!row) throw new Error('no item');
  return row;
}
