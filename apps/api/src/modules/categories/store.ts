import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { categories, items } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

/**
 * The categories' queries. Raw SQL rows alias their columns to the schema's names, so their types
 * are the schema's (`CategoryRecord`) plus what the query computes.
 */
export type CategoryRecord = typeof categories.$inferSelect;
type NewCategoryRecord = typeof categories.$inferInsert;
type Placed = Pick<CategoryRecord, 'id' | 'titles' | 'urlPath' | 'upperCategoryId' | 'position'>;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
const inTx = (tx: Transaction | Queryable) => tx as unknown as Database;

const PLACED = sql.raw(`c.id, c.titles, c.url_path AS "urlPath", c.upper_category_id AS "upperCategoryId", c.position`);
const SIBLING_ORDER = sql.raw('ORDER BY c.upper_category_id NULLS FIRST, c.position, c.id');

/** Every category, parents before their children, siblings by position, each with whether it is a leaf. */
export function categoryRows(db: Database): Promise<Array<Placed & { leaf: boolean }>> {
  return rows(
    db,
    sql`SELECT ${PLACED}, NOT EXISTS (SELECT 1 FROM categories child WHERE child.upper_category_id = c.id) AS leaf
        FROM categories c ${SIBLING_ORDER}`,
  );
}

/** Listed products per category, where there are any (kept by triggers on items, migration 0008: ~one row per category). */
export function listedCounts(db: Database): Promise<Array<{ categoryId: number; listed: number | string }>> {
  return rows(db, sql`SELECT category_id AS "categoryId", listed FROM category_item_counts WHERE listed > 0`);
}

/** Every category in sibling order with the products it holds itself (kept counters, migration 0016). */
export function adminCategoryRows(db: Database): Promise<Array<Placed & { items: number | null }>> {
  return rows(
    db,
    sql`SELECT ${PLACED}, n.items FROM categories c LEFT JOIN category_item_counts n ON n.category_id = c.id ${SIBLING_ORDER}`,
  );
}

/** Category edits wait for each other; reads and product writes go on. */
export async function lockCategories(tx: Transaction): Promise<void> {
  await tx.execute(sql`LOCK TABLE categories IN SHARE ROW EXCLUSIVE MODE`);
}

/** The category's address and whether it holds products; undefined for no such category. */
export async function holderOf(tx: Transaction, id: number): Promise<{ urlPath: string; used: boolean } | undefined> {
  const [found] = await rows<{ urlPath: string; used: boolean }>(
    inTx(tx),
    sql`SELECT c.url_path AS "urlPath", EXISTS (SELECT 1 FROM items WHERE category_id = c.id) AS used FROM categories c WHERE c.id = ${id}`,
  );
  return found;
}

/** The addresses that start with `base`. */
export async function urlPathsStartingWith(tx: Transaction, base: string): Promise<Set<string>> {
  const found = await rows<Pick<CategoryRecord, 'urlPath'>>(
    inTx(tx),
    sql`SELECT url_path AS "urlPath" FROM categories WHERE url_path LIKE ${`${base}%`}`,
  );
  return new Set(found.map((row) => row.urlPath));
}

/** The highest position among the children of `parentId` (the top level for null); 0 when it has none. */
export async function lastPosition(tx: Transaction, parentId: number | null): Promise<number> {
  const parent = parentId === null ? sql`upper_category_id IS NULL` : sql`upper_category_id = ${parentId}`;
  const [row] = await rows<{ last: number }>(
    inTx(tx),
    sql`SELECT coalesce(max(position), 0) AS last FROM categories WHERE ${parent}`,
  );
  return row?.last ?? 0;
}

export async function insertCategory(tx: Transaction, values: NewCategoryRecord): Promise<number> {
  const [created] = await tx.insert(categories).values(values).returning({ id: categories.id });
  return created!.id;
}

/** Inserts the category unless another has its address; undefined then. */
export async function insertCategoryUnlessPathTaken(tx: Transaction, values: NewCategoryRecord): Promise<number | undefined> {
  const [created] = await tx
    .insert(categories)
    .values(values)
    .onConflictDoNothing({ target: categories.urlPath })
    .returning({ id: categories.id });
  return created?.id;
}

/** The category's parent; undefined for no such category. */
export async function parentOf(tx: Transaction, id: number): Promise<Pick<CategoryRecord, 'upperCategoryId'> | undefined> {
  const [current] = await rows<Pick<CategoryRecord, 'upperCategoryId'>>(
    inTx(tx),
    sql`SELECT upper_category_id AS "upperCategoryId" FROM categories WHERE id = ${id}`,
  );
  return current;
}

export async function setCategory(
  tx: Transaction,
  id: number,
  values: Partial<Pick<CategoryRecord, 'titles' | 'upperCategoryId' | 'position'>>,
): Promise<void> {
  await tx.update(categories).set(values).where(eq(categories.id, id));
}

/** Whether `candidate` is the category `id` itself or one of its subcategories. */
export async function isInSubtree(tx: Transaction, id: number, candidate: number): Promise<boolean> {
  const [inside] = await rows<{ found: boolean }>(
    inTx(tx),
    sql`WITH RECURSIVE below(id) AS (
          SELECT ${id}::int
          UNION SELECT c.id FROM categories c JOIN below ON c.upper_category_id = below.id
        ) SELECT EXISTS (SELECT 1 FROM below WHERE id = ${candidate}) AS found`,
  );
  return inside?.found === true;
}

/** The category's titles and whether it has subcategories or products, its row locked; undefined for no such category. */
export async function lockedContentsOf(
  tx: Transaction,
  id: number,
): Promise<(Pick<CategoryRecord, 'titles'> & { children: boolean; products: boolean }) | undefined> {
  const [found] = await rows<Pick<CategoryRecord, 'titles'> & { children: boolean; products: boolean }>(
    inTx(tx),
    sql`SELECT c.titles, EXISTS (SELECT 1 FROM categories child WHERE child.upper_category_id = c.id) AS children,
          EXISTS (SELECT 1 FROM items WHERE category_id = c.id) AS products
        FROM categories c WHERE c.id = ${id} FOR UPDATE`,
  );
  return found;
}

export async function deleteCategoryRow(tx: Transaction, id: number): Promise<void> {
  await tx.delete(categories).where(eq(categories.id, id));
}

/** Whether the category is a leaf; undefined for no such category. */
export async function leafOf(db: Queryable, categoryId: number): Promise<{ leaf: boolean } | undefined> {
  const [category] = await rows<{ leaf: boolean }>(
    inTx(db),
    sql`SELECT NOT EXISTS (SELECT 1 FROM categories child WHERE child.upper_category_id = c.id) AS leaf
        FROM categories c WHERE c.id = ${categoryId}`,
  );
  return category;
}

/** Puts the product in `newCategory` if it is in `oldCategory` (anywhere when null); false when it is not. */
export async function moveItem(
  tx: Transaction,
  productId: string,
  oldCategory: number | null | undefined,
  newCategory: number,
): Promise<boolean> {
  const sameOrigin = oldCategory == null ? sql`true` : eq(items.categoryId, oldCategory);
  const moved = await tx
    .update(items)
    .set({ categoryId: newCategory, updatedAt: new Date() })
    .where(and(eq(items.id, productId), sameOrigin))
    .returning({ id: items.id });
  return moved.length > 0;
}

export async function itemExists(tx: Transaction, productId: string): Promise<boolean> {
  const [exists] = await tx.select({ id: items.id }).from(items).where(eq(items.id, productId)).limit(1);
  return exists !== undefined;
}
