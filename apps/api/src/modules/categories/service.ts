import { sql } from 'drizzle-orm';
import {
  buildCategoryTree,
  categoryTitle,
  categoryTitlesSchema,
  type CategoryFlat,
  type CategoryNode,
  type CategoryTitles,
  type Language,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { categories } from '../../db/schema.ts';
import { catalogueErrors } from '../items/catalogue-errors.ts';
import { catalogueChanged } from '../items/catalogue-caches.ts';

/** For the seed and admin tools: `createCategory(db, input)`; reads: `categoryList`, `categoryTree`. */

interface CategoryRow {
  id: number;
  titles: CategoryTitles;
  url_path: string;
  upper_category_id: number | null;
  position: number;
  leaf: boolean;
}

/** GET getCategoryList: every category, parents before their children's siblings order, titles in `lng`. */
export async function categoryList(db: Database, lng: Language): Promise<CategoryFlat[]> {
  const found = await rows<CategoryRow>(
    db,
    sql`SELECT c.id, c.titles, c.url_path, c.upper_category_id, c.position,
          NOT EXISTS (SELECT 1 FROM categories child WHERE child.upper_category_id = c.id) AS leaf
        FROM categories c ORDER BY c.upper_category_id NULLS FIRST, c.position, c.id`,
  );
  return found.map((row) => ({
    id: row.id,
    title: categoryTitle(row.titles, lng),
    titles: row.titles,
    urlPath: row.url_path,
    upperCategoryId: row.upper_category_id,
    position: row.position,
    isLeaf: row.leaf,
  }));
}

/** GET getAllCategories: the tree with each category's listed products, subcategories included. */
export async function categoryTree(db: Database, lng: Language): Promise<CategoryNode[]> {
  const [flat, counts] = await Promise.all([
    categoryList(db, lng),
    rows<{ category_id: number; listed: number | string }>(
      db,
      // Kept by triggers on items (migration 0008): a read of ~one row per category, not of the catalogue.
      sql`SELECT category_id, listed FROM category_item_counts WHERE listed > 0`,
    ),
  ]);
  return buildCategoryTree(flat, new Map(counts.map((row) => [row.category_id, Number(row.listed)])));
}

export interface NewCategory {
  titles: CategoryTitles;
  urlPath: string;
  upperCategoryId?: number | null;
  position?: number;
}

const URL_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * Adds a category. A parent that already holds items cannot get subcategories (items sit in
 * leaves only), so the parent must exist and be empty.
 */
export async function createCategory(db: Database, input: NewCategory): Promise<number> {
  const titles = categoryTitlesSchema.parse(input.titles);
  if (!URL_PATH.test(input.urlPath)) throw catalogueErrors.invalidUrlPath();
  const id = await db.transaction(async (tx) => {
    const parent = input.upperCategoryId ?? null;
    if (parent !== null) {
      const [holder] = await rows<{ id: number; used: boolean }>(
        tx as unknown as Database,
        sql`SELECT c.id, EXISTS (SELECT 1 FROM items WHERE category_id = c.id) AS used FROM categories c WHERE c.id = ${parent}`,
      );
      if (!holder) throw catalogueErrors.unknownCategory();
      if (holder.used) throw catalogueErrors.parentHoldsItems();
    }
    const [created] = await tx
      .insert(categories)
      .values({ titles, urlPath: input.urlPath, upperCategoryId: parent, position: input.position ?? 0 })
      .onConflictDoNothing({ target: categories.urlPath })
      .returning({ id: categories.id });
    if (!created) throw catalogueErrors.duplicateUrlPath();
    return created.id;
  });
  await catalogueChanged(db);
  return id;
}
