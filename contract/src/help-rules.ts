import { ORDER_STATUS, type OrderStatus } from './order-rules.ts';

/**
 * Help with an order: a buyer's request about one order of theirs, opened in the store's
 * conversation with them. The seller marks it resolved; if they have not after
 * HELP_ESCALATE_AFTER_HOURS, the buyer may escalate it to the admins, who refund or close it.
 * Zod-free: the pages and the server share these rules.
 */

export const HELP_REASON = {
  NOT_RECEIVED: 'NOT_RECEIVED',
  NOT_AS_DESCRIBED: 'NOT_AS_DESCRIBED',
  DAMAGED: 'DAMAGED',
  WANT_TO_CANCEL: 'WANT_TO_CANCEL',
} as const;
export type HelpReason = (typeof HELP_REASON)[keyof typeof HELP_REASON];
export const HELP_REASONS: readonly HelpReason[] = Object.values(HELP_REASON);

export const HELP_STATUS = {
  /** Waiting for the seller. */
  OPEN: 'OPEN',
  /** The seller marked it resolved. */
  RESOLVED: 'RESOLVED',
  /** The buyer asked the admins to step in. */
  ESCALATED: 'ESCALATED',
  /** An admin decided (a refund, or a note). */
  CLOSED: 'CLOSED',
} as const;
export type HelpStatus = (typeof HELP_STATUS)[keyof typeof HELP_STATUS];
export const HELP_STATUSES: readonly HelpStatus[] = Object.values(HELP_STATUS);

/** What an admin decided on an escalated request. */
export const HELP_OUTCOME = { REFUNDED: 'REFUNDED', CLOSED: 'CLOSED' } as const;
export type HelpOutcome = (typeof HELP_OUTCOME)[keyof typeof HELP_OUTCOME];

export const HELP_ACTION = { RESOLVE: 'RESOLVE', ESCALATE: 'ESCALATE', CLOSE: 'CLOSE', REFUND: 'REFUND' } as const;
export type HelpAction = (typeof HELP_ACTION)[keyof typeof HELP_ACTION];

/** The seller has this long to resolve a request before the buyer may escalate it. */
export const HELP_ESCALATE_AFTER_HOURS = 48;
export const HELP_TEXT_MIN = 10;
export const HELP_TEXT_MAX = 1000;
export const HELP_NOTE_MAX = 1000;
/** The admins' list of escalated requests: a page. */
export const HELP_ADMIN_PAGE_SIZE = 20;

/**
 * Which reasons fit an order in `status`: cancelling before it is shipped (a placed order the buyer
 * cancels themselves, so no help is needed there), "not received" once it is on its way or marked
 * delivered, "not as described" and "damaged" once it arrived. A cancelled order takes none.
 */
const REASONS_BY_STATUS: Record<OrderStatus, readonly HelpReason[]> = {
  [ORDER_STATUS.PLACED]: [],
  [ORDER_STATUS.ACCEPTED]: [HELP_REASON.WANT_TO_CANCEL],
  [ORDER_STATUS.IN_PRODUCTION]: [HELP_REASON.WANT_TO_CANCEL],
  [ORDER_STATUS.SHIPPED]: [HELP_REASON.NOT_RECEIVED],
  [ORDER_STATUS.DELIVERED]: [HELP_REASON.NOT_RECEIVED, HELP_REASON.NOT_AS_DESCRIBED, HELP_REASON.DAMAGED],
  [ORDER_STATUS.COMPLETED]: [HELP_REASON.NOT_AS_DESCRIBED, HELP_REASON.DAMAGED],
  [ORDER_STATUS.CANCELLED]: [],
};

export function helpReasonsFor(status: OrderStatus): readonly HelpReason[] {
  return REASONS_BY_STATUS[status];
}

export function helpReasonFits(reason: HelpReason, status: OrderStatus): boolean {
  return REASONS_BY_STATUS[status].includes(reason);
}

const HOUR_MS = 60 * 60 * 1000;

/** When the buyer may escalate a request opened at `openedAt`. */
export function helpEscalatableAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + HELP_ESCALATE_AFTER_HOURS * HOUR_MS);
}

/** The buyer may escalate an OPEN request once HELP_ESCALATE_AFTER_HOURS have passed since it was opened. */
export function mayEscalate(request: { status: HelpStatus; openedAt: Date }, now: Date): boolean {
  return request.status === HELP_STATUS.OPEN && now.getTime() >= helpEscalatableAt(request.openedAt).getTime();
}

/** A request in progress: a second one on its order is refused. */
export function isHelpActive(status: HelpStatus): boolean {
  return status === HELP_STATUS.OPEN || status === HELP_STATUS.ESCALATED;
}

export type HelpViewer = 'buyer' | 'seller' | 'admin';

/**
 * What `viewer` may do with a request now: the seller resolves an open one; the buyer escalates an
 * open one after HELP_ESCALATE_AFTER_HOURS; an admin closes (or refunds) an escalated one.
 */
export function helpActionsFor(request: { status: HelpStatus; openedAt: Date }, viewer: HelpViewer, now: Date): HelpAction[] {
  if (viewer === 'seller' && request.status === HELP_STATUS.OPEN) return [HELP_ACTION.RESOLVE];
  if (viewer === 'buyer' && mayEscalate(request, now)) return [HELP_ACTION.ESCALATE];
  if (viewer === 'admin' && request.status === HELP_STATUS.ESCALATED) return [HELP_ACTION.CLOSE, HELP_ACTION.REFUND];
  return [];
}

export const HELP_ERROR_CODES = {
  /** No such request, or not the caller's (the same answer for both). */
  HELP_REQUEST_NOT_FOUND: 'HELP_REQUEST_NOT_FOUND',
  /** The order already has a request open or escalated. */
  HELP_REQUEST_ALREADY_OPEN: 'HELP_REQUEST_ALREADY_OPEN',
  /** The reason does not fit the order's status (helpReasonsFor). */
  HELP_REASON_NOT_FITTING: 'HELP_REASON_NOT_FITTING',
  /** Escalating before HELP_ESCALATE_AFTER_HOURS (`details.escalatableAt`). */
  HELP_ESCALATE_TOO_EARLY: 'HELP_ESCALATE_TOO_EARLY',
  /** The request is no longer in a status that takes this step (`details.status`). */
  HELP_REQUEST_NOT_OPEN: 'HELP_REQUEST_NOT_OPEN',
  /** A refund is not possible now (no payments yet, or more than was paid). */
  HELP_REFUND_NOT_AVAILABLE: 'HELP_REFUND_NOT_AVAILABLE',
} as const;
export type HelpErrorCode = (typeof HELP_ERROR_CODES)[keyof typeof HELP_ERROR_CODES];
