import type { ItemStatus } from '@marketplace/contract';

/** The list's status filter: every product, only active or hidden ones, or the archived ones (a view of their own). */
export type SellerStatusFilter = 'ALL' | ItemStatus | 'ARCHIVED';
export const SELLER_STATUS_FILTERS: readonly SellerStatusFilter[] = ['ALL', 'ACTIVE', 'HIDDEN', 'ARCHIVED'];
