import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { ADMIN_STATUS_FILTERS, type AdminCategoryOption, type AdminProductFilterValues, type AdminStoreSearch } from './types.ts';
import { Icon, SearchIcon } from '../../primitives/Icon/index.ts';

export interface AdminProductFiltersProps {
  values: AdminProductFilterValues;
  categories: readonly AdminCategoryOption[];
  onChange: (change: Partial<AdminProductFilterValues>) => void;
  /** The stores found for the store search, if one was asked for. */
  storeSearch?: AdminStoreSearch;
  /** Looks for stores by name or e-mail ('' forgets the search). */
  onStoreSearch: (query: string) => void;
}

const fieldOf = (event: FormEvent<HTMLFormElement>, name: string) => {
  event.preventDefault();
  const value = new FormData(event.currentTarget).get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Status (all, listed, hidden, deleted), category, the store (found by name or e-mail, or from a
 * card; shown with a way back to all stores) and the search in names and authors.
 */
export function AdminProductFilters({ values, categories, onChange, storeSearch, onStoreSearch }: AdminProductFiltersProps) {
  const { t } = useTranslation();
  const categoryId = useId();
  const searchId = useId();
  const storeSearchId = useId();
  const storePickId = useId();
  const found = storeSearch && storeSearch.query !== '' ? storeSearch : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    onChange({ query: fieldOf(event, 'q') });
  }

  return (
    <div data-slot="admin-product-filters" className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
      <div
        role="group"
        aria-label={t('adminProducts.filter.status')}
        className="inline-flex w-fit flex-wrap rounded-lg border border-line bg-surface p-1"
      >
        {ADMIN_STATUS_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={values.status === value}
            onClick={() => onChange({ status: value })}
            className={cn(
              'min-h-8 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-focus',
              values.status === value ? 'bg-brand-600 text-white' : 'text-ink hover:bg-sunken',
            )}
          >
            {t(`adminProducts.filter.${value}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={categoryId} className="text-sm font-medium whitespace-nowrap text-ink">
          {t('adminProducts.filter.category')}
        </label>
        <Select
          id={categoryId}
          size="sm"
          fullWidth={false}
          value={values.category === null ? '' : String(values.category)}
          onChange={(event) => onChange({ category: event.target.value === '' ? null : Number(event.target.value) })}
        >
          <option value="">{t('adminProducts.filter.allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {`${'\u00a0\u00a0'.repeat(category.depth)}${category.title}`}
            </option>
          ))}
        </Select>
      </div>
      {values.store ? (
        <p
          data-slot="admin-product-store-filter"
          className="inline-flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 ps-3 pe-1 text-sm text-brand-900"
        >
          {t('adminProducts.filter.store', { name: values.store.name || values.store.id.slice(0, 8) })}
          <Button size="sm" variant="ghost" onClick={() => onChange({ store: null })}>
            {t('adminProducts.filter.clearStore')}
          </Button>
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <form
            role="search"
            aria-label={t('adminProducts.filter.storeSearch')}
            onSubmit={(event) => onStoreSearch(fieldOf(event, 'store'))}
            className="w-56"
          >
            <label htmlFor={storeSearchId} className="sr-only">
              {t('adminProducts.filter.storeSearch')}
            </label>
            <Input
              key={found?.query ?? ''}
              id={storeSearchId}
              type="search"
              name="store"
              size="sm"
              defaultValue={found?.query ?? ''}
              placeholder={t('adminProducts.filter.storePlaceholder')}
              enterKeyHint="search"
            />
          </form>
          {found?.state === 'ready' && found.stores.length > 0 ? (
            <>
              <label htmlFor={storePickId} className="sr-only">
                {t('adminProducts.filter.storePickLabel')}
              </label>
              <Select
                id={storePickId}
                size="sm"
                fullWidth={false}
                placeholder={t('adminProducts.filter.storePick', { count: found.stores.length })}
                onChange={(event) => {
                  const store = found.stores.find((candidate) => candidate.id === event.target.value);
                  if (store) onChange({ store });
                }}
                options={found.stores.map((store) => ({ value: store.id, label: store.name || store.id.slice(0, 8) }))}
              />
            </>
          ) : found ? (
            <p role="status" className="text-sm text-ink-muted">
              {t(
                found.state === 'loading'
                  ? 'adminProducts.filter.storeSearching'
                  : found.state === 'error'
                    ? 'adminProducts.filter.storeFailed'
                    : 'adminProducts.filter.storeNone',
              )}
            </p>
          ) : null}
        </div>
      )}
      <form role="search" aria-label={t('adminProducts.search.label')} onSubmit={submit} className="w-full lg:ms-auto lg:w-72">
        <label htmlFor={searchId} className="sr-only">
          {t('adminProducts.search.label')}
        </label>
        <Input
          key={values.query}
          id={searchId}
          type="search"
          name="q"
          size="sm"
          defaultValue={values.query}
          placeholder={t('adminProducts.search.placeholder')}
          leading={<Icon icon={SearchIcon} />}
          enterKeyHint="search"
        />
      </form>
    </div>
  );
}
