import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { MerchantBreadcrumb } from './types.ts';
import { Icon, ChevronRightIcon } from '../../primitives/Icon/index.ts';

export interface BreadcrumbsProps {
  items: readonly MerchantBreadcrumb[];
  className?: string;
}

/** Where the seller is: each level links back up, the last one is the page itself. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('shell.breadcrumbs')} data-slot="breadcrumbs" className={cn('min-w-0', className)}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="text-ink-muted">
                  <Icon icon={ChevronRightIcon} />
                </span>
              ) : null}
              {item.href && !last ? (
                <a
                  href={item.href}
                  className="rounded-sm text-caspian-700 hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                >
                  {item.label}
                </a>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="font-semibold text-ink [overflow-wrap:anywhere]">
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
