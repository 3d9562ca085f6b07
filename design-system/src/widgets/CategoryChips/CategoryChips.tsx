import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface CategoryChip {
  id: number;
  title: string;
  href: string;
}

export interface CategoryChipsProps {
  items: CategoryChip[];
  /** The category being shown: marked as the current page. */
  activeId?: number;
  /** Names the list for assistive technology; defaults to "Categories". */
  label?: string;
  className?: string;
}

/** Category links as chips: one scrolling row on phones, wrapping lines on wider screens. */
export function CategoryChips({ items, activeId, label, className }: CategoryChipsProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav data-slot="category-chips" aria-label={label ?? t('catalogue.chips.label')} className={cn('min-w-0', className)}>
      <ul className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible">
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <li key={item.id} className="shrink-0">
              <a
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex h-9 max-w-[16rem] items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus',
                  active
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-line bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
                )}
              >
                <span className="truncate">{item.title}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
