import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';

export interface SearchSummaryProps {
  /** The search words as typed; empty before anything was searched. */
  query: string;
  /** Matching products over all pages. */
  total: number;
  /** New results are on their way (client-side navigation). */
  loading?: boolean;
  /** The results could not be read: an unobtrusive notice instead of the count. */
  failed?: boolean;
  className?: string;
}

/** The search page's heading: what was searched and how many products matched. */
export function SearchSummary({ query, total, loading = false, failed = false, className }: SearchSummaryProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="search-summary" aria-busy={loading} className={cn('flex min-w-0 flex-col gap-2', className)}>
      <h1 className="font-display text-3xl font-semibold text-ink [overflow-wrap:anywhere] sm:text-4xl">
        {query ? t('searchPage.heading', { query }) : t('searchPage.title')}
      </h1>
      {loading ? (
        <p className="flex items-center gap-2 text-ink-muted">
          <span className="sr-only">{t('searchPage.loading')}</span>
          <Skeleton className="h-5 w-40" />
        </p>
      ) : failed ? (
        <p role="status" className="rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-900">
          {t('searchPage.failed')}
        </p>
      ) : query ? (
        <p className="text-lg text-ink-muted">{t('searchPage.count', { count: total })}</p>
      ) : null}
    </div>
  );
}
