import { useId } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import type { CategoryLinks } from './categoryLinks.ts';
import type { ManagedCategory } from './types.ts';
import { Icon, ChevronRightIcon, PencilIcon, PlusIcon, TrashIcon } from '../../primitives/Icon/index.ts';

/** The drop target id of a category (products are dropped on leaf categories only). */
export const categoryDropId = (id: number) => `category:${id}`;

export interface CategoryTreeActions {
  onToggle: (id: number) => void;
  onSelect: (id: number) => void;
  onCopyId: (id: number) => void;
  onAddChild: (parent: ManagedCategory) => void;
  onEdit: (category: ManagedCategory) => void;
  onDelete: (category: ManagedCategory) => void;
}

interface CategoryTreeProps extends CategoryTreeActions {
  links: CategoryLinks;
  expanded: ReadonlySet<number>;
  selectedId: number | null;
  labelledBy: string;
}

function CategoryRow({ category, depth, props }: { category: ManagedCategory; depth: number; props: CategoryTreeProps }) {
  const { t } = useTranslation();
  const { links, expanded, selectedId } = props;
  const children = links.children.get(category.id) ?? [];
  const leaf = children.length === 0;
  const open = !leaf && expanded.has(category.id);
  const { setNodeRef, isOver } = useDroppable({
    id: categoryDropId(category.id),
    data: { categoryId: category.id },
    disabled: !leaf,
  });
  const selected = selectedId === category.id;
  const title = category.title;
  // Products sit in leaf categories only: one that holds products takes no subcategory until they move.
  const holdsProducts = leaf && category.productCount > 0;
  const addBlockedId = useId();

  return (
    <li data-slot="category-node" data-category-id={category.id}>
      <div
        ref={setNodeRef}
        style={{ paddingInlineStart: `${depth * 1.25}rem` }}
        className={cn(
          'group flex min-h-10 items-center gap-1 rounded-md pe-1',
          isOver ? 'bg-caspian-50 ring-2 ring-caspian-600' : selected ? 'bg-brand-50' : 'hover:bg-neutral-100',
        )}
      >
        {leaf ? (
          <span aria-hidden="true" className="size-8 shrink-0" />
        ) : (
          <IconButton
            size="sm"
            aria-expanded={open}
            aria-label={t(open ? 'adminCategories.tree.collapse' : 'adminCategories.tree.expand', { title })}
            onClick={() => props.onToggle(category.id)}
          >
            <Icon icon={ChevronRightIcon} className={cn('transition-transform', open && 'rotate-90')} />
          </IconButton>
        )}
        <button
          type="button"
          aria-current={selected || undefined}
          onClick={() => props.onSelect(category.id)}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1.5 text-start text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          <span className={cn('min-w-0 break-words', selected ? 'font-semibold text-brand-800' : 'text-ink')}>{title}</span>
          <span className="ms-auto shrink-0 rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-semibold text-neutral-800 tabular-nums">
            <span className="sr-only">
              {t('adminCategories.tree.count', { count: category.productCount, formatted: formatCount(category.productCount) })}
            </span>
            <span aria-hidden="true">{formatCount(category.productCount)}</span>
          </span>
        </button>
        <button
          type="button"
          onClick={() => props.onCopyId(category.id)}
          aria-label={t('adminCategories.tree.copyId', { id: category.id, title })}
          className="shrink-0 rounded px-1.5 py-1 font-mono text-xs text-ink-muted hover:bg-neutral-200 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          #{category.id}
        </button>
        {/* Not `disabled`: it stays focusable, so the reason is read out and shown on hover. */}
        <IconButton
          size="sm"
          aria-label={t('adminCategories.tree.addChild', { title })}
          aria-disabled={holdsProducts || undefined}
          aria-describedby={holdsProducts ? addBlockedId : undefined}
          title={holdsProducts ? t('adminCategories.tree.addChildBlocked') : undefined}
          onClick={() => (holdsProducts ? undefined : props.onAddChild(category))}
        >
          <Icon icon={PlusIcon} />
        </IconButton>
        {holdsProducts && (
          <span id={addBlockedId} hidden>
            {t('adminCategories.tree.addChildBlocked')}
          </span>
        )}
        <IconButton size="sm" aria-label={t('adminCategories.tree.edit', { title })} onClick={() => props.onEdit(category)}>
          <Icon icon={PencilIcon} />
        </IconButton>
        <IconButton size="sm" aria-label={t('adminCategories.tree.delete', { title })} onClick={() => props.onDelete(category)}>
          <Icon icon={TrashIcon} />
        </IconButton>
      </div>
      {open ? <CategoryList parent={category.id} depth={depth + 1} props={props} /> : null}
    </li>
  );
}

function CategoryList({ parent, depth, props }: { parent: number | null; depth: number; props: CategoryTreeProps }) {
  const nodes = props.links.children.get(parent) ?? [];
  return (
    <ul className="flex flex-col gap-0.5" aria-labelledby={parent === null ? props.labelledBy : undefined}>
      {nodes.map((category) => (
        <CategoryRow key={category.id} category={category} depth={depth} props={props} />
      ))}
    </ul>
  );
}

/**
 * The categories nested by `upperCategoryId`: a parent opens and closes its subcategories, each row
 * shows the products of its whole subtree, its id (a click copies it) and its edits. Leaf rows take
 * dropped products.
 */
export function CategoryTree(props: CategoryTreeProps) {
  return <CategoryList parent={null} depth={0} props={props} />;
}
