import { categoryWithDescendants, type CategoryLink, type CategoryNode, type CategoryTitles } from '@marketplace/contract';

export interface CategoryRef {
  id: number;
  urlPath: string;
  titles: CategoryTitles;
}

export interface CategoryPlace {
  category: CategoryRef & { productCount: number };
  /** The category and every nested subcategory id (what the list is read for). */
  ids: number[];
  /** What the chips offer: the category's subcategories, or for a leaf its siblings. */
  chipParent: CategoryRef | null;
  chips: CategoryRef[];
}

const refOf = ({ id, urlPath, titles }: CategoryNode): CategoryRef => ({ id, urlPath, titles });

function flatten(nodes: readonly CategoryNode[], into: CategoryNode[] = []): CategoryNode[] {
  for (const node of nodes) {
    into.push(node);
    flatten(node.subcategories, into);
  }
  return into;
}

/** Where category `id` sits in the tree; null when it is not there. */
export function placeOfCategory(tree: readonly CategoryNode[], id: number): CategoryPlace | null {
  const all = flatten(tree);
  const node = all.find((candidate) => candidate.id === id);
  if (!node) return null;
  const links: CategoryLink[] = all.map(({ id: nodeId, upperCategoryId }) => ({ id: nodeId, upperCategoryId }));
  const parent = node.upperCategoryId === null ? undefined : all.find((candidate) => candidate.id === node.upperCategoryId);
  const chipSource = node.subcategories.length > 0 ? node : parent;
  return {
    category: { ...refOf(node), productCount: node.productCount },
    ids: categoryWithDescendants(links, id),
    chipParent: chipSource ? refOf(chipSource) : null,
    chips: chipSource ? chipSource.subcategories.map(refOf) : [],
  };
}
