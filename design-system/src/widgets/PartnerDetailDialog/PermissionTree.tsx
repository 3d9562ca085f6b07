import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { permissionTicks, type PermissionTick } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import type { PermissionCategory } from './types.ts';
import { Icon, ChevronRightIcon } from '../../primitives/Icon/index.ts';

export interface PermissionTreeProps {
  categories: readonly PermissionCategory[];
  ticked: ReadonlySet<number>;
  /** Ticks or unticks a category (the caller applies the cascade to its descendants). */
  onTick: (id: number, on: boolean) => void;
  disabled?: boolean;
  labelledBy: string;
}

function childrenByParent(categories: readonly PermissionCategory[]): Map<number | null, PermissionCategory[]> {
  const known = new Set(categories.map((category) => category.id));
  const map = new Map<number | null, PermissionCategory[]>();
  for (const category of categories) {
    const parent = category.upperCategoryId !== null && known.has(category.upperCategoryId) ? category.upperCategoryId : null;
    const list = map.get(parent) ?? [];
    list.push(category);
    map.set(parent, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.position - b.position || a.id - b.id);
  return map;
}

/**
 * The category tree with a checkbox per category (spec §2, §4): a partly ticked subtree shows the
 * indeterminate state; subcategories are shown on demand, so a tree of thousands stays light.
 */
export function PermissionTree({ categories, ticked, onTick, disabled, labelledBy }: PermissionTreeProps) {
  const { t } = useTranslation();
  const children = useMemo(() => childrenByParent(categories), [categories]);
  const ticks = useMemo(() => permissionTicks(categories, ticked), [categories, ticked]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());

  function toggle(id: number) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function branch(parent: number | null, depth: number) {
    const list = children.get(parent) ?? [];
    return (
      <ul
        aria-labelledby={depth === 0 ? labelledBy : undefined}
        className={cn('flex flex-col gap-1', depth > 0 && 'ms-6 mt-1 border-s border-line ps-2')}
      >
        {list.map((category) => {
          const hasChildren = (children.get(category.id)?.length ?? 0) > 0;
          const open = expanded.has(category.id);
          const tick: PermissionTick = ticks.get(category.id) ?? false;
          return (
            <li key={category.id} data-slot="permission-node">
              <div className="flex min-h-8 items-center gap-1">
                {hasChildren ? (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-label={t(
                      open ? 'admin.partners.detail.permissions.collapse' : 'admin.partners.detail.permissions.expand',
                      { name: category.title },
                    )}
                    onClick={() => toggle(category.id)}
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-sunken focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    <Icon
                      icon={ChevronRightIcon}
                      className={cn('transition-transform rtl:-scale-x-100', open && 'rotate-90 rtl:rotate-90')}
                    />
                  </button>
                ) : (
                  <span aria-hidden="true" className="size-7 shrink-0" />
                )}
                <Checkbox
                  size="sm"
                  label={category.title}
                  checked={tick}
                  disabled={disabled}
                  onCheckedChange={(checked) => onTick(category.id, checked === true)}
                />
              </div>
              {hasChildren && open ? branch(category.id, depth + 1) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  return branch(null, 0);
}
