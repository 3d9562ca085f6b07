import { sql, type SQL } from 'drizzle-orm';
import type {
  DiscountType,
  Item,
  ItemAttribute,
  ItemStatus,
  ItemType,
  Personalization,
  PocketFees,
  PocketType,
  SaleType,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { encodeKeyset } from '../../http/page-token.ts';

/** The columns every item read selects: `i` is items, `a` the seller's account. */
export const ITEM_COLUMNS = sql.raw(`
  i.id, i.merchant_id, i.product_name, i.author_name, i.product_price, i.sale_price, i.discount_type,
  i.discount_value, i.sale_type, i.category_id, i.product_info, i.cover_image, i.media, i.custom_order,
  i.stock_count, i.item_type, i.attributes, i.pocket_types, i.pocket_fees, i.view_count, i.fav_count,
  i.sold, i.rating, i.rating_count, i.status, i.listed, i.made_to_order, i.processing_days, i.personalization,
  to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_key,
  a.company_name, a.company_email, a.identifier, a.identifier_kind, a.profile_image, a.merchant_status`);

export interface ItemRow {
  id: string;
  merchant_id: string;
  product_name: string;
  author_name: string;
  product_price: string | number;
  sale_price: string | number;
  discount_type: DiscountType;
  discount_value: string | number;
  sale_type: SaleType;
  category_id: number;
  product_info: string;
  cover_image: string;
  media: string[];
  custom_order: number;
  stock_count: number;
  item_type: number;
  attributes: ItemAttribute[];
  pocket_types: PocketType[];
  pocket_fees: PocketFees;
  view_count: number;
  fav_count: number;
  sold: number;
  rating: string | number;
  rating_count: number;
  status: ItemStatus;
  listed: boolean;
  made_to_order: boolean;
  processing_days: number;
  personalization: Personalization;
  created_key: string;
  company_name: string;
  company_email: string;
  identifier: string;
  identifier_kind: 'email' | 'phone';
  profile_image: string;
  merchant_status: string | null;
}

/**
 * `created_key` (UTC, microseconds, as ITEM_COLUMNS prints it) as Date#toISOString would print it:
 * the same text cut to milliseconds, without parsing a Date for every row.
 */
export const isoOfCreatedKey = (createdKey: string): string => `${createdKey.slice(0, 23)}Z`;

export function itemOfRow(row: ItemRow): Item {
  return {
    id: row.id,
    productName: row.product_name,
    authorName: row.author_name,
    productPrice: Number(row.product_price),
    salePrice: Number(row.sale_price),
    discountType: row.discount_type,
    discountValue: Number(row.discount_value),
    saleType: row.sale_type,
    selectedCategory: row.category_id,
    productInfo: row.product_info,
    coverImage: row.cover_image,
    media: row.media,
    customOrder: row.custom_order,
    stockCount: row.stock_count,
    itemType: row.item_type as ItemType,
    attributes: row.attributes,
    pocketTypes: row.pocket_types,
    pocketFees: row.pocket_fees,
    viewCount: row.view_count,
    favCount: row.fav_count,
    sold: row.sold,
    rating: Number(row.rating),
    ratingCount: row.rating_count,
    status: row.status,
    madeToOrder: row.made_to_order,
    processingDays: row.processing_days,
    personalization: row.personalization,
    createdDate: isoOfCreatedKey(row.created_key),
    merchantId: row.merchant_id,
    clientInfo: {
      id: row.merchant_id,
      companyName: row.company_name,
      email: row.company_email || (row.identifier_kind === 'email' ? row.identifier : ''),
      profileImage: row.profile_image,
      verified: row.merchant_status === 'VERIFIED',
    },
  };
}

export async function selectItems(db: Database, query: SQL): Promise<Item[]> {
  return (await rows<ItemRow>(db, query)).map(itemOfRow);
}

export interface KeysetPage {
  items: Item[];
  next_page_token: string | null;
}

/** Runs a newest-first query that fetched `pageSize + 1` rows; the extra row only says a next page exists. */
export async function keysetPage(db: Database, query: SQL, pageSize: number): Promise<KeysetPage> {
  const found = await rows<ItemRow>(db, query);
  const page = found.slice(0, pageSize);
  const last = page.at(-1);
  return {
    items: page.map(itemOfRow),
    next_page_token: found.length > pageSize && last ? encodeKeyset({ createdKey: last.created_key, id: last.id }) : null,
  };
}
