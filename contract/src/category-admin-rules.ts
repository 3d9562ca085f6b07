import type { CategoryLink } from './catalogue-rules.ts';

// The admin's Categories Management (spec §2, §4 "Products are moved between categories locally, then
// committed on Confirm Changes", §3 "Category change record"). Zod-free: the admin page imports these
// without a schema module.

/** setModifiedCategories commits at most this many product moves at once. */
export const CATEGORY_MOVES_MAX = 1000;
/** A category title's longest form, per language. */
export const CATEGORY_TITLE_MAX = 120;

/** Each category's own count plus its whole subtree's (a subcategory's products count for every ancestor). */
export function subtreeTotals(categories: readonly CategoryLink[], ownCounts: ReadonlyMap<number, number>): Map<number, number> {
  const totals = new Map<number, number>();
  const known = new Set(categories.map((category) => category.id));
  for (const category of categories) totals.set(category.id, ownCounts.get(category.id) ?? 0);
  const parentOf = new Map(categories.map((category) => [category.id, category.upperCategoryId]));
  for (const category of categories) {
    const own = ownCounts.get(category.id) ?? 0;
    if (own === 0) continue;
    // Walk up the ancestors; `seen` stops at a (corrupt) cycle instead of looping.
    const seen = new Set([category.id]);
    let upper = parentOf.get(category.id) ?? null;
    while (upper !== null && known.has(upper) && !seen.has(upper)) {
      seen.add(upper);
      totals.set(upper, (totals.get(upper) ?? 0) + own);
      upper = parentOf.get(upper) ?? null;
    }
  }
  return totals;
}

/** Whether `id` is `ancestor` itself or lies anywhere below it: such a category cannot become its parent. */
export function isInSubtree(categories: readonly CategoryLink[], ancestor: number, id: number): boolean {
  const parentOf = new Map(categories.map((category) => [category.id, category.upperCategoryId]));
  const seen = new Set<number>();
  let current: number | null = id;
  while (current !== null && !seen.has(current)) {
    if (current === ancestor) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

/** A product moved on the page, not yet committed (spec §3 "Category change record" plus what the list shows). */
export interface PendingMove {
  productId: string;
  productName: string;
  /** The category the product is in on the server. */
  oldCategory: number;
  newCategory: number;
}

/**
 * Adds moves to the pending list. A product already pending keeps its first origin and takes the new
 * target; a product moved back where it is on the server leaves the list; a move to where it is changes nothing.
 */
export function withMoves(pending: readonly PendingMove[], moves: readonly PendingMove[]): PendingMove[] {
  const byProduct = new Map(pending.map((move) => [move.productId, move]));
  for (const move of moves) {
    const origin = byProduct.get(move.productId)?.oldCategory ?? move.oldCategory;
    if (origin === move.newCategory) byProduct.delete(move.productId);
    else byProduct.set(move.productId, { ...move, oldCategory: origin });
  }
  return [...byProduct.values()];
}

/** setModifiedCategories' `modifiedProducts`: product id → { oldCategory, newCategory }. */
export function modifiedProductsOf(
  pending: readonly PendingMove[],
): Record<string, { oldCategory: number; newCategory: number }> {
  return Object.fromEntries(
    pending.map((move) => [move.productId, { oldCategory: move.oldCategory, newCategory: move.newCategory }]),
  );
}
