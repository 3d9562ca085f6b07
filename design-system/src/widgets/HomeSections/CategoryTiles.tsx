import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export interface CategoryTile {
  id: number;
  title: string;
  href: string;
  productCount: number;
}

export interface CategoryTilesProps {
  title: string;
  items: CategoryTile[];
  className?: string;
}

const TONES = [
  'bg-brand-50 text-brand-800',
  'bg-accent-50 text-accent-900',
  'bg-caspian-50 text-caspian-800',
  'bg-neutral-100 text-neutral-800',
];

/** The popular categories of the home page as large tiles with their product counts. */
export function CategoryTiles({ title, items, className }: CategoryTilesProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section data-slot="category-tiles" aria-labelledby="category-tiles-title" className={cn('flex flex-col gap-3', className)}>
      <h2 id="category-tiles-title" className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={item.href}
              className={cn(
                'flex h-full min-h-24 flex-col justify-between gap-2 rounded-lg p-4 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                TONES[index % TONES.length],
              )}
            >
              <span className="text-lg font-semibold [overflow-wrap:anywhere]">{item.title}</span>
              <span className="text-sm">{t('home.popularCategories.count', { count: item.productCount })}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
