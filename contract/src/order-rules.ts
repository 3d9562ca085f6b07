// Orders (ours: the spec has no orders). Zod-free: statuses, who may move an order where, the
// ship-by date in Baku working days, and the error codes. Money is whole qəpik throughout.

export const ORDER_STATUS = {
  PLACED: 'PLACED',
  ACCEPTED: 'ACCEPTED',
  IN_PRODUCTION: 'IN_PRODUCTION',
  SHIPPED: 'SHIPPED',
  DELIVERED: 'DELIVERED',
  COMPLETED: 'COMPLETED',
  CANCELLED: 'CANCELLED',
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** In the order a handmade order moves through them; CANCELLED last. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

export const ORDER_ACTION = {
  ACCEPT: 'ACCEPT',
  /** The seller turns a placed order down (a reason is required). */
  DECLINE: 'DECLINE',
  START_PRODUCTION: 'START_PRODUCTION',
  /** Handed to a carrier (optional carrier and tracking), or ready for pickup. */
  SHIP: 'SHIP',
  MARK_DELIVERED: 'MARK_DELIVERED',
  /** The buyer says it arrived. */
  CONFIRM_DELIVERED: 'CONFIRM_DELIVERED',
  /** ORDER_AUTO_COMPLETE_DAYS after delivery, by the server's job. */
  COMPLETE: 'COMPLETE',
  CANCEL: 'CANCEL',
} as const;
export type OrderAction = (typeof ORDER_ACTION)[keyof typeof ORDER_ACTION];

/**
 * What an order's timeline event records: a move of its status (ORDER_ACTION), or a move of its
 * money that leaves the status as it is — a refund given back (REFUNDED) or the cash collected by
 * the store (CASH_COLLECTED); both carry their amount.
 */
export const ORDER_EVENT_ACTION = { ...ORDER_ACTION, REFUNDED: 'REFUNDED', CASH_COLLECTED: 'CASH_COLLECTED' } as const;
export type OrderEventAction = (typeof ORDER_EVENT_ACTION)[keyof typeof ORDER_EVENT_ACTION];

export const ORDER_ACTOR = { BUYER: 'BUYER', SELLER: 'SELLER', ADMIN: 'ADMIN', SYSTEM: 'SYSTEM' } as const;
export type OrderActor = (typeof ORDER_ACTOR)[keyof typeof ORDER_ACTOR];

interface Transition {
  action: OrderAction;
  actor: OrderActor;
  from: readonly OrderStatus[];
  to: OrderStatus;
  reasonRequired: boolean;
}

const S = ORDER_STATUS;
const A = ORDER_ACTION;
const WHO = ORDER_ACTOR;

/** Every move an order can make; anything else is refused with ORDER_TRANSITION_NOT_ALLOWED (409). */
export const ORDER_TRANSITIONS: readonly Transition[] = [
  { action: A.ACCEPT, actor: WHO.SELLER, from: [S.PLACED], to: S.ACCEPTED, reasonRequired: false },
  { action: A.DECLINE, actor: WHO.SELLER, from: [S.PLACED], to: S.CANCELLED, reasonRequired: true },
  { action: A.START_PRODUCTION, actor: WHO.SELLER, from: [S.ACCEPTED], to: S.IN_PRODUCTION, reasonRequired: false },
  { action: A.SHIP, actor: WHO.SELLER, from: [S.ACCEPTED, S.IN_PRODUCTION], to: S.SHIPPED, reasonRequired: false },
  { action: A.MARK_DELIVERED, actor: WHO.SELLER, from: [S.SHIPPED], to: S.DELIVERED, reasonRequired: false },
  { action: A.CONFIRM_DELIVERED, actor: WHO.BUYER, from: [S.SHIPPED], to: S.DELIVERED, reasonRequired: false },
  { action: A.CANCEL, actor: WHO.BUYER, from: [S.PLACED], to: S.CANCELLED, reasonRequired: false },
  { action: A.CANCEL, actor: WHO.SELLER, from: [S.ACCEPTED, S.IN_PRODUCTION], to: S.CANCELLED, reasonRequired: true },
  {
    action: A.CANCEL,
    actor: WHO.ADMIN,
    from: [S.PLACED, S.ACCEPTED, S.IN_PRODUCTION, S.SHIPPED],
    to: S.CANCELLED,
    reasonRequired: true,
  },
  { action: A.COMPLETE, actor: WHO.SYSTEM, from: [S.DELIVERED], to: S.COMPLETED, reasonRequired: false },
];

/** Where `action` by `actor` takes an order in `status`, or null when the table has no such move. */
export function orderTransition(
  status: OrderStatus,
  action: OrderAction,
  actor: OrderActor,
): { to: OrderStatus; reasonRequired: boolean } | null {
  const found = ORDER_TRANSITIONS.find((t) => t.action === action && t.actor === actor && t.from.includes(status));
  return found ? { to: found.to, reasonRequired: found.reasonRequired } : null;
}

/** The actions `actor` may take on an order in `status`, in the table's order (the screens' buttons). */
export function orderActionsFor(status: OrderStatus, actor: OrderActor): OrderAction[] {
  return ORDER_TRANSITIONS.filter((t) => t.actor === actor && t.from.includes(status)).map((t) => t.action);
}

/** A seller still has work to do before it leaves: counted late once its ship-by date has passed. */
export const ORDER_OPEN_STATUSES: readonly OrderStatus[] = [S.PLACED, S.ACCEPTED, S.IN_PRODUCTION];
export const isOrderTerminal = (status: OrderStatus): boolean => status === S.COMPLETED || status === S.CANCELLED;

/** An order DELIVERED this many days ago is COMPLETED by the server. */
export const ORDER_AUTO_COMPLETE_DAYS = 7;
/** Orders per page in every order list (the seller's is the spec's product page size too). */
export const ORDER_PAGE_SIZE = 12;
/** The dashboard's "due to ship": ship-by date within this many days from today. */
export const ORDER_DUE_SOON_DAYS = 2;
/** Several orders at once (accept, mark shipped): at most this many. */
export const ORDER_BULK_MAX = 50;
export const ORDER_REASON_MAX = 500;
export const ORDER_NOTE_MAX = 500;
export const ORDER_GIFT_MESSAGE_MAX = 300;
export const ORDER_CONTACT_NAME_MAX = 100;
export const ORDER_STREET_MAX = 200;
export const ORDER_ADDRESS_NOTES_MAX = 300;
export const ORDER_CARRIER_MAX = 60;
export const ORDER_TRACKING_NUMBER_MAX = 60;
/** Order numbers are shown as `№ 100001` and searched by their digits. */
export const ORDER_NUMBER_FIRST = 100_001;

export function formatOrderNumber(number: number): string {
  return `№ ${number}`;
}

/** The digits of a search text that could be an order number ("№ 100 023", "#100023" → 100023), or null. */
export function orderNumberFromSearch(text: string): number | null {
  const digits = text.replace(/[\s№#]/g, '');
  if (!/^[0-9]{1,12}$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}

export const ORDER_ERROR_CODES = {
  /** Nothing in the cart to check out. */
  CART_EMPTY: 'CART_EMPTY',
  /**
   * A price, a fee, a quantity in stock or an item's availability changed since the buyer's view
   * (`seen`): nothing is placed; the answer's `details.quote` is the checkout as it is now, with each
   * changed line marked, for the "the price changed" step.
   */
  CHECKOUT_CHANGED: 'CHECKOUT_CHANGED',
  /** Another order took the last units: `fields` names the item's line (`lines.<lineId>`). */
  OUT_OF_STOCK: 'ORDER_OUT_OF_STOCK',
  /** `stores` does not name exactly the cart's stores. */
  STORES_MISMATCH: 'ORDER_STORES_MISMATCH',
  /** The store does not deliver to the chosen city or has no such zone. */
  DELIVERY_NOT_AVAILABLE: 'DELIVERY_NOT_AVAILABLE',
  PICKUP_NOT_OFFERED: 'PICKUP_NOT_OFFERED',
  /** Delivery chosen for a store but no address given. */
  ADDRESS_REQUIRED: 'ADDRESS_REQUIRED',
  /** Unknown, or not the caller's to see: the same answer for both. */
  ORDER_NOT_FOUND: 'ORDER_NOT_FOUND',
  ORDER_TRANSITION_NOT_ALLOWED: 'ORDER_TRANSITION_NOT_ALLOWED',
  ORDER_REASON_REQUIRED: 'ORDER_REASON_REQUIRED',
  OFFER_NOT_FOUND: 'OFFER_NOT_FOUND',
  /** Accepted, replaced, withdrawn or expired: `details.status` says which. */
  OFFER_NOT_OPEN: 'OFFER_NOT_OPEN',
  /** Offers go only into a custom-order conversation. */
  OFFER_CHAT_NOT_CUSTOM_ORDER: 'OFFER_CHAT_NOT_CUSTOM_ORDER',
} as const;
export type OrderErrorCode = (typeof ORDER_ERROR_CODES)[keyof typeof ORDER_ERROR_CODES];

// ---------------------------------------------------------------------------------------------
// Dates: Baku time (UTC+4 all year, no daylight saving since 2016), working days Monday to Friday
// except the non-working public holidays of the Labour Code (art. 105).

const BAKU_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Fixed-date non-working holidays, as MM-DD. */
const FIXED_HOLIDAYS = new Set([
  '01-01',
  '01-02', // New Year
  '03-08', // Women's Day
  '03-20',
  '03-21',
  '03-22',
  '03-23',
  '03-24', // Novruz
  '05-09', // Victory over Fascism
  '05-28', // Independence Day
  '06-15', // National Salvation Day
  '06-26', // Armed Forces Day
  '11-08', // Victory Day
  '11-09', // Flag Day
  '12-31', // Solidarity of World Azerbaijanis
]);

/**
 * Ramazan and Qurban bayramı move with the lunar calendar; the Cabinet announces them, with the
 * working days carried over, each year. Add the coming year's dates when they are announced.
 */
const MOVING_HOLIDAYS = new Set([
  '2026-03-20',
  '2026-03-21', // Ramazan bayramı
  '2026-05-27',
  '2026-05-28', // Qurban bayramı
  '2027-03-10',
  '2027-03-11',
  '2027-05-17',
  '2027-05-18',
]);

/** The Baku calendar date of an instant, as YYYY-MM-DD. */
export function bakuDate(instant: Date): string {
  return new Date(instant.getTime() + BAKU_OFFSET_MS).toISOString().slice(0, 10);
}

export function isBakuWorkingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !FIXED_HOLIDAYS.has(date.slice(5)) && !MOVING_HOLIDAYS.has(date);
}

/** `date` (YYYY-MM-DD) plus `days` working days; with 0, the date itself or the next working day. */
export function addBakuWorkingDays(date: string, days: number): string {
  let current = date;
  const next = (value: string) => new Date(new Date(`${value}T00:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);
  if (days <= 0) {
    while (!isBakuWorkingDay(current)) current = next(current);
    return current;
  }
  let left = days;
  while (left > 0) {
    current = next(current);
    if (isBakuWorkingDay(current)) left -= 1;
  }
  return current;
}

/**
 * The date an order must leave by: its processing days (the longest of its items' and the store's)
 * counted in Baku working days from the day it was placed; a ready-to-ship order (0 days) leaves by
 * the next working day.
 */
export function shipByDate(placedAt: Date, processingDays: number): string {
  return addBakuWorkingDays(bakuDate(placedAt), Math.max(1, processingDays));
}

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative when `date` has passed. */
export function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** Late: still to leave the workshop and its ship-by date is before today (Baku). */
export function isOrderLate(order: { status: OrderStatus; shipBy: string }, today: string): boolean {
  return ORDER_OPEN_STATUSES.includes(order.status) && order.shipBy < today;
}
