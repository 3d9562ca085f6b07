import type { CategoryFlat } from '@marketplace/contract';

export interface CategoryOption {
  id: number;
  title: string;
  /** 0 for a top-level category. */
  depth: number;
}

/** The categories in tree order (each parent before its subcategories, siblings by position) with their depth. */
export function categoryOptions(
  flat: readonly Pick<CategoryFlat, 'id' | 'title' | 'upperCategoryId' | 'position'>[],
): CategoryOption[] {
  const children = new Map<number | null, (typeof flat)[number][]>();
  const known = new Set(flat.map((category) => category.id));
  for (const category of flat) {
    // A parent the list does not hold would hide its subtree: such a category is shown at the top.
    const parent = category.upperCategoryId !== null && known.has(category.upperCategoryId) ? category.upperCategoryId : null;
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const options: CategoryOption[] = [];
  const visit = (parent: number | null, depth: number) => {
    const siblings = [...(children.get(parent) ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
    for (const category of siblings) {
      options.push({ id: category.id, title: category.title, depth });
      visit(category.id, depth + 1);
    }
  };
  visit(null, 0);
  return options;
}
