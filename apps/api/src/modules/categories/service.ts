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
import type { Queryable } from '../auth/accounts.ts';
import { catalogueErrors } from '../items/errors.ts';
import { categoriesChanged } from './events.ts';
import { categoryRows, holderOf, insertCategoryUnlessPathTaken, leafOf, listedCounts } from './store.ts';

/**
 * The categories' reads (`categoryList`, `categoryTree`), the rule every product write checks
 * (`assertLeafCategory`) and, for the seed and admin tools, `createCategory(db, input)`. The admin's
 * Categories Management is service-admin.ts.
 */

/** GET getCategoryList: every category, parents before their children's siblings order, titles in `lng`. */
export async function categoryList(db: Database, lng: Language): Promise<CategoryFlat[]> {
  const found = await categoryRows(db);
  return found.map((row) => ({
    id: row.id,
    title: categoryTitle(row.titles, lng),
    titles: row.titles,
    urlPath: row.urlPath,
    upperCategoryId: row.upperCategoryId,
    position: row.position,
    isLeaf: row.leaf,
  }));
}

/** GET getAllCategories: the tree with each category's listed products, subcategories included. */
export async function categoryTree(db: Database, lng: Language): Promise<CategoryNode[]> {
  const [flat, counts] = await Promise.all([categoryList(db, lng), listedCounts(db)]);
  return buildCategoryTree(flat, new Map(counts.map((row) => [row.categoryId, Number(row.listed)])));
}

/** 400 unless the category exists and has no subcategories: products sit in leaf categories only. */
export async function assertLeafCategory(db: Queryable, categoryId: number): Promise<void> {
  const category = await leafOf(db, categoryId);
  if (!category) throw catalogueErrors.unknownCategory();
  if (!category.leaf) throw catalogueErrors.categoryNotLeaf();
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
      const holder = await holderOf(tx, parent);
      if (!holder) throw catalogueErrors.unknownCategory();
      if (holder.used) throw catalogueErrors.parentHoldsItems();
    }
    const created = await insertCategoryUnlessPathTaken(tx, {
      titles,
      urlPath: input.urlPath,
      upperCategoryId: parent,
      position: input.position ?? 0,
    });
    if (created === undefined) throw catalogueErrors.duplicateUrlPath();
    return created;
  });
  await categoriesChanged(db);
  return id;
}
