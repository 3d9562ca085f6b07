import {
  ADMIN_ACTION,
  companySlug,
  subtreeTotals,
  type AddCategoryRequest,
  type AdminCategory,
  type CategoryTitles,
  type UpdateCategoryRequest,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import { recordAdminAction } from '../audit/service.ts';
import type { Queryable } from '../auth/accounts.ts';
import { catalogueErrors } from '../items/errors.ts';
import { categoryErrors } from './errors.ts';
import { categoriesChanged } from './events.ts';
import { assertLeafCategory } from './service.ts';
import {
  adminCategoryRows,
  deleteCategoryRow,
  holderOf,
  insertCategory,
  isInSubtree,
  itemExists,
  lastPosition,
  lockCategories,
  lockedContentsOf,
  moveItem,
  parentOf,
  setCategory,
  urlPathsStartingWith,
  type Transaction,
} from './store.ts';

/**
 * Categories Management (admin): every category with its product total, and its edits — add, rename,
 * re-parent, delete — and the moves of products between categories. Each edit runs in one
 * transaction that first takes the categories table's SHARE ROW EXCLUSIVE lock: category edits wait
 * for each other (so two re-parents cannot build a cycle together), while reads and product writes
 * go on. Each edit is recorded in the audit log by the same transaction (`adminId`: who made it).
 */

/** Every category, siblings by position, each with the products of its whole subtree (kept counters, migration 0016). */
export async function adminCategories(db: Database): Promise<AdminCategory[]> {
  const found = await adminCategoryRows(db);
  const links = found.map((row) => ({ id: row.id, upperCategoryId: row.upperCategoryId }));
  const totals = subtreeTotals(links, new Map(found.map((row) => [row.id, row.items ?? 0])));
  return found.map((row) => ({
    id: row.id,
    titles: row.titles,
    urlPath: row.urlPath,
    upperCategoryId: row.upperCategoryId,
    position: row.position,
    productCount: totals.get(row.id) ?? 0,
  }));
}

/** A parent must exist and hold no products (products sit in leaf categories only). */
async function assertParentUsable(tx: Transaction, parentId: number): Promise<string> {
  const parent = await holderOf(tx, parentId);
  if (!parent) throw categoryErrors.unknownParent();
  if (parent.used) throw categoryErrors.parentHoldsItems();
  return parent.urlPath;
}

/** The parent's address plus the Azerbaijani title's slug, with -2, -3… when another category has it. */
async function freeUrlPath(tx: Transaction, parentPath: string | null, titles: CategoryTitles): Promise<string> {
  const slug = companySlug(titles.az) || 'category';
  const base = parentPath === null ? slug : `${parentPath}/${slug}`;
  const taken = await urlPathsStartingWith(tx, base);
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

/** Adds a category at the end of its siblings; its address comes from its Azerbaijani title. */
export async function addCategory(db: Database, input: AddCategoryRequest, adminId: string): Promise<number> {
  const parentId = input.upperCategoryId ?? null;
  const id = await db.transaction(async (tx) => {
    await lockCategories(tx);
    const parentPath = parentId === null ? null : await assertParentUsable(tx, parentId);
    const urlPath = await freeUrlPath(tx, parentPath, input.titles);
    const position = (await lastPosition(tx, parentId)) + 1;
    const id = await insertCategory(tx, { titles: input.titles, urlPath, upperCategoryId: parentId, position });
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.CATEGORY_CREATED,
      target: { kind: 'category', id },
      details: { titles: input.titles, upperCategoryId: parentId },
    });
    return id;
  });
  await categoriesChanged(db);
  return id;
}

/**
 * Renames and/or re-parents a category. A new parent must not be the category itself or one of its
 * subcategories (409 CATEGORY_CYCLE) and must hold no products; a re-parented category goes to the end
 * of its new siblings. Its address stays, so shared links keep working.
 */
export async function updateCategory(db: Database, input: UpdateCategoryRequest, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategories(tx);
    const current = await parentOf(tx, input.id);
    if (!current) throw categoryErrors.notFound();
    const details: Record<string, unknown> = {};
    if (input.titles) {
      await setCategory(tx, input.id, { titles: input.titles });
      details.titles = input.titles;
    }
    const parentId = input.upperCategoryId;
    const record = () =>
      recordAdminAction(tx, {
        adminId,
        action: ADMIN_ACTION.CATEGORY_UPDATED,
        target: { kind: 'category', id: input.id },
        details,
      });
    if (parentId === undefined || parentId === current.upperCategoryId) return record();
    if (parentId !== null) {
      if (await isInSubtree(tx, input.id, parentId)) throw categoryErrors.cycle();
      await assertParentUsable(tx, parentId);
    }
    const position = (await lastPosition(tx, parentId)) + 1;
    await setCategory(tx, input.id, { upperCategoryId: parentId, position });
    details.upperCategoryId = { from: current.upperCategoryId, to: parentId };
    await record();
  });
  await categoriesChanged(db);
}

/**
 * Deletes a category without subcategories and products (409 CATEGORY_NOT_EMPTY otherwise; products
 * deleted by an admin but still restorable count too). Sellers' permissions for it go with it.
 */
export async function deleteCategory(db: Database, id: number, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategories(tx);
    const found = await lockedContentsOf(tx, id);
    if (!found) throw categoryErrors.notFound();
    if (found.children || found.products) throw categoryErrors.notEmpty();
    await deleteCategoryRow(tx, id);
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.CATEGORY_DELETED,
      target: { kind: 'category', id },
      details: { titles: found.titles },
    });
  });
  await categoriesChanged(db);
}

export interface CategoryMove {
  oldCategory?: number | null;
  newCategory: number;
}

/**
 * setModifiedCategories, the confirm of Categories Management's pending moves: all moves or none;
 * each target a leaf, each product still where the admin saw it (409 CATEGORY_CHANGED otherwise).
 * No category lock: a move writes products, not categories. `alsoInTransaction` records the moves.
 */
export async function moveItemsToCategories(
  db: Database,
  moves: Record<string, CategoryMove>,
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<number> {
  const entries = Object.entries(moves);
  if (entries.some(([productId]) => !isUuid(productId))) throw catalogueErrors.itemNotFound();
  await db.transaction(async (tx) => {
    for (const target of new Set(entries.map(([, move]) => move.newCategory))) await assertLeafCategory(tx, target);
    for (const [productId, move] of entries) {
      if (await moveItem(tx, productId, move.oldCategory, move.newCategory)) continue;
      throw (await itemExists(tx, productId)) ? catalogueErrors.categoryChanged(productId) : catalogueErrors.itemNotFound();
    }
    await alsoInTransaction?.(tx);
  });
  if (entries.length > 0) await categoriesChanged(db);
  return entries.length;
}
