import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { AdminOrderStoreFilter } from './AdminOrderStoreFilter.tsx';
import { DayFilterField } from '../AdminShell/DayFilterField.tsx';
import type { AdminOrderFilterValues, AdminOrderStatusFilter, AdminOrderStoreSearch } from './types.ts';

export interface AdminOrderToolbarProps {
  filters: AdminOrderFilterValues;
  onFiltersChange: (change: Partial<AdminOrderFilterValues>) => void;
  onClearFilters: () => void;
  storeSearch?: AdminOrderStoreSearch | undefined;
  onStoreSearch: (query: string) => void;
}

const label = 'flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted';

/** Whether any search or filter narrows the list. */
export function hasAdminOrderFilters(filters: AdminOrderFilterValues): boolean {
  return (
    filters.query !== '' ||
    filters.status !== 'ALL' ||
    filters.store !== null ||
    filters.from !== undefined ||
    filters.to !== undefined ||
    filters.overdue
  );
}

/**
 * The number search (on Enter or Search), the status, the store, the days of placing (typed as
 * DD.MM.YYYY), the overdue view and a way to clear them all. A choice applies at once.
 */
export function AdminOrderToolbar({
  filters,
  onFiltersChange,
  onClearFilters,
  storeSearch,
  onStoreSearch,
}: AdminOrderToolbarProps) {
  const { t } = useTranslation();
  const ids = { q: useId(), status: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    onFiltersChange({ query: typeof value === 'string' ? value.trim() : '' });
  }

  return (
    <div role="group" aria-label={t('admin.orders.filters.label')} className="flex flex-col gap-2">
      <div className="grid grid-cols-1 items-start gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,1.3fr)_minmax(10rem,1fr)_minmax(12rem,1.2fr)_minmax(8.5rem,0.7fr)_minmax(8.5rem,0.7fr)]">
        <form
          role="search"
          aria-label={t('admin.orders.search.label')}
          onSubmit={submit}
          className="flex min-w-0 items-end gap-1"
        >
          <div className={`${label} flex-1`}>
            <label htmlFor={ids.q}>{t('admin.orders.search.label')}</label>
            <Input
              key={filters.query}
              id={ids.q}
              name="q"
              type="search"
              size="sm"
              inputMode="numeric"
              defaultValue={filters.query}
              placeholder={t('admin.orders.search.placeholder')}
              enterKeyHint="search"
            />
          </div>
          <Button type="submit" variant="outline" size="sm">
            {t('admin.orders.search.submit')}
          </Button>
        </form>
        <div className={label}>
          <label htmlFor={ids.status}>{t('admin.orders.filters.status')}</label>
          <Select
            id={ids.status}
            size="sm"
            value={filters.status}
            onChange={(event) => onFiltersChange({ status: event.target.value as AdminOrderStatusFilter })}
            options={[
              { value: 'ALL', label: t('admin.orders.filters.allStatuses') },
              ...ORDER_STATUSES.map((status) => ({ value: status, label: t(`orders.status.${status}`) })),
            ]}
          />
        </div>
        <AdminOrderStoreFilter
          store={filters.store}
          onStoreChange={(store) => onFiltersChange({ store })}
          storeSearch={storeSearch}
          onStoreSearch={onStoreSearch}
          labelClassName={label}
        />
        <DayFilterField
          className={label}
          label={t('admin.orders.filters.from')}
          value={filters.from}
          onChange={(from) => onFiltersChange({ from })}
        />
        <DayFilterField
          className={label}
          label={t('admin.orders.filters.to')}
          value={filters.to}
          onChange={(to) => onFiltersChange({ to })}
        />
      </div>
      <div className="flex min-h-8 flex-wrap items-center gap-x-4 gap-y-2">
        <Checkbox
          size="sm"
          checked={filters.overdue}
          onCheckedChange={(checked) => onFiltersChange({ overdue: checked === true })}
          label={t('admin.orders.filters.overdue')}
          description={t('admin.orders.filters.overdueHint')}
        />
        {hasAdminOrderFilters(filters) ? (
          <Button variant="link" size="sm" onClick={onClearFilters}>
            {t('admin.orders.filters.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
