import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Icon, SearchIcon } from '../../primitives/Icon/index.ts';

export interface SearchSuggestion {
  id: number | string;
  title: string;
  href: string;
}

export interface SearchEmptyProps {
  /** The search words; shorter than `minChars` → the hint to type something, otherwise "nothing found". */
  query: string;
  /** Shortest query the search answers (named in the hint). */
  minChars: number;
  /** Places worth a look when nothing matched (e.g. the top categories). */
  suggestions?: readonly SearchSuggestion[];
  /** Where the search form goes (GET, `q=`). */
  searchAction?: string;
  className?: string;
}

/** The search page with nothing to list: a hint before searching, suggestions after a miss. */
export function SearchEmpty({ query, minChars, suggestions = [], searchAction = '/search', className }: SearchEmptyProps) {
  const { t } = useTranslation();
  const hasQuery = query.trim().length >= minChars;
  return (
    <div
      data-slot="search-empty"
      data-state={hasQuery ? 'no-results' : 'hint'}
      className={cn('flex flex-col items-center', className)}
    >
      <EmptyState
        icon={<Icon icon={SearchIcon} size="full" strokeWidth={1.5} />}
        title={hasQuery ? t('searchPage.empty.title', { query }) : t('searchPage.hint.title')}
        description={hasQuery ? t('searchPage.empty.description') : t('searchPage.hint.description', { min: minChars })}
        action={<SearchForm action={searchAction} defaultValue={query} />}
      />
      {hasQuery && suggestions.length > 0 ? <Suggestions items={suggestions} /> : null}
    </div>
  );
}

function SearchForm({ action, defaultValue }: { action: string; defaultValue: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <form role="search" action={action} method="get" className="flex w-full max-w-md flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t('searchPage.form.label')}
      </label>
      <Input
        id={inputId}
        type="search"
        name="q"
        defaultValue={defaultValue}
        minLength={1}
        required
        placeholder={t('searchPage.form.placeholder')}
        wrapperClassName="flex-1"
      />
      <Button type="submit">{t('searchPage.form.submit')}</Button>
    </form>
  );
}

function Suggestions({ items }: { items: readonly SearchSuggestion[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId} className="flex max-w-2xl flex-col items-center gap-3">
      <h3 id={headingId} className="text-base font-semibold text-ink">
        {t('searchPage.empty.suggestions')}
      </h3>
      <ul className="flex flex-wrap justify-center gap-2">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={item.href}
              className="inline-flex min-h-10 items-center rounded-full border border-line-strong bg-surface px-4 py-2 text-sm text-ink hover:bg-neutral-100 [overflow-wrap:anywhere]"
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
