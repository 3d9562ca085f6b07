import { eq, sql } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  cleanAttributes,
  fitItemType,
  fitPockets,
  itemInputSchema,
  salePrice,
  updateItemRequestSchema,
  type Item,
  type ItemFields,
  type ItemInput,
  type UpdateItemRequest,
} from '@marketplace/contract';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { items } from '../../db/schema.ts';
import { inputRefusal } from '../../http/errors.ts';
import type { Queryable } from '../auth/accounts.ts';
import { assertLeafCategory } from '../categories/service.ts';
import { assertStoreActive, isCategoryPermitted, isStoreShown } from '../sellers/service.ts';
import { catalogueErrors } from './errors.ts';
import { catalogueChanged } from './events.ts';
import { isUuid } from '../../http/ids.ts';
import { itemById } from './store.ts';
import { keepItemFigures } from '../variations/service.ts';

/**
 * Item writes with every server rule of the catalogue. For other modules and the seed:
 * `createItem(db, merchantId, input, counters?)`, `createItems(db, merchantId, forms)`, `updateItem(db, merchantId, input)`,
 * `updateItemAsAdmin(db, input)`,
 * `registerView(db, itemId, viewId)` (moving products between categories is categories/service-admin.ts).
 * A seller's writes are refused with 403 PARTNER_INACTIVE while an admin has deactivated the store;
 * the status is read inside the write's transaction (see assertStoreActive).
 */

const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'blockquote', 'a'];

const PRODUCT_INFO_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const safe: sanitizeHtml.Attributes = {};
      if (attribs.href) Object.assign(safe, { href: attribs.href, rel: 'noopener nofollow' });
      return { tagName, attribs: safe };
    },
  },
};

const TEXT_ONLY: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Product description HTML reduced to the formatting allow-list: no scripts, handlers, styles or javascript: links. */
function sanitizeProductInfo(html: string): string {
  return sanitizeHtml(html, PRODUCT_INFO_OPTIONS).trim();
}

/** True when the (sanitized) HTML shows no text at all. */
function isBlankHtml(html: string): boolean {
  return sanitizeHtml(html, TEXT_ONLY).replace(/&nbsp;|\s/g, '') === '';
}

function parseOrRefuse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw inputRefusal(
    parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.code,
      message: issue.message,
      keys: issue.code === 'unrecognized_keys' ? issue.keys : undefined,
    })),
  );
}

async function assertUsableCategory(db: Queryable, merchantId: string, categoryId: number): Promise<void> {
  await assertLeafCategory(db, categoryId);
  if (!(await isCategoryPermitted(db, merchantId, categoryId))) throw catalogueErrors.categoryNotPermitted();
}

/** The stored columns of a form, with the rules applied: sanitized text, price, type, pockets, attributes. */
function columnsOf(fields: ItemFields) {
  const productInfo = sanitizeProductInfo(fields.productInfo);
  if (isBlankHtml(productInfo)) throw catalogueErrors.emptyDescription();
  const typed = fitItemType({
    itemType: fields.itemType,
    stockCount: fields.stockCount,
    attributes: cleanAttributes(fields.attributes),
  });
  const pockets = fitPockets(fields.pocketTypes, fields.pocketFees);
  const discountValue = fields.discountType === '' ? 0 : fields.discountValue;
  return {
    productName: fields.productName,
    authorName: fields.authorName,
    productPrice: fields.productPrice,
    salePrice: salePrice(fields.productPrice, fields.discountType, discountValue),
    discountType: fields.discountType,
    discountValue,
    saleType: fields.saleType,
    categoryId: fields.selectedCategory,
    productInfo,
    coverImage: fields.coverImage,
    media: fields.media,
    customOrder: fields.customOrder,
    stockCount: typed.stockCount,
    itemType: typed.itemType,
    attributes: typed.attributes,
    pocketTypes: pockets.pocketTypes,
    pocketFees: pockets.pocketFees,
    status: fields.status,
    madeToOrder: fields.madeToOrder,
    processingDays: fields.processingDays,
    personalization: fields.personalization,
  };
}

/** Counters and dates the seed may set; the API never takes them from a request. */
export interface SeedCounters {
  createdAt?: Date;
  viewCount?: number;
  favCount?: number;
  sold?: number;
  rating?: number;
  ratingCount?: number;
}

/** addNewItem: an ACTIVE seller lists an item in a permitted leaf category. */
export async function createItem(db: Database, merchantId: string, input: ItemInput, counters: SeedCounters = {}): Promise<Item> {
  const [id] = await createItems(db, merchantId, [{ input, counters }]);
  return (await itemById(db, id!, { accountId: merchantId, type: 2 }))!;
}

/**
 * Several items of one seller with the rules of createItem, in one INSERT (the demo seed): every
 * form checked and every category checked once before anything is written. Answers the new ids.
 */
export async function createItems(
  db: Database,
  merchantId: string,
  forms: ReadonlyArray<{ input: ItemInput; counters?: SeedCounters }>,
): Promise<string[]> {
  if (forms.length === 0) return [];
  const parsed = forms.map((form) => ({ fields: parseOrRefuse(itemInputSchema, form.input), counters: form.counters ?? {} }));
  const values = parsed.map(({ fields, counters }) => ({ ...columnsOf(fields), merchantId, ...counters }));
  const ids = await db.transaction(async (tx) => {
    await assertStoreActive(tx, merchantId);
    for (const categoryId of new Set(parsed.map(({ fields }) => fields.selectedCategory))) {
      await assertUsableCategory(tx, merchantId, categoryId);
    }
    // The store is ACTIVE (checked above, and it stays so until this commits); its items are listed
    // once buyers are shown the store: a store without a name (or rejected by an admin) lists nothing.
    const merchantActive = await isStoreShown(tx, merchantId);
    const created = await tx
      .insert(items)
      .values(values.map((value) => ({ ...value, merchantActive })))
      .returning({ id: items.id });
    return created.map((row) => row.id);
  });
  await catalogueChanged(db);
  return ids;
}

/** updateItem: the owner (an ACTIVE seller) replaces the form; a changed category must again be a permitted leaf. */
export async function updateItem(db: Database, merchantId: string, input: UpdateItemRequest): Promise<Item> {
  const fields = parseOrRefuse(updateItemRequestSchema, input);
  if (!isUuid(fields.id)) throw catalogueErrors.itemNotFound();
  await db.transaction(async (tx) => {
    // First, so the seller's account row is locked before the item's, in the order a status change takes them.
    await assertStoreActive(tx, merchantId);
    const current = await lockItem(tx, fields.id);
    // A product an admin deleted is gone from the seller's panel: the seller cannot bring it back by saving it.
    if (!current || (current.merchantId === merchantId && current.deletedAt !== null)) throw catalogueErrors.itemNotFound();
    if (current.merchantId !== merchantId) throw catalogueErrors.notItemOwner();
    if (current.categoryId !== fields.selectedCategory) await assertUsableCategory(tx, merchantId, fields.selectedCategory);
    await tx
      .update(items)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(eq(items.id, fields.id));
    // An item with variations keeps the price and stock its combinations give it.
    await keepItemFigures(tx, fields.id);
  });
  await catalogueChanged(db);
  return (await itemById(db, fields.id, { accountId: merchantId, type: 2 }))!;
}

/**
 * updateItem by an admin (Products Management's edit): any store's product, deactivated stores' and
 * deleted ones included; a changed category must be a leaf, and the admin may choose one the store is
 * not permitted (as a category move may). `alsoInTransaction` records the action with the write.
 */
export async function updateItemAsAdmin(
  db: Database,
  input: UpdateItemRequest,
  alsoInTransaction?: (tx: Queryable, item: { id: string; merchantId: string }) => Promise<void>,
): Promise<Item> {
  const fields = parseOrRefuse(updateItemRequestSchema, input);
  if (!isUuid(fields.id)) throw catalogueErrors.itemNotFound();
  await db.transaction(async (tx) => {
    const current = await lockItem(tx, fields.id);
    if (!current) throw catalogueErrors.itemNotFound();
    if (current.categoryId !== fields.selectedCategory) await assertLeafCategory(tx, fields.selectedCategory);
    await tx
      .update(items)
      .set({ ...columnsOf(fields), updatedAt: new Date() })
      .where(eq(items.id, fields.id));
    await keepItemFigures(tx, fields.id);
    await alsoInTransaction?.(tx, { id: fields.id, merchantId: current.merchantId });
  });
  await catalogueChanged(db);
  return (await itemById(db, fields.id, { accountId: '', type: ACCOUNT_TYPE.ADMIN }))!;
}

async function lockItem(tx: Queryable, id: string) {
  const [current] = await tx
    .select({ merchantId: items.merchantId, categoryId: items.categoryId, deletedAt: items.deletedAt })
    .from(items)
    .where(eq(items.id, id))
    .for('update')
    .limit(1);
  return current;
}

/**
 * Counts a page view once per (item, view id); answers whether this call counted it. Only an item
 * shoppers can see (listed: ACTIVE, of an ACTIVE store) counts, so an owner or admin previewing a
 * hidden item, or an inactive store's, does not raise its viewCount.
 */
export async function registerView(db: Database, itemId: string, viewId: string): Promise<boolean> {
  if (!isUuid(itemId)) return false;
  const counted = await rows<{ id: string }>(
    db,
    sql`WITH fresh AS (
          INSERT INTO item_views (item_id, view_id)
          SELECT id, ${viewId} FROM items WHERE id = ${itemId}::uuid AND listed
          ON CONFLICT DO NOTHING RETURNING item_id)
        UPDATE items SET view_count = view_count + 1 WHERE id IN (SELECT item_id FROM fresh) RETURNING id`,
  );
  return counted.length > 0;
}
