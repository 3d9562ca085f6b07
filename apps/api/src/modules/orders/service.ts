import {
  ACCOUNT_TYPE,
  ORDER_ACTION,
  ORDER_ACTOR,
  ORDER_AUTO_COMPLETE_DAYS,
  ORDER_DUE_SOON_DAYS,
  ORDER_OPEN_STATUSES,
  ORDER_PAGE_SIZE,
  ORDER_STATUS,
  ORDER_STATUSES,
  bakuDate,
  bakuDayEnd,
  bakuDayStart,
  isOrderLate,
  orderActionsFor,
  orderNumberFromSearch,
  orderTransition,
  type AccountType,
  type OrderAction,
  type OrderEventAction,
  type OrderActor,
  type OrderDetail,
  type OrderEvent,
  type OrderList,
  type OrderStatus,
  type OrderSummary,
  type StoreOrderCounts,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import type { Queryable } from '../auth/accounts.ts';
import { recordCompletedSales } from '../ledger/service.ts';
import { DEFAULT_LEDGER_SETTINGS, type LedgerSettings } from '../ledger/settings.ts';
import { orderPayment } from '../payments/service.ts';
import { couponCodesOfOrders } from '../coupons/service.ts';
import { giveBackCombinationStock } from '../variations/service.ts';
import { orderErrors } from './errors.ts';
import {
  addSold,
  insertOrderEvents,
  lockDeliveredBefore,
  lockOrders,
  orderEventRows,
  orderFilters,
  orderLineRows,
  orderPage,
  orderWithGroup,
  returnReservedStock,
  sellerPlacedCount,
  sellerShipByCount,
  sellerStatusCounts,
  updateOrder,
  type OrderRow,
  type OrderSort,
  type SummaryRow,
} from './store.ts';

/** Who a signed-in account is to an order's status table. */
export function orderActorOf(accountType: AccountType): OrderActor {
  if (accountType === ACCOUNT_TYPE.ADMIN) return ORDER_ACTOR.ADMIN;
  return accountType === ACCOUNT_TYPE.MERCHANT ? ORDER_ACTOR.SELLER : ORDER_ACTOR.BUYER;
}

/** The signed-in account behind an order call. */
export interface OrderCaller {
  accountId: string;
  accountType: AccountType;
}

/** One move an order made, for what follows its commit (notices, caches). */
export interface OrderChange {
  orderId: string;
  from: OrderStatus;
  to: OrderStatus;
  action: OrderAction;
  actor: OrderActor;
  /** The reason given ('' for none). */
  reason: string;
  /** Items whose stock or `sold` changed with it. */
  itemsChanged: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date (YYYY-MM-DD) plus `days` calendar days. */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Its buyer, its store, or an admin: anyone else is told there is no such order. */
function maySee(caller: OrderCaller, parties: { buyerId: string; sellerId: string }): boolean {
  switch (orderActorOf(caller.accountType)) {
    case ORDER_ACTOR.ADMIN:
      return true;
    case ORDER_ACTOR.SELLER:
      return parties.sellerId === caller.accountId;
    default:
      return parties.buyerId === caller.accountId;
  }
}

function summaryOf(row: SummaryRow, today: string): OrderSummary {
  return {
    orderId: row.orderId,
    number: row.number,
    groupId: row.groupId,
    status: row.status,
    storeId: row.storeId,
    storeName: row.storeName ?? '',
    buyerName: row.buyerName,
    itemCount: row.itemCount,
    coverImage: row.coverImage,
    totalQepik: row.totalQepik,
    placedAt: row.placedAt.toISOString(),
    shipBy: row.shipBy,
    late: isOrderLate(row, today),
  };
}

async function listOf(
  db: Database,
  where: Parameters<typeof orderPage>[1],
  sort: OrderSort,
  page: number,
  now: Date,
): Promise<OrderList> {
  const today = bakuDate(now);
  const { rows, total } = await orderPage(db, where, sort, { limit: ORDER_PAGE_SIZE, offset: (page - 1) * ORDER_PAGE_SIZE });
  return { orders: rows.map((row) => summaryOf(row, today)), total, page, pageSize: ORDER_PAGE_SIZE };
}

/** The buyer's orders, newest first, 12 a page. */
export function buyerOrders(db: Database, buyerId: string, page: number, now = new Date()): Promise<OrderList> {
  return listOf(db, orderFilters.buyer(buyerId), 'newest', page, now);
}

export interface StoreOrdersInput {
  status?: OrderStatus | undefined;
  /** Trimmed: an order number (its digits), or a part of the buyer's contact name; '' for all. */
  q: string;
  sort: 'shipBy' | 'newest';
  page: number;
}

/** The seller's own orders: a status tab, a search by number or buyer name, by ship-by date (or newest first), 12 a page. */
export function storeOrders(db: Database, sellerId: string, input: StoreOrdersInput, now = new Date()): Promise<OrderList> {
  const number = input.q === '' ? null : orderNumberFromSearch(input.q);
  const search =
    input.q === '' ? undefined : number !== null ? orderFilters.number(number) : orderFilters.contactNameContains(input.q);
  const where = [orderFilters.seller(sellerId), input.status ? orderFilters.status(input.status) : undefined, search];
  return listOf(db, andAll(where), input.sort, input.page, now);
}

/** The seller's orders waiting for them (PLACED): the panel's live Orders count. */
export async function newOrderCount(db: Database, sellerId: string): Promise<number> {
  return sellerPlacedCount(db, sellerId);
}

/** The Orders tabs' counts and the dashboard's figures of the seller's store. */
export async function storeOrderCounts(db: Database, sellerId: string, now = new Date()): Promise<StoreOrderCounts> {
  const today = bakuDate(now);
  const [perStatus, dueSoon, late] = await Promise.all([
    sellerStatusCounts(db, sellerId),
    sellerShipByCount(db, sellerId, ORDER_OPEN_STATUSES, {
      from: today,
      to: addDays(today, ORDER_DUE_SOON_DAYS),
      before: null,
    }),
    sellerShipByCount(db, sellerId, ORDER_OPEN_STATUSES, { from: null, to: null, before: today }),
  ]);
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  for (const row of perStatus) byStatus[row.status] = row.n;
  return { byStatus, newOrders: byStatus.PLACED, dueSoon, late };
}

export interface AdminOrdersInput {
  storeId?: string | undefined;
  status?: OrderStatus | undefined;
  /** Baku dates of placing, both ends included. */
  from?: string | undefined;
  to?: string | undefined;
  /** An order number (its digits); '' for all. */
  q: string;
  /** Only orders past their ship-by date and not shipped, the most overdue first. */
  overdue: boolean;
  page: number;
}

/** Every store's orders for the admins: newest first, or the overdue ones by ship-by date. */
export function adminOrders(db: Database, input: AdminOrdersInput, now = new Date()): Promise<OrderList> {
  const number = input.q === '' ? null : orderNumberFromSearch(input.q);
  const nothing = (input.storeId !== undefined && !isUuid(input.storeId)) || (input.q !== '' && number === null);
  const where = nothing
    ? [orderFilters.none()]
    : [
        input.storeId ? orderFilters.seller(input.storeId) : undefined,
        input.status ? orderFilters.status(input.status) : undefined,
        input.from ? orderFilters.placedFrom(bakuDayStart(input.from)) : undefined,
        input.to ? orderFilters.placedBefore(bakuDayEnd(input.to)) : undefined,
        number !== null ? orderFilters.number(number) : undefined,
        ...(input.overdue ? [orderFilters.open(), orderFilters.shipByBefore(bakuDate(now))] : []),
      ];
  return listOf(db, andAll(where), input.overdue ? 'overdue' : 'newest', input.page, now);
}

type Condition = Parameters<typeof orderPage>[1];

function andAll(conditions: Condition[]): Condition {
  const present = conditions.filter((condition): condition is NonNullable<Condition> => condition !== undefined);
  return present.length === 0 ? undefined : orderFilters.all(present);
}

const fullName = (person: { name: string | null; lastname: string | null }) =>
  `${person.name ?? ''} ${person.lastname ?? ''}`.trim();

/** One order as its buyer, its store or an admin sees it; 404 for anyone else, as for an unknown id. */
export async function orderDetail(db: Queryable, caller: OrderCaller, orderId: string, now = new Date()): Promise<OrderDetail> {
  if (!isUuid(orderId)) throw orderErrors.orderNotFound();
  const found = await orderWithGroup(db, orderId);
  if (!found || !maySee(caller, found.order)) throw orderErrors.orderNotFound();
  const { order } = found;
  const [lines, events] = await Promise.all([orderLineRows(db, orderId), orderEventRows(db, orderId)]);
  const today = bakuDate(now);
  const timeline: OrderEvent[] = events.map(({ event, ...who }) => ({
    status: event.status,
    action: (event.action as OrderEventAction | null) ?? null,
    actor: event.actor,
    actorName:
      event.actor === ORDER_ACTOR.SYSTEM
        ? ''
        : event.actor === ORDER_ACTOR.SELLER
          ? who.companyName || fullName(who)
          : event.actor === ORDER_ACTOR.BUYER
            ? fullName(who) || order.contactName
            : fullName(who),
    note: event.note,
    ...(event.amountQepik === null ? {} : { amountQepik: event.amountQepik }),
    at: event.at.toISOString(),
  }));
  const shipped = order.carrier !== '' || order.trackingNumber !== '' || order.trackingUrl !== '';
  return {
    orderId: order.id,
    number: order.number,
    groupId: order.groupId,
    status: order.status,
    storeId: order.sellerId,
    storeName: found.storeName ?? '',
    buyerName: order.contactName,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    coverImage: lines[0]?.coverImage ?? '',
    totalQepik: order.totalQepik,
    placedAt: order.placedAt.toISOString(),
    shipBy: order.shipBy,
    late: isOrderLate(order, today),
    storeProfileImage: found.storeProfileImage ?? '',
    contact: { name: order.contactName, phone: found.contactPhone },
    delivery: {
      method: order.deliveryMethod,
      address: order.deliveryMethod === 'DELIVERY' ? (found.address ?? null) : null,
      zoneKind: order.zoneKind,
      pickupAddress: order.pickupAddress,
      estimatedArrival: order.estimatedArrival,
    },
    lines: lines.map((line) => ({
      itemId: line.itemId,
      title: line.title,
      coverImage: line.coverImage,
      attributes: line.attributes,
      pocketTypeName: line.pocketTypeName,
      pocketFeeQepik: line.pocketFeeQepik,
      personalization: line.personalization,
      quantity: line.quantity,
      unitPriceQepik: line.unitPriceQepik,
      lineTotalQepik: line.lineTotalQepik,
    })),
    subtotalQepik: order.subtotalQepik,
    deliveryFeeQepik: order.deliveryFeeQepik,
    ...(await orderCouponOf(db, order)),
    note: found.note,
    giftMessage: found.giftMessage,
    shipment: shipped ? { carrier: order.carrier, trackingNumber: order.trackingNumber, trackingUrl: order.trackingUrl } : null,
    cancelReason: order.cancelReason,
    events: timeline,
    actions: orderActionsFor(order.status, orderActorOf(caller.accountType)),
    chatId: order.chatId,
    offerId: order.offerId,
    payment: await orderPayment(db, order, { kind: orderActorOf(caller.accountType), id: caller.accountId }),
  };
}

/** The coupon an order used: what it took off and its code (nothing for an order without one). */
async function orderCouponOf(db: Queryable, order: { id: string; discountQepik: number }) {
  if (order.discountQepik === 0) return {};
  const code = (await couponCodesOfOrders(db, [order.id])).get(order.id);
  return { discountQepik: order.discountQepik, ...(code ? { couponCode: code } : {}) };
}

interface Move {
  action: OrderAction;
  actor: OrderActor;
  /** Null for the server. */
  actorId: string | null;
  to: OrderStatus;
  reason: string;
  shipment: { carrier: string; trackingNumber: string; trackingUrl: string };
}

const NO_SHIPMENT = { carrier: '', trackingNumber: '', trackingUrl: '' };

/** The order (locked) takes the move: its row, its event, and on a cancellation its stock given back. */
async function applyMove(tx: Queryable, order: OrderRow, move: Move, now: Date): Promise<OrderChange> {
  const shipping = move.action === ORDER_ACTION.SHIP;
  await updateOrder(tx, order.id, {
    status: move.to,
    updatedAt: now,
    ...(move.to === ORDER_STATUS.CANCELLED ? { cancelReason: move.reason } : {}),
    ...(shipping ? move.shipment : {}),
    ...(move.to === ORDER_STATUS.DELIVERED ? { deliveredAt: now } : {}),
  });
  // The tracking address is the order's shipment link (the timeline links it); the note names what a person reads.
  const shipmentNote = [move.shipment.carrier, move.shipment.trackingNumber].filter((part) => part !== '').join(' · ');
  await insertOrderEvents(tx, [
    {
      orderId: order.id,
      status: move.to,
      action: move.action,
      actor: move.actor,
      actorId: move.actorId,
      note: move.reason !== '' ? move.reason : shipping ? shipmentNote : '',
      at: now,
    },
  ]);
  const restocked = move.to === ORDER_STATUS.CANCELLED ? await returnReservedStock(tx, order.id) : [];
  // The combinations of items with variations get theirs back too (their items' figures follow).
  if (move.to === ORDER_STATUS.CANCELLED) await giveBackCombinationStock(tx, order.id);
  return {
    orderId: order.id,
    from: order.status,
    to: move.to,
    action: move.action,
    actor: move.actor,
    reason: move.reason,
    itemsChanged: restocked.length > 0,
  };
}

export interface ChangeOrderStatusInput {
  orderId: string;
  action: OrderAction;
  /** Trimmed; '' for none. */
  reason: string;
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
}

/** Runs in the move's transaction once it is allowed: the admin's audit entry. */
export type AuditMove = (tx: Queryable, order: OrderRow, change: OrderChange) => Promise<void>;

/**
 * One move of the status table by the caller (its buyer, its store or an admin), on the order's row
 * locked FOR UPDATE, so of two moves at once the second sees the first's status. An order the
 * caller may not see is 404; a move the table has not for this status and actor, 409
 * ORDER_TRANSITION_NOT_ALLOWED; a move that needs a reason without one, 400 ORDER_REASON_REQUIRED.
 */
export async function changeOrderStatus(
  db: Database,
  caller: OrderCaller,
  input: ChangeOrderStatusInput,
  options: { now?: Date; audit?: AuditMove } = {},
): Promise<OrderChange> {
  if (!isUuid(input.orderId)) throw orderErrors.orderNotFound();
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await lockOrders(tx, [input.orderId]);
    if (!order || !maySee(caller, order)) throw orderErrors.orderNotFound();
    const actor = orderActorOf(caller.accountType);
    const allowed = orderTransition(order.status, input.action, actor);
    if (!allowed) throw orderErrors.transitionNotAllowed(order.status, input.action);
    if (allowed.reasonRequired && input.reason === '') throw orderErrors.reasonRequired();
    const change = await applyMove(
      tx,
      order,
      {
        action: input.action,
        actor,
        actorId: caller.accountId,
        to: allowed.to,
        reason: input.reason,
        shipment: { carrier: input.carrier, trackingNumber: input.trackingNumber, trackingUrl: input.trackingUrl },
      },
      now,
    );
    if (actor === ORDER_ACTOR.ADMIN) await options.audit?.(tx, order, change);
    return change;
  });
}

/**
 * The seller accepts or marks shipped several of their orders at once: all of them or none. An id
 * that is not one of the seller's orders is 404 ORDER_NOT_FOUND, an order the move is not allowed
 * for 409 ORDER_TRANSITION_NOT_ALLOWED naming it; either way nothing changes.
 */
export async function changeOrdersStatus(
  db: Database,
  sellerId: string,
  input: { orderIds: readonly string[]; action: typeof ORDER_ACTION.ACCEPT | typeof ORDER_ACTION.SHIP },
  now = new Date(),
): Promise<OrderChange[]> {
  const ids = [...new Set(input.orderIds)];
  if (!ids.every(isUuid)) throw orderErrors.orderNotFound();
  return db.transaction(async (tx) => {
    const locked = await lockOrders(tx, ids);
    if (locked.length !== ids.length || locked.some((order) => order.sellerId !== sellerId)) throw orderErrors.orderNotFound();
    const changes: OrderChange[] = [];
    for (const order of locked) {
      const allowed = orderTransition(order.status, input.action, ORDER_ACTOR.SELLER);
      if (!allowed) throw orderErrors.transitionNotAllowed(order.status, input.action, order.id);
      changes.push(
        await applyMove(
          tx,
          order,
          {
            action: input.action,
            actor: ORDER_ACTOR.SELLER,
            actorId: sellerId,
            to: allowed.to,
            reason: '',
            shipment: NO_SHIPMENT,
          },
          now,
        ),
      );
    }
    return changes;
  });
}

/** Orders completed per transaction of the completion job. */
const COMPLETION_BATCH = 100;

/**
 * The completion job's work: every order DELIVERED more than ORDER_AUTO_COMPLETE_DAYS before `now`
 * becomes COMPLETED (by the server), its items' `sold` grows by its lines' quantities and its sale
 * is written to the store's ledger (recordCompletedSales), in batches of one transaction each.
 * Answers the changes, for their notices.
 */
export async function completeDeliveredOrders(
  db: Database,
  now = new Date(),
  ledger: LedgerSettings = DEFAULT_LEDGER_SETTINGS,
): Promise<OrderChange[]> {
  const deliveredBefore = new Date(now.getTime() - ORDER_AUTO_COMPLETE_DAYS * DAY_MS);
  const changes: OrderChange[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await lockDeliveredBefore(tx, deliveredBefore, COMPLETION_BATCH);
      const done: OrderChange[] = [];
      for (const order of due) {
        const allowed = orderTransition(order.status, ORDER_ACTION.COMPLETE, ORDER_ACTOR.SYSTEM);
        if (!allowed) continue;
        const change = await applyMove(
          tx,
          order,
          {
            action: ORDER_ACTION.COMPLETE,
            actor: ORDER_ACTOR.SYSTEM,
            actorId: null,
            to: allowed.to,
            reason: '',
            shipment: NO_SHIPMENT,
          },
          now,
        );
        done.push({ ...change, itemsChanged: true });
      }
      await addSold(
        tx,
        done.map((change) => change.orderId),
      );
      await recordCompletedSales(
        tx,
        done.map((change) => change.orderId),
        now,
        ledger,
      );
      return { done, full: due.length === COMPLETION_BATCH };
    });
    changes.push(...batch.done);
    if (!batch.full) return changes;
  }
}
