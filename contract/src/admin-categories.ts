import { z } from 'zod';
import { categoryTitlesSchema } from './catalogue.ts';

/** Categories Management's calls (admins only). Every body is strict: an unknown field is refused by name. */

const categoryId = z.number().int().min(1).max(2_147_483_647);

/** A category as Categories Management shows it; the tree is built by `upperCategoryId`. */
export const adminCategorySchema = z.object({
  id: z.number(),
  titles: categoryTitlesSchema,
  urlPath: z.string(),
  upperCategoryId: z.number().nullable(),
  position: z.number(),
  /** Products in this category and every subcategory, hidden ones included, deleted ones not. */
  productCount: z.number(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** GET getAdminCategories: every category, parents before children, siblings by position. */
export const adminCategoriesSchema = z.object({ categories: z.array(adminCategorySchema) });
export type AdminCategories = z.infer<typeof adminCategoriesSchema>;

/** POST addCategory: titles in az (required), en, ru, tr; a top-level category without a parent. */
export const addCategoryRequestSchema = z.strictObject({
  titles: categoryTitlesSchema,
  upperCategoryId: categoryId.nullable().default(null),
});
export type AddCategoryRequest = z.input<typeof addCategoryRequestSchema>;
export const addedCategorySchema = z.object({ id: z.number() });

/** POST updateCategory: new titles (rename), a new parent (re-parent; null = top level), or both. */
export const updateCategoryRequestSchema = z.strictObject({
  id: categoryId,
  titles: categoryTitlesSchema.optional(),
  upperCategoryId: categoryId.nullable().optional(),
});
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

/** POST deleteCategory: only a category without subcategories and products. */
export const deleteCategoryRequestSchema = z.strictObject({ id: categoryId });
export type DeleteCategoryRequest = z.input<typeof deleteCategoryRequestSchema>;
