import { useTranslation } from 'react-i18next';
import type { PartnerProductGroup } from '@marketplace/contract';
import { formatCount } from '../../rules/count.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import type { PermissionCategory } from './types.ts';

export interface ProductGroupsProps {
  groups: readonly PartnerProductGroup[];
  categories: readonly PermissionCategory[];
  /** Where the admin sees all of a category's products of this store (Products Management, filtered). */
  hrefForCategoryProducts?: (categoryId: number) => string;
  labelledBy: string;
}

/** The store's products grouped by category: each category's count and its newest products by name. */
export function ProductGroups({ groups, categories, hrefForCategoryProducts, labelledBy }: ProductGroupsProps) {
  const { t } = useTranslation();
  if (groups.length === 0) return <p className="text-sm text-ink-muted">{t('admin.partners.detail.products.empty')}</p>;
  const titles = new Map(categories.map((category) => [category.id, category.title]));
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-3">
      {groups.map((group) => (
        <li key={group.categoryId} data-slot="product-group" className="rounded-lg border border-line p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h4 className="font-semibold text-ink">
              {titles.get(group.categoryId) ?? t('admin.partners.detail.products.unknownCategory', { id: group.categoryId })}
            </h4>
            <span className="text-sm text-ink-muted">
              {t('admin.partners.detail.products.count', { count: group.count, formatted: formatCount(group.count) })}
            </span>
          </div>
          <ul className="mt-1 flex flex-col gap-0.5 text-sm">
            {group.items.map((item) => (
              <li key={item.id} className="flex items-center gap-2">
                <span className="min-w-0 [overflow-wrap:anywhere]">{item.productName}</span>
                {item.status === 'HIDDEN' ? <Badge size="sm">{t('admin.partners.detail.products.hidden')}</Badge> : null}
              </li>
            ))}
          </ul>
          {hrefForCategoryProducts && group.count > group.items.length ? (
            <a
              href={hrefForCategoryProducts(group.categoryId)}
              className="mt-1 inline-block text-sm font-semibold text-caspian-700 underline-offset-4 hover:underline"
            >
              {t('admin.partners.detail.products.more')}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
