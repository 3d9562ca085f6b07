import type { ItemStatus } from '@marketplace/contract';

/** The list's status filter: every product, or only active or hidden ones. */
export type SellerStatusFilter = 'ALL' | ItemStatus;
export const SELLER_STATUS_FILTERS: readonly SellerStatusFilter[] = ['ALL', 'ACTIVE', 'HIDDEN'];
