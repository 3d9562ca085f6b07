import type { ORDER_ACTION, OrderStatus } from '@marketplace/contract';

/** What a seller may do to several orders at once (changeOrdersStatus). */
export type OrderBulkAction = typeof ORDER_ACTION.ACCEPT | typeof ORDER_ACTION.SHIP;

/** The seller list's tab: one status, or every order. */
export type SellerOrderTab = OrderStatus | 'ALL';
