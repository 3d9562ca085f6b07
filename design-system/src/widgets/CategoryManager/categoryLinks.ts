import type { ManagedCategory } from './types.ts';

/** The tree's children by parent (null: the top level), siblings by position then id; and the leaves. */
export function categoryLinks(categories: readonly ManagedCategory[]) {
  const children = new Map<number | null, ManagedCategory[]>();
  const known = new Set(categories.map((category) => category.id));
  for (const category of categories) {
    const parent = category.upperCategoryId !== null && known.has(category.upperCategoryId) ? category.upperCategoryId : null;
    const list = children.get(parent) ?? [];
    list.push(category);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const isLeaf = (id: number) => !children.has(id);
  return { children, byId, isLeaf };
}
export type CategoryLinks = ReturnType<typeof categoryLinks>;
