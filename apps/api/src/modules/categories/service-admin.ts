import { eq, sql } from 'drizzle-orm';
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
import { rows } from '../../db/rows.ts';
import { categories } from '../../db/schema.ts';
import { recordAdminAction } from '../audit/service.ts';
import { catalogueChanged } from '../items/catalogue-caches.ts';
import { categoryErrors } from './errors.ts';

/**
 * Categories Management (admin): every category with its product total, and its edits — add, rename,
 * re-parent, delete. Each edit runs in one transaction that first takes the categories table's
 * SHARE ROW EXCLUSIVE lock: category edits wait for each other (so two re-parents cannot build a
 * cycle together), while reads and product writes go on. Each edit is recorded in the audit log by
 * the same transaction (`adminId`: who made it).
 */

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const inTx = (tx: Transaction) => tx as unknown as Database;

/** Every category, siblings by position, each with the products of its whole subtree (kept counters, migration 0016). */
export async function adminCategories(db: Database): Promise<AdminCategory[]> {
  const found = await rows<{
    id: number;
    titles: CategoryTitles;
    url_path: string;
    upper_category_id: number | null;
    position: number;
    items: number | null;
  }>(
    db,
    sql`SELECT c.id, c.titles, c.url_path, c.upper_category_id, c.position, n.items
        FROM categories c LEFT JOIN category_item_counts n ON n.category_id = c.id
        ORDER BY c.upper_category_id NULLS FIRST, c.position, c.id`,
  );
  const links = found.map((row) => ({ id: row.id, upperCategoryId: row.upper_category_id }));
  const totals = subtreeTotals(links, new Map(found.map((row) => [row.id, row.items ?? 0])));
  return found.map((row) => ({
    id: row.id,
    titles: row.titles,
    urlPath: row.url_path,
    upperCategoryId: row.upper_category_id,
    position: row.position,
    productCount: totals.get(row.id) ?? 0,
  }));
}

async function lockCategories(tx: Transaction): Promise<void> {
  await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
}

/** A parent must exist and hold no products (products sit in leaf categories only). */
async function assertParentUsable(tx: Transaction, parentId: number): Promise<string> {
  const [parent] = await rows<{ url_path: string; used: boolean }>(
    inTx(tx),
    sql`SELECT c.url_path, EXISTS (SELECT 1 FROM items WHERE category_id = c.id) AS used FROM categories c WHERE c.id = ${parentId}`,
  );
  if (!parent) throw categoryErrors.unknownParent();
  if (parent.used) throw categoryErrors.parentHoldsItems();
  return parent.url_path;
}

/** The parent's address plus the Azerbaijani title's slug, with -2, -3… when another category has it. */
async function freeUrlPath(tx: Transaction, parentPath: string | null, titles: CategoryTitles): Promise<string> {
  const slug = companySlug(titles.az) || 'category';
  const base = parentPath === null ? slug : `${parentPath}/${slug}`;
  const taken = new Set(
    (await rows<{ url_path: string }>(inTx(tx), sql`SELECT url_path FROM categories WHERE url_path LIKE ${`${base}%`}`)).map(
      (row) => row.url_path,
    ),
  );
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}-${n}`;
  return candidate;
}

async function lastPosition(tx: Transaction, parentId: number | null): Promise<number> {
  const parent = parentId === null ? sql`upper_category_id IS NULL` : sql`upper_category_id = ${parentId}`;
  const [row] = await rows<{ last: number }>(inTx(tx), sql`SELECT coalesce(max(position), 0) AS last FROM categories WHERE ${parent}`);
  return row?.last ?? 0;
}

/** Adds a category at the end of its siblings; its address comes from its Azerbaijani title. */
export async function addCategory(db: Database, input: AddCategoryRequest, adminId: string): Promise<number> {
  const parentId = input.upperCategoryId ?? null;
  const id = await db.transaction(async (tx) => {
    await lockCategories(tx);
    const parentPath = parentId === null ? null : await assertParentUsable(tx, parentId);
    const urlPath = await freeUrlPath(tx, parentPath, input.titles);
    const position = (await lastPosition(tx, parentId)) + 1;
    const [created] = await tx
      .insert(categories)
      .values({ titles: input.titles, urlPath, upperCategoryId: parentId, position })
      .returning({ id: categories.id });
    const id = created!.id;
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.CATEGORY_CREATED,
      target: { kind: 'category', id },
      details: { titles: input.titles, upperCategoryId: parentId },
    });
    return id;
  });
  await catalogueChanged(db);
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
    const [current] = await rows<{ upper_category_id: number | null }>(
      inTx(tx),
      sql`SELECT upper_category_id FROM categories WHERE id = ${input.id}`,
    );
    if (!current) throw categoryErrors.notFound();
    const details: Record<string, unknown> = {};
    if (input.titles) {
      await tx.update(categories).set({ titles: input.titles }).where(eq(categories.id, input.id));
      details.titles = input.titles;
    }
    const parentId = input.upperCategoryId;
    const record = () => recordAdminAction(tx, { adminId, action: ADMIN_ACTION.CATEGORY_UPDATED, target: { kind: 'category', id: input.id }, details });
    if (parentId === undefined || parentId === current.upper_category_id) return record();
    if (parentId !== null) {
      const [inside] = await rows<{ found: boolean }>(
        inTx(tx),
        sql`WITH RECURSIVE below(id) AS (
              SELECT ${input.id}::int
              UNION SELECT c.id FROM categories c JOIN below ON c.upper_category_id = below.id
            ) SELECT EXISTS (SELECT 1 FROM below WHERE id = ${parentId}) AS found`,
      );
      if (inside?.found) throw categoryErrors.cycle();
      await assertParentUsable(tx, parentId);
    }
    const position = (await lastPosition(tx, parentId)) + 1;
    await tx.update(categories).set({ upperCategoryId: parentId, position }).where(eq(categories.id, input.id));
    details.upperCategoryId = { from: current.upper_category_id, to: parentId };
    await record();
  });
  await catalogueChanged(db);
}

/**
 * Deletes a category without subcategories and products (409 CATEGORY_NOT_EMPTY otherwise; products
 * deleted by an admin but still restorable count too). Partner permissions for it go with it.
 */
export async function deleteCategory(db: Database, id: number, adminId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCategories(tx);
    const [found] = await rows<{ titles: CategoryTitles; children: boolean; products: boolean }>(
      inTx(tx),
      sql`SELECT c.titles, EXISTS (SELECT 1 FROM categories child WHERE child.upper_category_id = c.id) AS children,
            EXISTS (SELECT 1 FROM items WHERE category_id = c.id) AS products
          FROM categories c WHERE c.id = ${id} FOR UPDATE`,
    );
    if (!found) throw categoryErrors.notFound();
    if (found.children || found.products) throw categoryErrors.notEmpty();
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAdminAction(tx, { adminId, action: ADMIN_ACTION.CATEGORY_DELETED, target: { kind: 'category', id }, details: { titles: found.titles } });
  });
  await catalogueChanged(db);
}
