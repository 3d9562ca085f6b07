import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { responsivePaginationWindow, type SlotWidths } from '../../rules/pagination.ts';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** The address of a page: pages are links, so they open in new tabs and work before hydration. */
  hrefForPage: (page: number) => string;
  className?: string;
}

const cell = 'inline-flex h-10 items-center justify-center rounded-md text-sm font-semibold';
// Narrower cells on phones, so a long list's bar stays on one row at 390 px.
const link = cn(
  cell,
  'min-w-9 border px-2 sm:min-w-10 sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus',
);
/** Slots only one width shows are hidden at the other (the `sm` breakpoint). */
const WIDTH_CLASS: Record<SlotWidths, string | undefined> = { all: undefined, wide: 'max-sm:hidden', narrow: 'sm:hidden' };
const otherPage = 'border-line bg-surface text-ink hover:border-brand-300 hover:bg-brand-50';
const currentPage = 'border-brand-600 bg-brand-600 text-white hover:border-brand-700 hover:bg-brand-700';

/**
 * Spec §2: previous/next, the first and last page, 2 pages either side of the current one, ellipses
 * for gaps; on phones 1 either side, so the bar keeps to one row.
 */
export function Pagination({ page, pageCount, hrefForPage, className }: PaginationProps) {
  const { t } = useTranslation();
  const slots = responsivePaginationWindow(page, pageCount);
  if (slots.length <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);

  return (
    <nav data-slot="pagination" aria-label={t('catalogue.pagination.label')} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        {current > 1 ? (
          <li>
            <a href={hrefForPage(current - 1)} rel="prev" className={cn(link, otherPage)}>
              <span aria-hidden="true">‹</span>
              <span className="ml-1 max-sm:sr-only">{t('catalogue.pagination.previous')}</span>
            </a>
          </li>
        ) : null}
        {slots.map(({ slot, shownOn }, index) =>
          slot === 'ellipsis' ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className={cn(cell, 'min-w-4 px-0 text-ink-muted sm:min-w-6', WIDTH_CLASS[shownOn])}
            >
              …
            </li>
          ) : (
            <li key={slot} className={WIDTH_CLASS[shownOn]}>
              <a
                href={hrefForPage(slot)}
                aria-label={t('catalogue.pagination.page', { page: slot })}
                aria-current={slot === current ? 'page' : undefined}
                className={cn(link, slot === current ? currentPage : otherPage)}
              >
                {slot}
              </a>
            </li>
          ),
        )}
        {current < pageCount ? (
          <li>
            <a href={hrefForPage(current + 1)} rel="next" className={cn(link, otherPage)}>
              <span className="mr-1 max-sm:sr-only">{t('catalogue.pagination.next')}</span>
              <span aria-hidden="true">›</span>
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
