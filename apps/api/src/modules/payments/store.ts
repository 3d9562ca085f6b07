import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentMethod } from '@marketplace/contract';
import { accounts, orderEvents, orders, paymentEvents, paymentSettings, payments, refunds } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

export type PaymentRow = typeof payments.$inferSelect;
type NewPayment = typeof payments.$inferInsert;
type NewPaymentEvent = typeof paymentEvents.$inferInsert;
type NewRefund = typeof refunds.$inferInsert;
export type RefundRow = typeof refunds.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;

export async function insertPayment(tx: Queryable, payment: NewPayment): Promise<string> {
  const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
  if (!row) throw new Error('payment insert returned no row');
  return row.id;
}

export async function paymentById(db: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/** The payment's row, locked until the transaction ends: every change of a payment happens under it. */
export async function lockPayment(tx: Queryable, paymentId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

export async function updatePayment(tx: Queryable, paymentId: string, set: Partial<NewPayment>): Promise<void> {
  await tx.update(payments).set(set).where(eq(payments.id, paymentId));
}

/**
 * Stores a callback once by (provider, event id). Answers whether this call stored it, and when an
 * earlier one was applied (null: stored but not applied yet).
 */
export async function storePaymentEvent(
  db: Queryable,
  event: NewPaymentEvent,
): Promise<{ stored: true } | { stored: false; appliedAt: Date | null }> {
  const inserted = await db.insert(paymentEvents).values(event).onConflictDoNothing().returning({ id: paymentEvents.id });
  if (inserted.length > 0) return { stored: true };
  const [earlier] = await db
    .select({ appliedAt: paymentEvents.appliedAt })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, event.provider), eq(paymentEvents.eventId, event.eventId)));
  return { stored: false, appliedAt: earlier?.appliedAt ?? null };
}

export async function markPaymentEventApplied(db: Queryable, provider: PaymentMethod, eventId: string, at: Date): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ appliedAt: at })
    .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, eventId), isNull(paymentEvents.appliedAt)));
}

/** Payments in `status` created before `before`, oldest first (the jobs' work). */
export function paymentsInStatusBefore(db: Queryable, status: 'WAITING' | 'AUTHORIZED', before: Date, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, status), lt(payments.createdAt, before)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** FAILED payments whose money the gateway held (authorised): still to give back. */
export function failedAuthorizedPayments(db: Queryable, limit: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.status, 'FAILED'), isNotNull(payments.authorizedAt)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** The orders of a group, in the order they were numbered. */
export function groupOrders(db: Queryable, groupId: string) {
  return db
    .select({
      orderId: orders.id,
      number: orders.number,
      storeId: orders.sellerId,
      totalQepik: orders.totalQepik,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.groupId, groupId))
    .orderBy(asc(orders.number));
}

/** The order's row, locked until the transaction ends (refunds and cash collected wait for each other here). */
export async function lockOrder(tx: Queryable, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function orderById(db: Queryable, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row;
}

export async function updateOrderMoney(
  tx: Queryable,
  orderId: string,
  set: Pick<Partial<typeof orders.$inferInsert>, 'paymentStatus' | 'refundedQepik' | 'updatedAt'>,
): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, orderId));
}

/** Marks the group's orders paid (a card's authorisation that placed them). */
export async function markGroupOrdersPaid(tx: Queryable, groupId: string): Promise<void> {
  await tx.update(orders).set({ paymentStatus: 'PAID' }).where(eq(orders.groupId, groupId));
}

export async function insertRefund(tx: Queryable, refund: NewRefund): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(refund).returning();
  if (!row) throw new Error('refund insert returned no row');
  return row;
}

export async function updateRefund(
  tx: Queryable,
  refundId: string,
  set: Pick<Partial<NewRefund>, 'status' | 'gatewayRefundRef' | 'attempts' | 'updatedAt'>,
): Promise<void> {
  await tx.update(refunds).set(set).where(eq(refunds.id, refundId));
}

/** The refund's row, locked until the transaction ends (its first call and the job never send it at once). */
export async function lockRefund(tx: Queryable, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row;
}

/** Refunds still PENDING whose last try began before `before` (a server stopped between reserving and sending them). */
export function pendingRefundsBefore(db: Queryable, before: Date, limit: number) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'PENDING'), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

/** A move of an order's money on its timeline (a refund, cash collected), with its amount. */
export async function insertOrderMoneyEvent(tx: Queryable, event: typeof orderEvents.$inferInsert): Promise<void> {
  await tx.insert(orderEvents).values(event);
}

export async function deleteRefund(tx: Queryable, refundId: string): Promise<void> {
  await tx.delete(refunds).where(eq(refunds.id, refundId));
}

export function refundsOfOrder(db: Queryable, orderId: string) {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function accountLanguage(db: Queryable, accountId: string) {
  const [row] = await db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, accountId));
  return row?.language ?? null;
}

/** The admin's enabled methods; undefined while never saved. */
export async function readEnabledMethods(db: Queryable): Promise<PaymentMethod[] | undefined> {
  const [row] = await db
    .select({ enabled: paymentSettings.enabledMethods })
    .from(paymentSettings)
    .where(eq(paymentSettings.id, 1));
  return row?.enabled;
}

export async function writeEnabledMethods(db: Queryable, enabled: PaymentMethod[], adminId: string, at: Date): Promise<void> {
  await db
    .insert(paymentSettings)
    .values({ id: 1, enabledMethods: enabled, updatedBy: adminId, updatedAt: at })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { enabledMethods: enabled, updatedBy: adminId, updatedAt: at } });
}

/** The group's orders not cancelled and still waiting for their cash. */
export async function pendingCashOrderCount(tx: Queryable, groupId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.groupId, groupId), eq(orders.paymentStatus, 'PENDING'), sql`${orders.status} <> 'CANCELLED'`));
  return row?.n ?? 0;
}
