/** A category as the editor needs it: its place in the tree and whether it holds products itself. */
export interface EditableCategory {
  id: number;
  title: string;
  upperCategoryId: number | null;
  position: number;
  productCount: number;
}

export interface ParentChoice {
  id: number;
  title: string;
  depth: number;
  /** A leaf with products: it cannot take subcategories (products sit in leaves only). */
  holdsProducts: boolean;
}

/** Every category in tree order (each parent before its subcategories), with its depth. */
export function parentChoices(categories: readonly EditableCategory[]): ParentChoice[] {
  const children = new Map<number | null, EditableCategory[]>();
  for (const category of categories) {
    const list = children.get(category.upperCategoryId) ?? [];
    list.push(category);
    children.set(category.upperCategoryId, list);
  }
  const result: ParentChoice[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    const list = [...(children.get(parent) ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
    for (const category of list) {
      if (seen.has(category.id)) continue;
      seen.add(category.id);
      const leaf = !children.has(category.id);
      result.push({ id: category.id, title: category.title, depth, holdsProducts: leaf && category.productCount > 0 });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return result;
}
