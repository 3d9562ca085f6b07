import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { CatalogueFilter } from '@marketplace/contract';
import { catalogueImports, items } from '../../db/schema.ts';
import type { Queryable } from '../auth/accounts.ts';

/**
 * The catalogue tools' queries: a seller's products by a selection (ids, or the list's filter),
 * set-based writes over many of them, the products the CSV file is written from and checked
 * against, and the imports' rows.
 */

/** What a bulk edit reads of a product to compute its change. */
const BULK_COLUMNS = {
  id: items.id,
  merchantId: items.merchantId,
  productName: items.productName,
  productPrice: items.productPrice,
  discountType: items.discountType,
  discountValue: items.discountValue,
  categoryId: items.categoryId,
  stockCount: items.stockCount,
  itemType: items.itemType,
  status: items.status,
  processingDays: items.processingDays,
  archivedAt: items.archivedAt,
};
export type BulkRow = Pick<
  typeof items.$inferSelect,
  | 'id'
  | 'merchantId'
  | 'productName'
  | 'productPrice'
  | 'discountType'
  | 'discountValue'
  | 'categoryId'
  | 'stockCount'
  | 'itemType'
  | 'status'
  | 'processingDays'
  | 'archivedAt'
>;

/** The seller list's filter as SQL: status, folded text in name or author, the Archived view or everything else. */
export function filterSql(filter: CatalogueFilter): SQL {
  const parts: SQL[] = [filter.archived ? isNotNull(items.archivedAt) : isNull(items.archivedAt)];
  if (filter.status) parts.push(eq(items.status, filter.status));
  const q = filter.q?.trim();
  if (q) parts.push(sql`strpos(${items.searchText}, catalogue_fold(${q})) > 0`);
  return and(...parts)!;
}

/**
 * Products by id, any seller's (the caller checks the owner), not deleted, locked FOR UPDATE in id
 * order so two bulk actions over the same products cannot deadlock.
 */
export function lockItemsByIds(tx: Queryable, ids: readonly string[]): Promise<BulkRow[]> {
  return tx
    .select(BULK_COLUMNS)
    .from(items)
    .where(and(inArray(items.id, [...ids]), isNull(items.deletedAt)))
    .orderBy(asc(items.id))
    .for('update');
}

/** The seller's products matching the filter, at most `limit`, locked FOR UPDATE in id order. */
export function lockItemsByFilter(tx: Queryable, sellerId: string, filter: CatalogueFilter, limit: number): Promise<BulkRow[]> {
  return tx
    .select(BULK_COLUMNS)
    .from(items)
    .where(and(eq(items.merchantId, sellerId), isNull(items.deletedAt), filterSql(filter)))
    .orderBy(asc(items.id))
    .limit(limit)
    .for('update');
}

/** New prices (and the sale prices their discounts give) for many products in one statement. */
export async function writePrices(
  tx: Queryable,
  changes: ReadonlyArray<{ id: string; price: number; sale: number }>,
): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`UPDATE items i SET product_price = v.price, sale_price = v.sale, updated_at = now()
    FROM unnest(${sql.param(changes.map((c) => c.id))}::uuid[], ${sql.param(changes.map((c) => c.price))}::numeric[],
                ${sql.param(changes.map((c) => c.sale))}::numeric[]) AS v(id, price, sale)
    WHERE i.id = v.id`);
}

/** New stock counts for many products in one statement. */
export async function writeStock(tx: Queryable, changes: ReadonlyArray<{ id: string; stock: number }>): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(sql`UPDATE items i SET stock_count = v.stock, updated_at = now()
    FROM unnest(${sql.param(changes.map((c) => c.id))}::uuid[], ${sql.param(changes.map((c) => c.stock))}::int[]) AS v(id, stock)
    WHERE i.id = v.id`);
}

/** One value for many products (category, status, processing days, the archive, the soft delete). */
export async function writeSame(
  tx: Queryable,
  ids: readonly string[],
  values: Partial<typeof items.$inferInsert>,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(items)
    .set({ ...values, updatedAt: new Date() })
    .where(inArray(items.id, [...ids]));
}

/** The product form's fields of one product of the seller (not deleted): what a duplicate copies. */
export async function formOfItem(db: Queryable, sellerId: string, id: string) {
  const [row] = await db
    .select({
      productName: items.productName,
      authorName: items.authorName,
      productPrice: items.productPrice,
      discountType: items.discountType,
      discountValue: items.discountValue,
      saleType: items.saleType,
      categoryId: items.categoryId,
      productInfo: items.productInfo,
      coverImage: items.coverImage,
      media: items.media,
      customOrder: items.customOrder,
      itemType: items.itemType,
      attributes: items.attributes,
      pocketTypes: items.pocketTypes,
      pocketFees: items.pocketFees,
      madeToOrder: items.madeToOrder,
      processingDays: items.processingDays,
      personalization: items.personalization,
      merchantId: items.merchantId,
    })
    .from(items)
    .where(and(eq(items.id, id), isNull(items.deletedAt)))
    .limit(1);
  return row && row.merchantId === sellerId ? row : row ? 'NOT_OWNER' : undefined;
}

/** The columns the CSV file holds, of every product of the seller in the archive or out of it, newest first. */
const CSV_COLUMNS = {
  id: items.id,
  sku: items.sku,
  productName: items.productName,
  authorName: items.authorName,
  productPrice: items.productPrice,
  discountType: items.discountType,
  discountValue: items.discountValue,
  saleType: items.saleType,
  categoryId: items.categoryId,
  itemType: items.itemType,
  stockCount: items.stockCount,
  processingDays: items.processingDays,
  madeToOrder: items.madeToOrder,
  customOrder: items.customOrder,
  status: items.status,
  coverImage: items.coverImage,
  media: items.media,
  productInfo: items.productInfo,
};
export type CsvItemRow = Pick<typeof items.$inferSelect, keyof typeof CSV_COLUMNS>;

export function itemsForCsv(db: Queryable, sellerId: string, archived: boolean): Promise<CsvItemRow[]> {
  return db
    .select(CSV_COLUMNS)
    .from(items)
    .where(
      and(
        eq(items.merchantId, sellerId),
        isNull(items.deletedAt),
        archived ? isNotNull(items.archivedAt) : isNull(items.archivedAt),
      ),
    )
    .orderBy(desc(items.createdAt), desc(items.id));
}

/** Products of any seller among `ids` (not deleted): an import's row naming another seller's product is refused. */
export function csvItemsByIds(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([] as Array<CsvItemRow & { merchantId: string }>);
  return db
    .select({ ...CSV_COLUMNS, merchantId: items.merchantId })
    .from(items)
    .where(and(inArray(items.id, [...ids]), isNull(items.deletedAt)));
}

/** The seller's products with one of these SKUs (not deleted). */
export function csvItemsBySkus(db: Queryable, sellerId: string, skus: readonly string[]) {
  if (skus.length === 0) return Promise.resolve([] as CsvItemRow[]);
  return db
    .select(CSV_COLUMNS)
    .from(items)
    .where(and(eq(items.merchantId, sellerId), isNull(items.deletedAt), inArray(items.sku, [...skus])));
}

/** Sets the SKU of products just created (by createItems, which knows no SKU). */
export async function writeSkus(tx: Queryable, changes: ReadonlyArray<{ id: string; sku: string | null }>): Promise<void> {
  for (const change of changes) await tx.update(items).set({ sku: change.sku }).where(eq(items.id, change.id));
}

/* ---------------------------------------------------------------- imports */

export type ImportRow = typeof catalogueImports.$inferSelect;

export async function insertImport(
  db: Queryable,
  values: Pick<typeof catalogueImports.$inferInsert, 'sellerId' | 'status' | 'dryRun' | 'csv' | 'summary' | 'processed'>,
): Promise<ImportRow> {
  const [row] = await db.insert(catalogueImports).values(values).returning();
  return row!;
}

export async function importById(db: Queryable, id: string, lock = false): Promise<ImportRow | undefined> {
  const query = db.select().from(catalogueImports).where(eq(catalogueImports.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateImport(
  db: Queryable,
  id: string,
  values: Partial<Pick<ImportRow, 'status' | 'processed' | 'summary' | 'csv'>>,
): Promise<void> {
  await db
    .update(catalogueImports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(catalogueImports.id, id));
}

/** The form's fields the CSV file does not hold (kept as they are by an update), by product id. */
export async function keptFieldsOf(db: Queryable, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, KeptRow>();
  const found = await db
    .select({
      id: items.id,
      attributes: items.attributes,
      pocketTypes: items.pocketTypes,
      pocketFees: items.pocketFees,
      personalization: items.personalization,
    })
    .from(items)
    .where(inArray(items.id, [...ids]));
  return new Map(found.map(({ id, ...kept }) => [id, kept]));
}
type KeptRow = Pick<typeof items.$inferSelect, 'attributes' | 'pocketTypes' | 'pocketFees' | 'personalization'>;
