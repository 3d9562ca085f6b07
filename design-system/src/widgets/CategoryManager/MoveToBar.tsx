import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryFlat } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { CategoryPicker } from '../CategoryPicker/index.ts';
import type { CategoryLinks } from './categoryLinks.ts';

interface MoveToBarProps {
  links: CategoryLinks;
  selectedCount: number;
  target: number | null;
  onTargetChange: (id: number) => void;
  onMove: () => void;
}

/** "Move to…": a leaf category for the ticked products, and Move (only with both a target and a selection). */
export function MoveToBar({ links, selectedCount, target, onTargetChange, onMove }: MoveToBarProps) {
  const { t } = useTranslation();
  const pickerId = useId();
  // The picker's shape; it reads only the id, title, parent and whether a category is a leaf.
  const choices = useMemo<CategoryFlat[]>(
    () =>
      [...links.byId.values()].map((category) => ({
        id: category.id,
        title: category.title,
        titles: { az: category.title },
        urlPath: '',
        upperCategoryId: category.upperCategoryId,
        position: category.position,
        isLeaf: links.isLeaf(category.id),
      })),
    [links],
  );
  return (
    <section
      aria-label={t('adminCategories.moveTo.label')}
      className="flex flex-wrap items-center gap-2 rounded-md border border-line bg-sunken px-3 py-2"
    >
      <label htmlFor={pickerId} className="text-sm font-semibold text-ink">
        {t('adminCategories.moveTo.title', { count: selectedCount })}
      </label>
      <div className="min-w-48 flex-1">
        <CategoryPicker id={pickerId} categories={choices} value={target} onChange={onTargetChange} />
      </div>
      <Button size="sm" disabled={target === null || selectedCount === 0} onClick={onMove}>
        {t('adminCategories.moveTo.move')}
      </Button>
    </section>
  );
}
