import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { API_PATHS, ORDER_STATUS, paymentReturnPath } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { orderGroups, orders, payments, testGatewaySessions } from '../../db/schema.ts';
import { findAccountByIdentifier } from '../auth/accounts.ts';
import { DEMO_BUYER_IDENTIFIER } from './demo-chats.ts';

/**
 * The payments of the demo buyer's orders (demo-orders.ts): the newest was paid by card through the
 * test gateway (captured there, so the store can refund part of it in the demo), the delivered one's
 * cash was collected, the others wait for their cash on delivery. Orders that have a payment
 * already are left as they are, so a resumed run writes each once.
 */
export async function seedDemoPayments(db: Database, input: { now: Date }): Promise<void> {
  const buyer = await findAccountByIdentifier(db, DEMO_BUYER_IDENTIFIER);
  if (!buyer) return;
  const unpaid = await db
    .select({
      orderId: orders.id,
      groupId: orders.groupId,
      status: orders.status,
      totalQepik: orders.totalQepik,
      placedAt: orders.placedAt,
      cartState: orderGroups.cartState,
    })
    .from(orders)
    .innerJoin(orderGroups, eq(orderGroups.id, orders.groupId))
    .where(and(eq(orders.buyerId, buyer.id), isNull(orders.paymentId), like(orderGroups.cartState, 'demo:%')))
    .orderBy(asc(orders.placedAt));
  if (unpaid.length === 0) return;
  const newest = unpaid.at(-1);
  await db.transaction(async (tx) => {
    for (const order of unpaid) {
      const card = order === newest && order.status !== ORDER_STATUS.CANCELLED;
      const collected = !card && (order.status === ORDER_STATUS.DELIVERED || order.status === ORDER_STATUS.COMPLETED);
      const [payment] = await tx
        .insert(payments)
        .values({
          buyerId: buyer.id,
          method: card ? 'TEST_CARD' : 'CASH',
          status: card ? 'CAPTURED' : collected ? 'CASH_COLLECTED' : 'CASH_PENDING',
          amountQepik: order.totalQepik,
          groupId: order.groupId,
          cartState: order.cartState,
          language: 'az',
          createdAt: order.placedAt,
          updatedAt: input.now,
          ...(card ? { authorizedAt: order.placedAt, capturedAt: order.placedAt } : {}),
        })
        .returning({ id: payments.id });
      if (!payment) throw new Error('demo payment not written');
      if (card) {
        // The test gateway's own book of it: refunds of the demo order go through.
        const [session] = await tx
          .insert(testGatewaySessions)
          .values({
            paymentId: payment.id,
            amountQepik: order.totalQepik,
            description: 'Demo order',
            language: 'az',
            callbackUrl: API_PATHS.payment.callback.replace(':provider', 'TEST_CARD'),
            returnUrl: paymentReturnPath(payment.id),
            status: 'CAPTURED',
            capturedQepik: order.totalQepik,
            createdAt: order.placedAt,
            updatedAt: order.placedAt,
          })
          .returning({ id: testGatewaySessions.id });
        await tx
          .update(payments)
          .set({ gatewayRef: session?.id ?? null })
          .where(eq(payments.id, payment.id));
      }
      await tx
        .update(orders)
        .set({ paymentId: payment.id, paymentStatus: card || collected ? 'PAID' : 'PENDING' })
        .where(eq(orders.id, order.orderId));
    }
  });
}
