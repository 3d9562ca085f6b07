import {
  CATALOGUE_BULK_MAX,
  CATALOGUE_PREVIEW_ROWS,
  CATALOGUE_TOOLS_ERROR_CODES as CODES,
  STOCKED_ITEM_TYPE,
  bulkEditRequestSchema,
  catalogueSelectionSchema,
  priceAfterChange,
  salePriceAfter,
  type BulkChange,
  type BulkEditAnswer,
  type BulkEditRequest,
  type CatalogueSelection,
  type CatalogueToolsErrorCode,
  type ItemInput,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import type { Queryable } from '../auth/accounts.ts';
import { assertLeafCategory } from '../categories/service.ts';
import { catalogueErrors } from '../items/errors.ts';
import { createItems } from '../items/service.ts';
import { assertStoreActive, isCategoryPermitted } from '../sellers/service.ts';
import { catalogueToolsChanged } from './events.ts';
import { catalogueToolsErrors } from './errors.ts';
import { formOfItem, lockItemsByFilter, lockItemsByIds, writePrices, writeSame, writeStock, type BulkRow } from './store.ts';

/**
 * The seller's bulk actions over a selection (the ticked products, or every one matching the
 * list's filter but those unticked, across pages): a bulk edit with its preview, archive, restore,
 * delete, and the duplicate of one product. Each is one transaction: every product of the
 * selection changes, or none (a product the rule cannot take, such as a price below 0, is left as
 * it is and named in the summary). The catalogue caches are dropped after the commit.
 */

/**
 * The selection's products, locked: ticked ids must all be the seller's own products (another
 * seller's → 403 NOT_ITEM_OWNER, an unknown or deleted one → 404 ITEM_NOT_FOUND); a filter reaches
 * at most CATALOGUE_BULK_MAX (more → 400 TOO_MANY_SELECTED).
 */
async function lockSelection(tx: Queryable, sellerId: string, input: CatalogueSelection): Promise<BulkRow[]> {
  const selection = catalogueSelectionSchema.parse(input);
  if (selection.mode === 'ids') {
    const wanted = [...new Set(selection.ids)];
    if (!wanted.every(isUuid)) throw catalogueErrors.itemNotFound();
    const found = await lockItemsByIds(tx, wanted);
    if (found.some((row) => row.merchantId !== sellerId)) throw catalogueErrors.notItemOwner();
    if (found.length !== wanted.length) throw catalogueErrors.itemNotFound();
    return found;
  }
  const except = new Set(selection.except);
  const found = await lockItemsByFilter(tx, sellerId, selection.filter, CATALOGUE_BULK_MAX + except.size + 1);
  const chosen = found.filter((row) => !except.has(row.id));
  if (chosen.length > CATALOGUE_BULK_MAX) throw catalogueToolsErrors.tooManySelected();
  return chosen;
}

type Outcome =
  | { kind: 'change'; before: number | string; after: number | string; write: Record<string, number | string> }
  | { kind: 'same' }
  | { kind: 'skip'; code: CatalogueToolsErrorCode };

/** What the change does to one product (pure; the category's own checks are made once, before). */
function outcomeOf(row: BulkRow, change: BulkChange): Outcome {
  switch (change.field) {
    case 'price': {
      const price = priceAfterChange(row.productPrice, change);
      if (price === null) return { kind: 'skip', code: CODES.PRICE_OUT_OF_RANGE };
      if (price === row.productPrice) return { kind: 'same' };
      const sale = salePriceAfter(price, row.discountType, row.discountValue);
      return { kind: 'change', before: row.productPrice, after: price, write: { price, sale } };
    }
    case 'stock': {
      if (row.itemType !== STOCKED_ITEM_TYPE) return { kind: 'skip', code: CODES.NOT_STOCKED };
      const stock = change.op === 'set' ? change.value : row.stockCount + change.value;
      if (stock < 0 || stock > 1_000_000) return { kind: 'skip', code: CODES.INVALID_VALUE };
      if (stock === row.stockCount) return { kind: 'same' };
      return { kind: 'change', before: row.stockCount, after: stock, write: { stock } };
    }
    case 'category':
      return row.categoryId === change.categoryId
        ? { kind: 'same' }
        : { kind: 'change', before: row.categoryId, after: change.categoryId, write: {} };
    case 'status':
      // An archived product stays hidden until it is restored (it would otherwise be listed while archived).
      if (row.archivedAt !== null) return { kind: 'skip', code: CODES.ARCHIVED };
      return row.status === change.status
        ? { kind: 'same' }
        : { kind: 'change', before: row.status, after: change.status, write: {} };
    case 'processingDays':
      return row.processingDays === change.value
        ? { kind: 'same' }
        : { kind: 'change', before: row.processingDays, after: change.value, write: {} };
  }
}

async function writeChanges(
  tx: Queryable,
  change: BulkChange,
  changed: ReadonlyArray<{ row: BulkRow; write: Record<string, number | string> }>,
) {
  const ids = changed.map(({ row }) => row.id);
  switch (change.field) {
    case 'price':
      return writePrices(
        tx,
        changed.map(({ row, write }) => ({ id: row.id, price: Number(write.price), sale: Number(write.sale) })),
      );
    case 'stock':
      return writeStock(
        tx,
        changed.map(({ row, write }) => ({ id: row.id, stock: Number(write.stock) })),
      );
    case 'category':
      return writeSame(tx, ids, { categoryId: change.categoryId });
    case 'status':
      return writeSame(tx, ids, { status: change.status });
    case 'processingDays':
      return writeSame(tx, ids, { processingDays: change.value });
  }
}

/**
 * POST bulkEditItems: one change over the selection, in one transaction, with the summary
 * (matched, changed, unchanged, skipped with why) and the first changes product by product. A dry
 * run computes the same answer and rolls back. A new category must be a leaf the store may use.
 */
export async function bulkEdit(db: Database, sellerId: string, input: BulkEditRequest): Promise<BulkEditAnswer> {
  const { selection, change, dryRun } = bulkEditRequestSchema.parse(input);
  let answer: BulkEditAnswer | undefined;
  const rollback = new Error('dry run');
  try {
    await db.transaction(async (tx) => {
      await assertStoreActive(tx, sellerId);
      if (change.field === 'category') {
        await assertLeafCategory(tx, change.categoryId);
        if (!(await isCategoryPermitted(tx, sellerId, change.categoryId))) throw catalogueErrors.categoryNotPermitted();
      }
      const rows = await lockSelection(tx, sellerId, selection);
      if (rows.length === 0) throw catalogueToolsErrors.nothingSelected();
      const changed: Array<{
        row: BulkRow;
        write: Record<string, number | string>;
        before: number | string;
        after: number | string;
      }> = [];
      const skipped: BulkEditAnswer['skipped'] = [];
      let unchanged = 0;
      for (const row of rows) {
        const outcome = outcomeOf(row, change);
        if (outcome.kind === 'same') unchanged += 1;
        else if (outcome.kind === 'skip') skipped.push({ id: row.id, productName: row.productName, code: outcome.code });
        else changed.push({ row, ...outcome });
      }
      if (!dryRun) await writeChanges(tx, change, changed);
      answer = {
        dryRun,
        matched: rows.length,
        changed: changed.length,
        unchanged,
        skipped,
        preview: changed.slice(0, CATALOGUE_PREVIEW_ROWS).map(({ row, before, after }) => ({
          id: row.id,
          productName: row.productName,
          before,
          after,
        })),
      };
      if (dryRun) throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  if (!answer) throw new Error('bulk edit ended without an answer');
  if (!dryRun && answer.changed > 0) await catalogueToolsChanged(db);
  return answer;
}

type SelectionAction = 'archive' | 'restore' | 'delete';

/**
 * POST archiveItems / restoreItems / deleteItems over the selection, in one transaction; answers how
 * many changed (those already so are left alone). Archiving hides a product (out of every buyer's
 * list) and moves it to the Archived view; restoring brings it back to the list, still hidden, for
 * the seller to show; deleting is the soft delete an admin may undo until the purge.
 */
export async function changeSelection(
  db: Database,
  sellerId: string,
  selection: CatalogueSelection,
  action: SelectionAction,
  now: Date = new Date(),
): Promise<number> {
  const changed = await db.transaction(async (tx) => {
    await assertStoreActive(tx, sellerId);
    const rows = await lockSelection(tx, sellerId, selection);
    if (rows.length === 0) throw catalogueToolsErrors.nothingSelected();
    if (action === 'archive') {
      const ids = rows.filter((row) => row.archivedAt === null).map((row) => row.id);
      await writeSame(tx, ids, { archivedAt: now, status: 'HIDDEN' });
      return ids.length;
    }
    if (action === 'restore') {
      const ids = rows.filter((row) => row.archivedAt !== null).map((row) => row.id);
      await writeSame(tx, ids, { archivedAt: null });
      return ids.length;
    }
    await writeSame(
      tx,
      rows.map((row) => row.id),
      { deletedAt: now },
    );
    return rows.length;
  });
  if (changed > 0) await catalogueToolsChanged(db);
  return changed;
}

/**
 * POST duplicateItem: a copy of the seller's product as a new hidden draft, with everything of the
 * form but the stock (0) and the SKU (none), and no figures (views, favourites, sales, ratings).
 * Made through the catalogue's own createItems, so every rule of a new product applies.
 */
export async function duplicateItem(db: Database, sellerId: string, id: string): Promise<{ id: string }> {
  if (!isUuid(id)) throw catalogueErrors.itemNotFound();
  const form = await formOfItem(db, sellerId, id);
  if (form === 'NOT_OWNER') throw catalogueErrors.notItemOwner();
  if (!form) throw catalogueErrors.itemNotFound();
  const input: ItemInput = {
    productName: form.productName,
    authorName: form.authorName,
    productPrice: form.productPrice,
    discountType: form.discountType,
    discountValue: form.discountValue,
    saleType: form.saleType,
    selectedCategory: form.categoryId,
    productInfo: form.productInfo,
    coverImage: form.coverImage,
    media: form.media,
    customOrder: form.customOrder,
    stockCount: 0,
    itemType: form.itemType as ItemInput['itemType'],
    attributes: form.attributes,
    pocketTypes: form.pocketTypes,
    pocketFees: form.pocketFees,
    status: 'HIDDEN',
    madeToOrder: form.madeToOrder,
    processingDays: form.processingDays,
    personalization: form.personalization,
  };
  const [created] = await createItems(db, sellerId, [{ input }]);
  return { id: created! };
}
