import type { CategoryLink } from './catalogue-rules.ts';

// Spec §4 "Ticking a category permission checkbox also ticks all descendants; unticking clears them.
// Save Changes appears once modified" and §3 "Partner permission change". Zod-free: the admin page
// imports these without a schema module.

/** How a category's checkbox shows: its whole subtree ticked, none of it, or part of it. */
export type PermissionTick = boolean | 'indeterminate';

/** Spec §3 "Partner permission change" (setModifiedCategoryPermissions' `changes`). */
export interface PartnerPermissionChanges {
  partnerId: string;
  addedCategories: number[];
  removedCategories: number[];
  finalCategoryList: number[];
}

interface Links {
  children: Map<number, number[]>;
  parent: Map<number, number>;
}

function linksOf(categories: readonly CategoryLink[]): Links {
  const known = new Set(categories.map((category) => category.id));
  const children = new Map<number, number[]>();
  const parent = new Map<number, number>();
  for (const category of categories) {
    const upper = category.upperCategoryId;
    if (upper === null || !known.has(upper)) continue;
    parent.set(category.id, upper);
    const list = children.get(upper) ?? [];
    list.push(category.id);
    children.set(upper, list);
  }
  return { children, parent };
}

function subtreeOf(links: Links, id: number): number[] {
  const result: number[] = [];
  const stack = [id];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const next = stack.pop() as number;
    if (seen.has(next)) continue;
    seen.add(next);
    result.push(next);
    stack.push(...(links.children.get(next) ?? []));
  }
  return result;
}

/**
 * Ticks (or unticks) a category and every descendant. Its ancestors follow: a parent counts as
 * ticked exactly while all its subcategories are, so unticking one child unticks the parents above
 * it, and ticking the last unticked child ticks them again. Unknown ids change nothing.
 */
export function tickCategory(
  categories: readonly CategoryLink[],
  ticked: ReadonlySet<number>,
  id: number,
  on: boolean,
): Set<number> {
  const next = new Set(ticked);
  if (!categories.some((category) => category.id === id)) return next;
  const links = linksOf(categories);
  for (const member of subtreeOf(links, id)) {
    if (on) next.add(member);
    else next.delete(member);
  }
  const seen = new Set<number>([id]);
  for (let upper = links.parent.get(id); upper !== undefined && !seen.has(upper); upper = links.parent.get(upper)) {
    seen.add(upper);
    const all = (links.children.get(upper) ?? []).every((child) => next.has(child));
    if (all && on) next.add(upper);
    else next.delete(upper);
  }
  return next;
}

/**
 * Every category's checkbox: true when it and all its descendants are ticked, false when none of
 * them is, 'indeterminate' when the subtree is partly ticked. One pass, however big the tree.
 */
export function permissionTicks(categories: readonly CategoryLink[], ticked: ReadonlySet<number>): Map<number, PermissionTick> {
  const links = linksOf(categories);
  const counts = new Map<number, { ticked: number; size: number }>();
  const countOf = (root: number): { ticked: number; size: number } => {
    // Iterative post-order walk: a deep tree must not overflow the stack.
    const stack: Array<{ id: number; expanded: boolean }> = [{ id: root, expanded: false }];
    while (stack.length > 0) {
      const top = stack.pop() as { id: number; expanded: boolean };
      if (counts.has(top.id)) continue;
      const children = links.children.get(top.id) ?? [];
      if (!top.expanded) {
        stack.push({ id: top.id, expanded: true });
        for (const child of children) if (!counts.has(child)) stack.push({ id: child, expanded: false });
        continue;
      }
      const own = { ticked: ticked.has(top.id) ? 1 : 0, size: 1 };
      for (const child of children) {
        const sub = counts.get(child);
        if (sub) {
          own.ticked += sub.ticked;
          own.size += sub.size;
        }
      }
      counts.set(top.id, own);
    }
    return counts.get(root) ?? { ticked: 0, size: 1 };
  };
  const result = new Map<number, PermissionTick>();
  for (const category of categories) {
    const { ticked: on, size } = countOf(category.id);
    result.set(category.id, on === 0 ? false : on === size ? true : 'indeterminate');
  }
  return result;
}

const ascending = (a: number, b: number) => a - b;

/** The change Save Changes sends: what was added and removed against the saved list, and the whole new list (sorted). */
export function permissionChanges(
  partnerId: string,
  saved: Iterable<number>,
  current: ReadonlySet<number>,
): PartnerPermissionChanges {
  const before = new Set(saved);
  return {
    partnerId,
    addedCategories: [...current].filter((id) => !before.has(id)).sort(ascending),
    removedCategories: [...before].filter((id) => !current.has(id)).sort(ascending),
    finalCategoryList: [...current].sort(ascending),
  };
}

/** Whether the ticks differ from the saved list (Save Changes shows only then). */
export function isPermissionModified(saved: Iterable<number>, current: ReadonlySet<number>): boolean {
  const before = new Set(saved);
  return before.size !== current.size || [...current].some((id) => !before.has(id));
}
