import type { ItemStatus } from './catalogue-rules.ts';

// The admin's Products Management (issue 16): constants and pure rules without schemas.

/** A deleted product stays restorable this long; the purge then removes it for good. */
export const DELETED_ITEM_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Products on one page of the admin's list (four rows of the widest grid). */
export const ADMIN_PRODUCTS_PAGE_SIZE = 24;
/** Products hidden, shown, deleted or restored together in one call. */
export const ADMIN_PRODUCTS_BULK_MAX = 100;

/** The admin list's status filter: the spec's statuses, plus the deleted (restorable) products. */
export const ADMIN_PRODUCT_STATUSES = ['ACTIVE', 'HIDDEN', 'DELETED'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];

export const isAdminProductStatus = (value: unknown): value is AdminProductStatus =>
  typeof value === 'string' && (ADMIN_PRODUCT_STATUSES as readonly string[]).includes(value);

/** What the admin's card shows as the product's state: deleted outranks the status it keeps for a restore. */
export function adminProductStatusOf(item: { status: ItemStatus; deletedDate: string | null }): AdminProductStatus {
  return item.deletedDate === null ? item.status : 'DELETED';
}

/** When a product deleted at `deletedDate` is purged (null for a product that is not deleted). */
export function purgeDateOf(deletedDate: string | null): Date | null {
  if (deletedDate === null) return null;
  const deleted = Date.parse(deletedDate);
  return Number.isNaN(deleted) ? null : new Date(deleted + DELETED_ITEM_RETENTION_DAYS * DAY_MS);
}

/** Deleted before this moment: purged by the sweep at `now`. */
export const purgeCutoff = (now: Date): Date => new Date(now.getTime() - DELETED_ITEM_RETENTION_DAYS * DAY_MS);
