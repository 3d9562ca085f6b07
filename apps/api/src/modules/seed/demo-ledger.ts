import { eq, sql } from 'drizzle-orm';
import {
  ADMIN_ACTION,
  LEDGER_HOLD_DAYS_DEFAULT,
  ORDER_STATUS,
  bakuDate,
  shipByDate,
  addBakuWorkingDays,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { accounts, ledgerEntries, orderEvents, orderGroups, orderLines, orders, payments, payouts } from '../../db/schema.ts';
import { findAccountByIdentifier } from '../auth/accounts.ts';
import { recordAdminAction } from '../audit/service.ts';
import { recordCompletedSales } from '../ledger/service.ts';
import { DEMO_BUYER_IDENTIFIER } from './demo-chats.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo store's money: an order of the demo buyer paid by card and completed three weeks ago
 * (its sale on the ledger, available since), and one payout of part of it marked paid with a bank
 * reference — so the store's Earnings and the admin's Payouts have something to show.
 */
export async function seedDemoLedger(db: Database, input: { storeId: string; now: Date }): Promise<void> {
  const buyer = await findAccountByIdentifier(db, DEMO_BUYER_IDENTIFIER);
  if (!buyer) return;
  // A resumed run: the ledger was written by the run it finishes.
  const written = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, input.storeId))
    .limit(1);
  if (written.length > 0) return;
  const [product] = await rows<{ id: string; productName: string; coverImage: string; price: number }>(
    db,
    sql`SELECT id, product_name AS "productName", cover_image AS "coverImage", product_price::float8 AS price
        FROM items WHERE merchant_id = ${input.storeId}::uuid AND listed ORDER BY created_at, id LIMIT 1`,
  );
  if (!product) return;
  const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.type, 0)).limit(1);
  const placedAt = new Date(input.now.getTime() - 30 * DAY_MS);
  const deliveredAt = new Date(placedAt.getTime() + 4 * DAY_MS);
  const completedAt = new Date(deliveredAt.getTime() + 7 * DAY_MS);
  const unit = Math.round(product.price * 100);
  const quantity = 2;
  const subtotal = unit * quantity;
  const fee = subtotal >= 15_000 ? 0 : 400;
  const total = subtotal + fee;
  const shipBy = shipByDate(placedAt, 2);

  await db.transaction(async (tx) => {
    const [group] = await tx
      .insert(orderGroups)
      .values({
        buyerId: buyer.id,
        cartState: 'demo:ledger',
        contactName: 'Aysel Məmmədli',
        contactPhone: '+994501234567',
        address: { city: 'Bakı', street: 'Füzuli küç. 12, mənzil 8', notes: '' },
        totalQepik: total,
        createdAt: placedAt,
      })
      .returning({ id: orderGroups.id });
    if (!group) throw new Error('demo ledger group not written');
    const [payment] = await tx
      .insert(payments)
      .values({
        buyerId: buyer.id,
        method: 'TEST_CARD',
        status: 'CAPTURED',
        amountQepik: total,
        groupId: group.id,
        cartState: 'demo:ledger',
        createdAt: placedAt,
        updatedAt: placedAt,
        authorizedAt: placedAt,
        capturedAt: placedAt,
      })
      .returning({ id: payments.id });
    const [order] = await tx
      .insert(orders)
      .values({
        groupId: group.id,
        buyerId: buyer.id,
        sellerId: input.storeId,
        status: ORDER_STATUS.COMPLETED,
        contactName: 'Aysel Məmmədli',
        deliveryMethod: 'DELIVERY',
        zoneKind: 'BAKU',
        subtotalQepik: subtotal,
        deliveryFeeQepik: fee,
        totalQepik: total,
        processingDays: 2,
        shipBy,
        estimatedArrival: addBakuWorkingDays(shipBy, 1),
        paymentStatus: 'PAID',
        paymentId: payment?.id ?? null,
        placedAt,
        updatedAt: completedAt,
        deliveredAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('demo ledger order not written');
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
    const step = (hours: number) => new Date(placedAt.getTime() + hours * 60 * 60 * 1000);
    await tx.insert(orderEvents).values([
      { orderId: order.id, status: ORDER_STATUS.PLACED, actor: 'BUYER', actorId: buyer.id, at: placedAt },
      {
        orderId: order.id,
        status: ORDER_STATUS.ACCEPTED,
        action: 'ACCEPT',
        actor: 'SELLER',
        actorId: input.storeId,
        at: step(3),
      },
      { orderId: order.id, status: ORDER_STATUS.SHIPPED, action: 'SHIP', actor: 'SELLER', actorId: input.storeId, at: step(48) },
      {
        orderId: order.id,
        status: ORDER_STATUS.DELIVERED,
        action: 'CONFIRM_DELIVERED',
        actor: 'BUYER',
        actorId: buyer.id,
        at: deliveredAt,
      },
      { orderId: order.id, status: ORDER_STATUS.COMPLETED, action: 'COMPLETE', actor: 'SYSTEM', at: completedAt },
    ]);
    await recordCompletedSales(tx, [order.id], completedAt, { holdDays: LEDGER_HOLD_DAYS_DEFAULT });

    // Part of it already paid out, a week after it became available.
    const paidAt = new Date(completedAt.getTime() + (LEDGER_HOLD_DAYS_DEFAULT + 1) * DAY_MS);
    const amountQepik = Math.floor(total / 2);
    const bankReference = `DEMO-${bakuDate(paidAt).replaceAll('-', '')}-001`;
    const [payout] = await tx
      .insert(payouts)
      .values({
        sellerId: input.storeId,
        amountQepik,
        bankReference,
        adminId: admin?.id ?? null,
        requestKey: 'demo:ledger',
        at: paidAt,
      })
      .returning({ id: payouts.id });
    await tx.insert(ledgerEntries).values({
      sellerId: input.storeId,
      payoutId: payout?.id ?? null,
      kind: 'PAYOUT',
      amountQepik: -amountQepik,
      availableFrom: paidAt,
      createdAt: paidAt,
      note: bankReference,
      adminId: admin?.id ?? null,
    });
    if (admin && payout) {
      await recordAdminAction(tx, {
        adminId: admin.id,
        action: ADMIN_ACTION.PAYOUT_MARKED_PAID,
        target: { kind: 'company', id: input.storeId },
        details: { payoutId: payout.id, amountQepik, bankReference },
      });
    }
  });
}
