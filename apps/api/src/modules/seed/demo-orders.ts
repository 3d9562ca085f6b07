import { sql } from 'drizzle-orm';
import {
  addBakuWorkingDays,
  bakuDate,
  DELIVERY_ZONE_KIND,
  ORDER_STATUS,
  shipByDate,
  type DeliveryOptions,
  type OrderStatus,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { offers, orderEvents, orderGroups, orderLines, orders, storeDeliveryOptions } from '../../db/schema.ts';
import { findAccountByIdentifier } from '../auth/accounts.ts';
import { DEMO_BUYER_IDENTIFIER } from './demo-chats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the demo stores deliver: Baku and Absheron for all, the regions for every other store, pickup for every third. */
export function demoDeliveryOptions(index: number): DeliveryOptions {
  return {
    processingDays: 1 + (index % 3),
    zones: [
      { zoneId: 'baku', kind: DELIVERY_ZONE_KIND.BAKU, cities: [], feeQepik: 400, days: 1 },
      { zoneId: 'absheron', kind: DELIVERY_ZONE_KIND.ABSHERON, cities: [], feeQepik: 600, days: 2 },
      ...(index % 2 === 0 ? [{ zoneId: 'regions', kind: DELIVERY_ZONE_KIND.REGIONS, cities: [], feeQepik: 1000, days: 4 }] : []),
    ],
    freeDeliveryFromQepik: 15_000,
    pickup: index % 3 === 0 ? { enabled: true, address: 'Bakı, Nizami küç. 42 (emalatxana)' } : { enabled: false, address: '' },
  };
}

export async function seedDemoDeliveryOptions(db: Database, storeIds: readonly string[], now: Date): Promise<void> {
  if (storeIds.length === 0) return;
  await db
    .insert(storeDeliveryOptions)
    .values(storeIds.map((sellerId, index) => ({ sellerId, options: demoDeliveryOptions(index), updatedAt: now })))
    .onConflictDoNothing();
}

/** The demo buyer's orders from the first store, one in each step of the way, and when each was placed. */
const ORDER_STEPS: Array<{ status: OrderStatus; daysAgo: number; path: OrderStatus[]; cancelReason?: string }> = [
  { status: ORDER_STATUS.PLACED, daysAgo: 0, path: [] },
  { status: ORDER_STATUS.ACCEPTED, daysAgo: 1, path: [ORDER_STATUS.ACCEPTED] },
  { status: ORDER_STATUS.IN_PRODUCTION, daysAgo: 4, path: [ORDER_STATUS.ACCEPTED, ORDER_STATUS.IN_PRODUCTION] },
  { status: ORDER_STATUS.SHIPPED, daysAgo: 6, path: [ORDER_STATUS.ACCEPTED, ORDER_STATUS.SHIPPED] },
  { status: ORDER_STATUS.DELIVERED, daysAgo: 9, path: [ORDER_STATUS.ACCEPTED, ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED] },
  {
    status: ORDER_STATUS.CANCELLED,
    daysAgo: 12,
    path: [ORDER_STATUS.CANCELLED],
    cancelReason: 'Bu rəngdə ip qurtarıb, bağışlayın.',
  },
];

const ACTION_OF: Partial<Record<OrderStatus, string>> = {
  ACCEPTED: 'ACCEPT',
  IN_PRODUCTION: 'START_PRODUCTION',
  SHIPPED: 'SHIP',
  DELIVERED: 'MARK_DELIVERED',
  CANCELLED: 'DECLINE',
};

/**
 * The demo buyer's orders from the first store — one placed, one accepted, one in production, one
 * shipped with tracking, one delivered and one declined — and an open offer in their custom-order
 * conversation, so the buyer's, the store's and the admins' Orders have something to show.
 */
export async function seedDemoOrders(db: Database, input: { storeId: string; now: Date }): Promise<void> {
  const buyer = await findAccountByIdentifier(db, DEMO_BUYER_IDENTIFIER);
  if (!buyer) return;
  // A resumed run: the orders were written by the run it finishes.
  const [already] = await rows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM order_groups WHERE buyer_id = ${buyer.id}::uuid`,
  );
  if ((already?.n ?? 0) > 0) return;
  const products = await rows<{ id: string; productName: string; coverImage: string; price: number }>(
    db,
    sql`SELECT id, product_name AS "productName", cover_image AS "coverImage", product_price::float8 AS price
        FROM items WHERE merchant_id = ${input.storeId}::uuid AND listed ORDER BY created_at, id LIMIT ${ORDER_STEPS.length}`,
  );
  if (products.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [index, step] of ORDER_STEPS.entries()) {
      const product = products[index % products.length]!;
      const placedAt = new Date(input.now.getTime() - step.daysAgo * DAY_MS - 2 * 60 * 60 * 1000);
      const unit = Math.round(product.price * 100);
      const quantity = 1 + (index % 2);
      const subtotal = unit * quantity;
      const fee = subtotal >= 15_000 ? 0 : 400;
      const shipBy = shipByDate(placedAt, 2);
      const [group] = await tx
        .insert(orderGroups)
        .values({
          buyerId: buyer.id,
          cartState: `demo:${index}`,
          contactName: 'Aysel Məmmədli',
          contactPhone: '+994501234567',
          address: { city: 'Bakı', street: 'Füzuli küç. 12, mənzil 8', notes: 'Domofon 8' },
          note: index === 0 ? 'Zəhmət olmasa, hədiyyə kimi qablaşdırın.' : '',
          giftMessage: index === 0 ? 'Ad günün mübarək, Leyla!' : null,
          totalQepik: subtotal + fee,
          createdAt: placedAt,
        })
        .returning({ id: orderGroups.id });
      if (!group) throw new Error('demo order group not written');
      const shipped = step.path.includes(ORDER_STATUS.SHIPPED);
      const [order] = await tx
        .insert(orders)
        .values({
          groupId: group.id,
          buyerId: buyer.id,
          sellerId: input.storeId,
          status: step.status,
          contactName: 'Aysel Məmmədli',
          deliveryMethod: 'DELIVERY',
          zoneKind: 'BAKU',
          subtotalQepik: subtotal,
          deliveryFeeQepik: fee,
          totalQepik: subtotal + fee,
          processingDays: 2,
          shipBy,
          estimatedArrival: addBakuWorkingDays(shipBy, 1),
          ...(shipped
            ? { carrier: 'Azərpoçt', trackingNumber: `RR${100200300 + index}AZ`, trackingUrl: 'https://www.azerpost.az/' }
            : {}),
          cancelReason: step.cancelReason ?? '',
          placedAt,
          updatedAt: placedAt,
          ...(step.status === ORDER_STATUS.DELIVERED ? { deliveredAt: new Date(placedAt.getTime() + 3 * DAY_MS) } : {}),
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('demo order not written');
      await tx.insert(orderLines).values({
        orderId: order.id,
        position: 0,
        itemId: product.id,
        title: product.productName,
        coverImage: product.coverImage,
        pocketTypeId: 1,
        pocketTypeName: 'Standart',
        pocketFeeQepik: 0,
        quantity,
        unitPriceQepik: unit,
        lineTotalQepik: subtotal,
        processingDays: 2,
      });
      await tx.insert(orderEvents).values([
        { orderId: order.id, status: ORDER_STATUS.PLACED, actor: 'BUYER', actorId: buyer.id, at: placedAt },
        ...step.path.map((status, move) => ({
          orderId: order.id,
          status,
          action: ACTION_OF[status] ?? null,
          actor: 'SELLER' as const,
          actorId: input.storeId,
          note:
            status === ORDER_STATUS.CANCELLED
              ? (step.cancelReason ?? '')
              : status === ORDER_STATUS.SHIPPED
                ? `Azərpoçt · RR${100200300 + index}AZ`
                : '',
          at: new Date(placedAt.getTime() + (move + 1) * 20 * 60 * 60 * 1000),
        })),
      ]);
    }
    // The custom-order conversation ends in an offer the buyer has not answered yet (the chat speaks of 65 ₼).
    const [chat] = await rows<{ id: string }>(
      tx as unknown as Database,
      sql`SELECT id FROM chats WHERE kind = 'customOrder' AND buyer_id = ${buyer.id}::uuid AND seller_id = ${input.storeId}::uuid LIMIT 1`,
    );
    if (chat) {
      await tx.insert(offers).values({
        chatId: chat.id,
        sellerId: input.storeId,
        buyerId: buyer.id,
        version: 1,
        title: 'Mavi rəngdə, üzərində «Leyla» yazısı ilə',
        description: 'Eyni ölçüdə, mavi və firuzəyi çalarlarda; üzərinə əl ilə «Leyla» yazılacaq.',
        priceQepik: 6500,
        deliveryFeeQepik: 400,
        productionDays: 5,
        validUntil: addBakuWorkingDays(bakuDate(input.now), 7),
        basedOnItemId: products[0]!.id,
        createdAt: new Date(input.now.getTime() - 2 * 60 * 60 * 1000),
      });
    }
  });
}
