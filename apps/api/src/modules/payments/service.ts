import { createHash } from 'node:crypto';
import {
  ADMIN_ACTION,
  API_PATHS,
  FALLBACK_LANGUAGE,
  ORDER_ACTOR,
  ORDER_EVENT_ACTION,
  ORDER_PAYMENT_ACTION,
  ORDER_PAYMENT_STATUS,
  ORDER_STATUS,
  PAYMENT_ERROR_CODES,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  REFUND_ACTOR,
  REFUND_GATEWAY_TRIES,
  REFUND_STATUS,
  isCardMethod,
  isLanguage,
  offeredMethods,
  orderPaymentStatusAfterRefund,
  paymentReturnPath,
  paymentStepFor,
  placeOrderRequestSchema,
  refundableQepik,
  type CheckoutAnswer,
  type GatewayOutcome,
  type GatewayStatusOutcome,
  type OrderPayment,
  type PaymentMethod,
  type PaymentSettings as PaymentSettingsAnswer,
  type PaymentStatusAnswer,
  type RefundActor,
  type RefundOrderAnswer,
  type RefundStatus,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import type { Queryable } from '../auth/accounts.ts';
import { recordAdminAction } from '../audit/service.ts';
import { recordRefund } from '../ledger/service.ts';
import { orderErrors } from '../orders/errors.ts';
import type { OrderEventsEnv } from '../orders/events.ts';
import {
  checkCheckout,
  placeInTransaction,
  placeOrder,
  type CheckoutPayment,
  type PlaceOrderInput,
  type PlacedCheckout,
} from '../orders/service-checkout.ts';
import { orderRefunded, paymentFailed, paymentPlacedOrders } from './events.ts';
import { paymentErrors } from './errors.ts';
import { PaymentCallbackRejected, type CallbackRequest, type PaymentProviders, type PaymentRef } from './service-providers.ts';
import type { PaymentSettings } from './settings.ts';
import {
  accountLanguage,
  deleteRefund,
  failedAuthorizedPayments,
  insertOrderMoneyEvent,
  groupOrders,
  insertPayment,
  insertRefund,
  lockOrder,
  lockPayment,
  lockRefund,
  markGroupOrdersPaid,
  markPaymentEventApplied,
  orderById,
  paymentById,
  paymentsInStatusBefore,
  pendingCashOrderCount,
  pendingRefundsBefore,
  readEnabledMethods,
  refundsOfOrder,
  storePaymentEvent,
  updateOrderMoney,
  updatePayment,
  updateRefund,
  writeEnabledMethods,
  type OrderRow,
  type PaymentRow,
  type RefundRow,
} from './store.ts';

/** What the payments need beyond the database (module.ts builds it; tests reach it as `app.payments`). */
export interface PaymentsEnv {
  db: Database;
  providers: PaymentProviders;
  settings: PaymentSettings;
  /** The shopper site's address (the buyer's return), and where each gateway reaches this server's callbacks. */
  urls: { shopper: string; callback: (method: PaymentMethod) => string };
  /** The orders' steps after a commit (notices, bells, e-mails). */
  orderEvents: OrderEventsEnv;
}

/** Each database's payments, so that callers of refundOrder need only the database (as the orders' cancel path and the help requests). */
const envs = new WeakMap<Database, PaymentsEnv>();

export function usePaymentsEnv(env: PaymentsEnv): void {
  envs.set(env.db, env);
}

/** The payments registered for this database (the checkout's route reaches them so). */
export function paymentsEnvOf(db: Database): PaymentsEnv {
  const env = envs.get(db);
  if (!env) throw new Error('payments are not registered for this database');
  return env;
}

const log = (env: PaymentsEnv) => env.orderEvents.log;

// --- Methods ------------------------------------------------------------------------------------

async function enabledMethods(env: PaymentsEnv): Promise<PaymentMethod[]> {
  return (await readEnabledMethods(env.db)) ?? env.providers.available();
}

/** The methods a checkout offers now: enabled by the admin and available here, cash first. */
export async function paymentMethods(env: PaymentsEnv): Promise<PaymentMethod[]> {
  return offeredMethods(await enabledMethods(env), env.providers.available());
}

export async function paymentSettings(env: PaymentsEnv): Promise<PaymentSettingsAnswer> {
  const available = env.providers.available();
  return { enabledMethods: offeredMethods(await enabledMethods(env), available), availableMethods: available };
}

/** The admin's choice of methods: at least one, each available here. */
export async function updatePaymentSettings(
  env: PaymentsEnv,
  adminId: string,
  enabled: readonly PaymentMethod[],
): Promise<PaymentSettingsAnswer> {
  const available = env.providers.available();
  const chosen = offeredMethods(enabled, available);
  if (chosen.length === 0 || chosen.length !== new Set(enabled).size) throw paymentErrors.methodsInvalid(available);
  await env.db.transaction(async (tx) => {
    await writeEnabledMethods(tx, chosen, adminId, new Date());
    await recordAdminAction(tx, { adminId, action: ADMIN_ACTION.PAYMENT_METHODS_SET, details: { enabledMethods: chosen } });
  });
  return paymentSettings(env);
}

async function ensureOffered(env: PaymentsEnv, method: PaymentMethod): Promise<void> {
  if (!(await paymentMethods(env)).includes(method)) throw paymentErrors.methodNotOffered(method);
}

// --- Checkout -----------------------------------------------------------------------------------

/** Cash: the payment is written with the orders, waiting for the sellers to collect it. */
const cashPayment = (buyerId: string): CheckoutPayment => ({
  paid: false,
  open: (tx, checkout) =>
    insertPayment(tx, {
      buyerId,
      method: PAYMENT_METHOD.CASH,
      status: PAYMENT_STATUS.CASH_PENDING,
      amountQepik: checkout.totalQepik,
      cartState: checkout.cartState,
    }),
  placed: (tx, paymentId, groupId) => updatePayment(tx, paymentId, { groupId }),
});

/**
 * placeOrder with a payment method: cash places the orders at once (with the payment, CASH_PENDING);
 * a card runs every check of placing without writing an order, keeps the checkout on a WAITING
 * payment, opens the gateway's session and answers where the browser goes. The cart is kept until
 * the authorisation places it. A checkout already placed answers its group either way.
 */
export async function checkout(
  env: PaymentsEnv,
  buyerId: string,
  input: PlaceOrderInput,
): Promise<{ answer: CheckoutAnswer; placed: PlacedCheckout | null }> {
  await ensureOffered(env, input.paymentMethod);
  if (input.paymentMethod === PAYMENT_METHOD.CASH) {
    const placed = await placeOrder(env.db, buyerId, input, cashPayment(buyerId));
    return { answer: placed.answer, placed };
  }
  const provider = env.providers.get(input.paymentMethod);
  if (!provider) throw paymentErrors.methodNotOffered(input.paymentMethod);
  const now = new Date();
  const language = await accountLanguage(env.db, buyerId);
  const started = await env.db.transaction(async (tx) => {
    const check = await checkCheckout(tx, buyerId, input, now);
    if (check.kind === 'PLACED') return check;
    const paymentId = await insertPayment(tx, {
      buyerId,
      method: input.paymentMethod,
      status: PAYMENT_STATUS.WAITING,
      amountQepik: check.totalQepik,
      cartState: check.cartState,
      intent: input as unknown as Record<string, unknown>,
      language: language ?? FALLBACK_LANGUAGE,
      createdAt: now,
      updatedAt: now,
    });
    return { kind: 'WAITING' as const, paymentId, totalQepik: check.totalQepik };
  });
  if (started.kind === 'PLACED') return { answer: started.answer, placed: null };

  try {
    const { action, gatewayRef } = await provider.createSession({
      paymentId: started.paymentId,
      amountQepik: started.totalQepik,
      description: `Order ${started.paymentId.slice(0, 8)}`,
      language: isLanguage(language) ? language : FALLBACK_LANGUAGE,
      returnUrl: `${env.urls.shopper}${paymentReturnPath(started.paymentId)}`,
      callbackUrl: `${env.urls.callback(provider.method)}${API_PATHS.payment.callback.replace(':provider', provider.method)}`,
    });
    // Kept before the buyer leaves: a status can then be asked by any process, also after a restart.
    if (gatewayRef !== null) await updatePayment(env.db, started.paymentId, { gatewayRef, updatedAt: new Date() });
    return { answer: { kind: 'PAYMENT_REDIRECT', paymentId: started.paymentId, action }, placed: null };
  } catch (error) {
    log(env).warn({ err: error, payment: started.paymentId }, 'payments: the gateway did not open a session');
    await updatePayment(env.db, started.paymentId, {
      status: PAYMENT_STATUS.FAILED,
      failureCode: 'PAYMENT_GATEWAY_UNAVAILABLE',
      updatedAt: new Date(),
    });
    throw paymentErrors.gatewayUnavailable();
  }
}

// --- Gateway words ------------------------------------------------------------------------------

const refOf = (payment: PaymentRow): PaymentRef => ({
  paymentId: payment.id,
  gatewayRef: payment.gatewayRef,
  amountQepik: payment.amountQepik,
});

/** What a gateway's word did, for the steps after its commit. */
type Applied =
  | { kind: 'NONE' }
  | { kind: 'SET'; payment: PaymentRow }
  | { kind: 'PLACED'; payment: PaymentRow; placed: PlacedCheckout; capture: boolean }
  | { kind: 'VOID'; payment: PaymentRow; failed: boolean };

/** A card's authorisation pays the orders it places: they are PAID, the payment names its group. */
const heldPayment = (payment: PaymentRow, to: 'AUTHORIZED' | 'CAPTURED', now: Date): CheckoutPayment => ({
  paid: true,
  open: () => Promise.resolve(payment.id),
  placed: async (tx, paymentId, groupId) => {
    await updatePayment(tx, paymentId, {
      status: to,
      groupId,
      authorizedAt: now,
      ...(to === 'CAPTURED' ? { capturedAt: now } : {}),
      updatedAt: now,
    });
    await markGroupOrdersPaid(tx, groupId);
  },
});

/**
 * Applies what a gateway says of a payment (a verified callback, or its status answer), under the
 * payment's row lock, so repeats and words out of order change it once (paymentStepFor). An
 * authorisation places the stored checkout with the orders' own placing code in the same
 * transaction; if placing refuses (a price changed, sold out meanwhile, the cart emptied, or these
 * lines placed already by another payment), the payment is FAILED and its money given back (void).
 */
export async function applyGatewayWord(
  env: PaymentsEnv,
  word: { paymentId: string; outcome: GatewayOutcome | GatewayStatusOutcome; gatewayRef: string | null; amountQepik?: number },
  now = new Date(),
): Promise<void> {
  const applied = await env.db.transaction(async (tx): Promise<Applied> => {
    const payment = await lockPayment(tx, word.paymentId);
    if (!payment) return { kind: 'NONE' };
    const gatewayRef = word.gatewayRef ?? payment.gatewayRef;
    const step = paymentStepFor(payment.status, word.outcome);
    if (step.kind === 'NONE') {
      if (gatewayRef !== payment.gatewayRef) await updatePayment(tx, payment.id, { gatewayRef });
      return { kind: 'NONE' };
    }
    if (step.kind === 'SET') {
      await updatePayment(tx, payment.id, { status: step.to, gatewayRef, updatedAt: now });
      return { kind: 'SET', payment: { ...payment, status: step.to, gatewayRef } };
    }
    if (step.kind === 'VOID_LATE') return { kind: 'VOID', payment: { ...payment, gatewayRef }, failed: false };

    const fail = async (failureCode: string): Promise<Applied> => {
      await updatePayment(tx, payment.id, {
        status: PAYMENT_STATUS.FAILED,
        failureCode,
        gatewayRef,
        authorizedAt: now,
        updatedAt: now,
      });
      return { kind: 'VOID', payment: { ...payment, status: PAYMENT_STATUS.FAILED, gatewayRef }, failed: true };
    };
    if (word.amountQepik !== undefined && word.amountQepik !== payment.amountQepik) return fail('PAYMENT_AMOUNT_MISMATCH');
    const intent = placeOrderRequestSchema.safeParse(payment.intent);
    if (!intent.success) return fail('CHECKOUT_CHANGED');
    const to = word.outcome === 'CAPTURED' ? 'CAPTURED' : 'AUTHORIZED';
    if (gatewayRef !== payment.gatewayRef) await updatePayment(tx, payment.id, { gatewayRef });
    try {
      // A savepoint: a refusal rolls back what placing wrote, and the payment's failure is kept.
      const placed = await tx.transaction((savepoint) =>
        placeInTransaction(savepoint, payment.buyerId, intent.data, heldPayment(payment, to, now), now),
      );
      if (!placed.fresh) return fail('CHECKOUT_ALREADY_PLACED');
      return { kind: 'PLACED', payment: { ...payment, status: to, gatewayRef }, placed, capture: to === 'AUTHORIZED' };
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return fail(error.code);
    }
  });
  await afterWord(env, applied);
}

/** After a word's commit: capture what was placed, give back what was held for nothing, tell the parties. */
async function afterWord(env: PaymentsEnv, applied: Applied): Promise<void> {
  if (applied.kind === 'PLACED') {
    await paymentPlacedOrders(env.orderEvents, applied.placed);
    if (applied.capture) await capturePayment(env, applied.payment);
  } else if (applied.kind === 'VOID') {
    await voidPayment(env, applied.payment);
    if (applied.failed)
      await paymentFailed(env.orderEvents, { buyerId: applied.payment.buyerId, language: applied.payment.language });
  }
}

/** Takes the authorised money; a failure leaves it AUTHORIZED for the job to try again. */
async function capturePayment(env: PaymentsEnv, payment: PaymentRow): Promise<void> {
  const provider = env.providers.get(payment.method);
  if (!provider) return;
  try {
    await provider.capture(refOf(payment), payment.amountQepik);
  } catch (error) {
    log(env).warn({ err: error, payment: payment.id }, 'payments: capture failed; the job tries again');
    return;
  }
  await env.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (locked?.status !== PAYMENT_STATUS.AUTHORIZED) return;
    const now = new Date();
    await updatePayment(tx, payment.id, { status: PAYMENT_STATUS.CAPTURED, capturedAt: now, updatedAt: now });
  });
}

/** Gives back money held for a payment with no order (FAILED, or authorised after it was given up); then VOIDED. */
async function voidPayment(env: PaymentsEnv, payment: PaymentRow): Promise<void> {
  const provider = env.providers.get(payment.method);
  if (!provider) return;
  try {
    await provider.void(refOf(payment));
  } catch (error) {
    log(env).warn({ err: error, payment: payment.id }, 'payments: void failed; the job tries again');
    return;
  }
  await env.db.transaction(async (tx) => {
    const locked = await lockPayment(tx, payment.id);
    if (!locked || locked.groupId !== null) return;
    if (
      !([PAYMENT_STATUS.FAILED, PAYMENT_STATUS.DECLINED, PAYMENT_STATUS.EXPIRED, PAYMENT_STATUS.AUTHORIZED] as string[]).includes(
        locked.status,
      )
    ) {
      return;
    }
    await updatePayment(tx, payment.id, { status: PAYMENT_STATUS.VOIDED, updatedAt: new Date() });
  });
}

/**
 * A gateway's callback at its provider's route: verified by the provider, stored once in the inbox
 * by its event id (a bad signature stored as such, and refused), then applied. A repeat of an
 * applied event does nothing; one naming no payment of ours is stored and ignored.
 */
export async function receiveCallback(
  env: PaymentsEnv,
  providerName: string,
  request: CallbackRequest,
): Promise<'APPLIED' | 'REPEAT' | 'IGNORED'> {
  const provider = env.providers.get(providerName);
  if (!provider || provider.method === PAYMENT_METHOD.CASH) throw paymentErrors.paymentNotFound();
  const now = new Date();
  let event;
  try {
    event = await provider.verifyCallback(request);
  } catch (error) {
    if (!(error instanceof PaymentCallbackRejected)) throw error;
    await storePaymentEvent(env.db, {
      provider: provider.method,
      eventId: `unverified:${createHash('sha256').update(request.rawBody).digest('hex')}`,
      signatureOk: false,
      rawBody: request.rawBody,
      receivedAt: now,
    });
    log(env).warn({ provider: provider.method }, 'payments: a callback with a bad signature was refused');
    throw paymentErrors.callbackRejected();
  }
  const payment = isUuid(event.paymentId) ? await paymentById(env.db, event.paymentId) : undefined;
  const known = payment?.method === provider.method ? payment : undefined;
  const stored = await storePaymentEvent(env.db, {
    provider: provider.method,
    eventId: event.eventId,
    paymentId: known?.id ?? null,
    signatureOk: true,
    outcome: event.outcome,
    amountQepik: event.amountQepik,
    rawBody: request.rawBody,
    receivedAt: now,
  });
  if (!stored.stored && stored.appliedAt !== null) return 'REPEAT';
  if (!known) return 'IGNORED';
  await applyGatewayWord(env, {
    paymentId: known.id,
    outcome: event.outcome,
    gatewayRef: event.gatewayRef,
    amountQepik: event.amountQepik,
  });
  await markPaymentEventApplied(env.db, provider.method, event.eventId, new Date());
  return 'APPLIED';
}

/** Asks the gateway about a waiting payment and applies the answer; a gateway that does not answer changes nothing. */
async function askGateway(env: PaymentsEnv, payment: PaymentRow, now: Date): Promise<void> {
  const provider = env.providers.get(payment.method);
  if (!provider || provider.method === PAYMENT_METHOD.CASH) return;
  try {
    const status = await provider.fetchStatus({ paymentId: payment.id, gatewayRef: payment.gatewayRef });
    await applyGatewayWord(env, { paymentId: payment.id, outcome: status.outcome, gatewayRef: status.gatewayRef }, now);
  } catch (error) {
    log(env).warn({ err: error, payment: payment.id }, 'payments: the gateway did not answer a status question');
  }
}

/**
 * GET payment status, for the return page: the buyer's own payment (anyone else: 404); while it
 * waits, the gateway is asked (the browser's return itself decides nothing).
 */
export async function paymentStatus(env: PaymentsEnv, buyerId: string, paymentId: string): Promise<PaymentStatusAnswer> {
  if (!isUuid(paymentId)) throw paymentErrors.paymentNotFound();
  let payment = await paymentById(env.db, paymentId);
  if (payment?.buyerId !== buyerId) throw paymentErrors.paymentNotFound();
  if (payment.status === PAYMENT_STATUS.WAITING) {
    await askGateway(env, payment, new Date());
    payment = (await paymentById(env.db, paymentId)) ?? payment;
  }
  const orders = payment.groupId ? await groupOrders(env.db, payment.groupId) : [];
  return {
    paymentId: payment.id,
    method: payment.method,
    status: payment.status,
    amountQepik: payment.amountQepik,
    groupId: payment.groupId,
    orders: orders.map(({ orderId, number, storeId, totalQepik }) => ({ orderId, number, storeId, totalQepik })),
    failureCode: payment.failureCode,
  };
}

// --- Jobs ---------------------------------------------------------------------------------------

const MINUTE_MS = 60_000;
const JOB_BATCH = 100;

/**
 * The job's look at waiting payments: each older than PAYMENT_RECHECK_MINUTES is asked about
 * (fetchStatus), and one still waiting after PAYMENT_WAIT_MINUTES expires. Answers how many expired.
 */
export async function recheckWaitingPayments(env: PaymentsEnv, now = new Date()): Promise<{ asked: number; expired: number }> {
  const waiting = await paymentsInStatusBefore(
    env.db,
    'WAITING',
    new Date(now.getTime() - env.settings.recheckMinutes * MINUTE_MS),
    JOB_BATCH,
  );
  const expireBefore = now.getTime() - env.settings.waitMinutes * MINUTE_MS;
  let expired = 0;
  for (const payment of waiting) {
    await askGateway(env, payment, now);
    if (payment.createdAt.getTime() >= expireBefore) continue;
    const ended = await env.db.transaction(async (tx) => {
      const locked = await lockPayment(tx, payment.id);
      if (locked?.status !== PAYMENT_STATUS.WAITING) return false;
      await updatePayment(tx, payment.id, { status: PAYMENT_STATUS.EXPIRED, updatedAt: now });
      return true;
    });
    if (ended) expired += 1;
  }
  return { asked: waiting.length, expired };
}

/**
 * The job's look at held money: an AUTHORIZED payment with its orders is captured (a capture that
 * failed is tried again), one without an order group is voided, and so is a FAILED one whose void
 * has not gone through yet.
 */
export async function settleHeldPayments(env: PaymentsEnv, now = new Date()): Promise<{ captured: number; voided: number }> {
  const authorized = await paymentsInStatusBefore(env.db, 'AUTHORIZED', new Date(now.getTime() - MINUTE_MS), JOB_BATCH);
  const failed = await failedAuthorizedPayments(env.db, JOB_BATCH);
  let captured = 0;
  let voided = 0;
  for (const payment of authorized) {
    if (payment.groupId) {
      await capturePayment(env, payment);
      captured += 1;
    } else {
      await voidPayment(env, payment);
      voided += 1;
    }
  }
  for (const payment of failed) {
    await voidPayment(env, payment);
    voided += 1;
  }
  return { captured, voided };
}

// --- An order's money ---------------------------------------------------------------------------

/** Who acts on an order's money, as the order calls name them. */
export interface MoneyCaller {
  kind: 'BUYER' | 'SELLER' | 'ADMIN' | 'SYSTEM';
  /** The account (null for the server). */
  id: string | null;
}

/** The order's money as its buyer, its store or an admin reads it (the order detail's `payment`). */
export async function orderPayment(db: Queryable, order: OrderRow, caller: MoneyCaller): Promise<OrderPayment> {
  // One after the other: `db` may be a transaction's single connection.
  const payment = order.paymentId ? await paymentById(db, order.paymentId) : undefined;
  const refunds = await refundsOfOrder(db, order.id);
  const method = payment?.method ?? PAYMENT_METHOD.CASH;
  const refundable = refundableQepik(order);
  const actions: OrderPayment['actions'] = [];
  if ((caller.kind === 'SELLER' || caller.kind === 'ADMIN') && refundable > 0) actions.push(ORDER_PAYMENT_ACTION.REFUND);
  if (caller.kind === 'SELLER' && cashIsPending(order, method)) actions.push(ORDER_PAYMENT_ACTION.MARK_CASH_COLLECTED);
  return {
    method,
    status: order.paymentStatus,
    paymentId: payment?.id ?? null,
    paymentStatus: payment?.status ?? null,
    refundedQepik: order.refundedQepik,
    refundableQepik: refundable,
    refunds: refunds.map((refund) => ({
      refundId: refund.id,
      amountQepik: refund.amountQepik,
      reason: refund.reason,
      actor: refund.actor,
      status: refund.status,
      at: refund.createdAt.toISOString(),
    })),
    actions,
  };
}

const cashIsPending = (order: OrderRow, method: PaymentMethod) =>
  method === PAYMENT_METHOD.CASH &&
  order.paymentStatus === ORDER_PAYMENT_STATUS.PENDING &&
  order.status !== ORDER_STATUS.CANCELLED;

/** The order of `orderId` if the caller may act on its money: its store or an admin (else 404, as for none). */
function orderOfCaller(order: OrderRow | undefined, caller: MoneyCaller): OrderRow {
  if (!order) throw orderErrors.orderNotFound();
  if (caller.kind === 'SELLER' && order.sellerId !== caller.id) throw orderErrors.orderNotFound();
  if (caller.kind === 'BUYER') throw orderErrors.orderNotFound();
  return order;
}

/**
 * The store marks an order's cash collected: the order is PAID, and the checkout's payment
 * CASH_COLLECTED once every order of it not cancelled is. Only the order's own store (another's:
 * 404); an order not waiting for cash is 409 CASH_NOT_PENDING.
 */
export async function markCashCollected(db: Database, sellerId: string, orderId: string): Promise<OrderPayment> {
  if (!isUuid(orderId)) throw orderErrors.orderNotFound();
  const caller: MoneyCaller = { kind: 'SELLER', id: sellerId };
  return db.transaction(async (tx) => {
    const order = orderOfCaller(await lockOrder(tx, orderId), caller);
    const payment = order.paymentId ? await lockPayment(tx, order.paymentId) : undefined;
    if (!cashIsPending(order, payment?.method ?? PAYMENT_METHOD.CASH)) throw paymentErrors.cashNotPending();
    const now = new Date();
    await updateOrderMoney(tx, order.id, { paymentStatus: ORDER_PAYMENT_STATUS.PAID, updatedAt: now });
    await insertOrderMoneyEvent(tx, {
      orderId: order.id,
      status: order.status,
      action: ORDER_EVENT_ACTION.CASH_COLLECTED,
      actor: ORDER_ACTOR.SELLER,
      actorId: sellerId,
      amountQepik: order.totalQepik,
      at: now,
    });
    if (payment && (await pendingCashOrderCount(tx, order.groupId)) === 0) {
      await updatePayment(tx, payment.id, { status: PAYMENT_STATUS.CASH_COLLECTED, updatedAt: now });
    }
    return orderPayment(tx, { ...order, paymentStatus: ORDER_PAYMENT_STATUS.PAID }, caller);
  });
}

/** An admin's refund in the audit log, in the transaction that records the refund. */
async function auditRefund(tx: Queryable, refund: RefundRow, order: OrderRow): Promise<void> {
  if (refund.actor !== REFUND_ACTOR.ADMIN || refund.actorId === null) return;
  await recordAdminAction(tx, {
    adminId: refund.actorId,
    action: ADMIN_ACTION.ORDER_REFUNDED,
    target: { kind: 'order', id: order.id },
    details: {
      number: order.number,
      storeId: order.sellerId,
      amountQepik: refund.amountQepik,
      reason: refund.reason,
      refundId: refund.id,
    },
  });
}

/**
 * The money went back: the ledger, the admins' audit and the order's timeline (who, how much, why)
 * hear of it in the transaction that records it.
 */
async function refundGivenBack(tx: Queryable, order: OrderRow, refund: RefundRow, now: Date): Promise<void> {
  await recordRefund(tx, { orderId: order.id, refundId: refund.id, amountQepik: refund.amountQepik, at: now });
  await auditRefund(tx, refund, order);
  await insertOrderMoneyEvent(tx, {
    orderId: order.id,
    status: order.status,
    action: ORDER_EVENT_ACTION.REFUNDED,
    actor: refund.actor,
    actorId: refund.actorId,
    note: refund.reason,
    amountQepik: refund.amountQepik,
    at: now,
  });
}

export interface RefundInput {
  orderId: string;
  amountQepik: number;
  /** Trimmed, not empty. */
  reason: string;
  actor: { kind: RefundActor; id: string | null };
}

interface ReservedRefund {
  order: OrderRow;
  refund: RefundRow;
  /** A card's payment, whose gateway is still to give it back; undefined for cash (given back already). */
  payment: PaymentRow | undefined;
}

/**
 * The first step of a refund: in one transaction under the order's row lock, the amount is checked
 * (never more than paid minus refunded) and reserved on the order, and the refund written — a
 * card's PENDING (its gateway is asked next), cash DONE (the store hands it back, so the ledger and
 * the timeline hear of it here). A server that stops after this leaves a PENDING refund the minute
 * job finishes (retryPendingRefunds).
 */
export async function reserveRefund(db: Database, input: RefundInput, now = new Date()): Promise<ReservedRefund> {
  if (!isUuid(input.orderId)) throw orderErrors.orderNotFound();
  const caller: MoneyCaller = { kind: input.actor.kind, id: input.actor.id };
  return db.transaction(async (tx) => {
    const order = orderOfCaller(await lockOrder(tx, input.orderId), caller);
    const refundable = refundableQepik(order);
    if (order.paymentStatus === ORDER_PAYMENT_STATUS.PENDING) throw paymentErrors.nothingPaid();
    if (input.amountQepik > refundable) throw paymentErrors.refundTooLarge(refundable);
    const payment = order.paymentId ? await paymentById(tx, order.paymentId) : undefined;
    const card = payment !== undefined && isCardMethod(payment.method);
    const refundedQepik = order.refundedQepik + input.amountQepik;
    await updateOrderMoney(tx, order.id, {
      refundedQepik,
      paymentStatus: orderPaymentStatusAfterRefund(order.totalQepik, refundedQepik),
      updatedAt: now,
    });
    const refund = await insertRefund(tx, {
      orderId: order.id,
      paymentId: payment?.id ?? null,
      amountQepik: input.amountQepik,
      reason: input.reason,
      actor: input.actor.kind,
      actorId: input.actor.id,
      status: card ? REFUND_STATUS.PENDING : REFUND_STATUS.DONE,
      createdAt: now,
      updatedAt: now,
    });
    if (!card) await refundGivenBack(tx, order, refund, now);
    return { order, payment: card ? payment : undefined, refund };
  });
}

/** Gives a reservation back to the order (a refund not made): what may be refunded grows by it again. */
async function undoReservation(tx: Queryable, order: OrderRow, refund: RefundRow, now: Date): Promise<void> {
  const refundedQepik = order.refundedQepik - refund.amountQepik;
  await updateOrderMoney(tx, order.id, {
    refundedQepik,
    paymentStatus: orderPaymentStatusAfterRefund(order.totalQepik, refundedQepik),
    updatedAt: now,
  });
}

type SendOutcome = 'DONE' | 'FAILED' | 'PENDING' | 'GONE';

/**
 * Sends a PENDING refund to its gateway under the refund's id (the key a gateway that takes one
 * keeps, so a refund asked again is never given twice), outside any transaction, then records the
 * answer under the order's and the refund's row locks: DONE with the gateway's id, or — refused on
 * its first call, or after REFUND_GATEWAY_TRIES — FAILED, the reservation undone. The job's retry
 * of a gateway that keeps no key is not sent at all (it could give the money twice): it is FAILED
 * for the admins to check at the gateway.
 */
async function sendRefund(env: PaymentsEnv, refundId: string, from: 'FIRST_CALL' | 'JOB', now: Date): Promise<SendOutcome> {
  const claimed = await env.db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (refund?.status !== REFUND_STATUS.PENDING || !refund.paymentId) return undefined;
    const payment = await paymentById(tx, refund.paymentId);
    if (!payment) return undefined;
    const attempts = refund.attempts + 1;
    await updateRefund(tx, refund.id, { attempts, updatedAt: now });
    return { refund: { ...refund, attempts }, payment };
  });
  if (!claimed) return 'GONE';
  const { refund, payment } = claimed;
  const provider = env.providers.get(payment.method);
  const resendable = provider?.idempotentRefunds === true;
  let gatewayRefundRef: string | null = null;
  if (provider && (from === 'FIRST_CALL' || resendable)) {
    try {
      ({ gatewayRefundRef } = await provider.refund(refOf(payment), refund.amountQepik, refund.reason, refund.id));
    } catch (error) {
      log(env).warn(
        { err: error, order: refund.orderId, refund: refund.id, attempts: refund.attempts },
        'payments: the gateway did not give a refund back',
      );
    }
  }
  const giveUp = from === 'FIRST_CALL' || !resendable || refund.attempts >= REFUND_GATEWAY_TRIES;
  return env.db.transaction(async (tx): Promise<SendOutcome> => {
    const order = await lockOrder(tx, refund.orderId);
    const locked = await lockRefund(tx, refund.id);
    if (!order || locked?.status !== REFUND_STATUS.PENDING) return 'GONE';
    if (gatewayRefundRef !== null) {
      await updateRefund(tx, refund.id, { status: REFUND_STATUS.DONE, gatewayRefundRef, updatedAt: now });
      await refundGivenBack(tx, order, locked, now);
      return 'DONE';
    }
    if (!giveUp) return 'PENDING';
    await undoReservation(tx, order, locked, now);
    if (from === 'FIRST_CALL') {
      // The caller hears the refusal (502) at once: nothing was recorded.
      await deleteRefund(tx, refund.id);
    } else {
      await updateRefund(tx, refund.id, { status: REFUND_STATUS.FAILED, updatedAt: now });
      log(env).error(
        { order: order.id, refund: refund.id, attempts: refund.attempts, method: payment.method },
        resendable
          ? 'payments: a refund was given up after its tries; the order may be refunded again'
          : 'payments: a refund left half done cannot be sent again safely; check it at the gateway',
      );
    }
    return 'FAILED';
  });
}

/** The buyer hears of a refund given back, with its amount, in their language (after its commit). */
async function tellRefunded(env: PaymentsEnv, orderId: string, refund: RefundRow): Promise<OrderRow | undefined> {
  const order = await orderById(env.db, orderId);
  if (!order) return undefined;
  await orderRefunded(env.orderEvents, {
    buyerId: order.buyerId,
    language: await accountLanguage(env.db, order.buyerId),
    orderId: order.id,
    number: order.number,
    whole: order.refundedQepik >= order.totalQepik,
    amountQepik: refund.amountQepik,
    reason: refund.reason,
  });
  return order;
}

/**
 * Gives back `amountQepik` of one store order: its seller (their own orders only: another's is
 * 404), an admin, or the server (a paid order cancelled). Never more than paid minus refunded
 * (409 REFUND_TOO_LARGE, with what may be refunded); two at once wait for each other on the order's
 * row. The refund is reserved on the order first (reserveRefund), then a card's gateway is asked
 * (outside the transaction: the test gateway is this very server); if it refuses, the reservation
 * is undone (502 REFUND_GATEWAY_FAILED). Cash is recorded (the seller hands it back). The ledger and
 * the order's timeline hear of it in the refund's transaction, and the buyer is told.
 */
export async function refundOrder(db: Database, input: RefundInput): Promise<RefundOrderAnswer> {
  const env = paymentsEnvOf(db);
  const caller: MoneyCaller = { kind: input.actor.kind, id: input.actor.id };
  const now = new Date();
  const reserved = await reserveRefund(db, input, now);
  let status: RefundStatus = reserved.refund.status;
  if (reserved.payment) {
    const outcome = await sendRefund(env, reserved.refund.id, 'FIRST_CALL', now);
    if (outcome === 'FAILED') throw paymentErrors.refundGatewayFailed();
    if (outcome === 'DONE') status = REFUND_STATUS.DONE;
  }
  const order =
    (status === REFUND_STATUS.DONE
      ? await tellRefunded(env, input.orderId, reserved.refund)
      : await orderById(db, input.orderId)) ?? reserved.order;
  return {
    refund: {
      refundId: reserved.refund.id,
      amountQepik: reserved.refund.amountQepik,
      reason: reserved.refund.reason,
      actor: reserved.refund.actor,
      status,
      at: reserved.refund.createdAt.toISOString(),
    },
    payment: await orderPayment(db, order, caller),
  };
}

/**
 * The minute job's look at refunds a stopped server left PENDING (reserved on the order, the
 * gateway perhaps never asked): each untouched for a minute is sent again under its own id — a
 * gateway that keeps the id answers the refund it already made rather than making a second — and
 * is DONE (the buyer told), or FAILED with its reservation undone after REFUND_GATEWAY_TRIES.
 */
export async function retryPendingRefunds(
  env: PaymentsEnv,
  now = new Date(),
): Promise<{ done: number; failed: number; pending: number }> {
  const stale = await pendingRefundsBefore(env.db, new Date(now.getTime() - MINUTE_MS), JOB_BATCH);
  const counts = { done: 0, failed: 0, pending: 0 };
  for (const refund of stale) {
    const outcome = await sendRefund(env, refund.id, 'JOB', now);
    if (outcome === 'DONE') {
      counts.done += 1;
      await tellRefunded(env, refund.orderId, refund);
    } else if (outcome === 'FAILED') counts.failed += 1;
    else if (outcome === 'PENDING') counts.pending += 1;
  }
  return counts;
}

/**
 * After an order was cancelled: what was paid and not yet refunded goes back (by the server, with
 * the cancellation's reason). Nothing for cash not collected. Never throws: the cancellation is
 * committed; a refund the gateway refused is logged for the admins to repeat.
 */
export async function refundCancelledOrder(db: Database, orderId: string, reason: string): Promise<void> {
  // A refund racing this one (the store's, an admin's) may take part of the rest first: read it again then.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const order = await orderById(db, orderId);
    if (order?.status !== ORDER_STATUS.CANCELLED) return;
    const rest = refundableQepik(order);
    if (rest <= 0) return;
    try {
      await refundOrder(db, {
        orderId,
        amountQepik: rest,
        reason: reason === '' ? 'Order cancelled' : reason,
        actor: { kind: REFUND_ACTOR.SYSTEM, id: null },
      });
      return;
    } catch (error) {
      if (error instanceof HttpError && error.code === PAYMENT_ERROR_CODES.REFUND_TOO_LARGE) continue;
      envs.get(db)?.orderEvents.log.warn({ err: error, order: orderId }, 'payments: a cancelled order was not refunded');
      return;
    }
  }
}
