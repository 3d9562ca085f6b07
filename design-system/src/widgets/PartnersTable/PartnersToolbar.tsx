import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_STATUS_FILTERS, type PartnerStatusFilter } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';

export interface PartnersToolbarProps {
  status: PartnerStatusFilter;
  onStatusChange: (status: PartnerStatusFilter) => void;
  query: string;
  onQueryChange: (query: string) => void;
  onRefresh: () => void;
  refreshing?: boolean;
}

const searchIcon = (
  <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** The status filter (all / active / inactive), the search and the refresh of the partners table. */
export function PartnersToolbar({ status, onStatusChange, query, onQueryChange, onRefresh, refreshing }: PartnersToolbarProps) {
  const { t } = useTranslation();
  const searchId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onQueryChange(typeof value === 'string' ? value.trim() : '');
  }

  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <div role="group" aria-label={t('admin.partners.filter.label')} className="inline-flex w-fit flex-wrap rounded-lg border border-line bg-surface p-1">
        {PARTNER_STATUS_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={status === value}
            onClick={() => onStatusChange(value)}
            className={cn(
              'min-h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-focus',
              status === value ? 'bg-brand-600 text-white' : 'text-ink hover:bg-sunken',
            )}
          >
            {t(`admin.partners.filter.${value}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <form role="search" aria-label={t('admin.partners.search.label')} onSubmit={submit} className="w-full md:w-72">
          <label htmlFor={searchId} className="sr-only">
            {t('admin.partners.search.label')}
          </label>
          <Input
            key={query}
            id={searchId}
            type="search"
            name="q"
            size="sm"
            defaultValue={query}
            placeholder={t('admin.partners.search.placeholder')}
            leading={searchIcon}
            enterKeyHint="search"
          />
        </form>
        <Button variant="outline" size="sm" onClick={onRefresh} isLoading={refreshing}>
          {t('admin.partners.refresh')}
        </Button>
      </div>
    </div>
  );
}
