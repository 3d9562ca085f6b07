import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import type { AdminOrderStore, AdminOrderStoreSearch } from './types.ts';

export interface AdminOrderStoreFilterProps {
  store: AdminOrderStore | null;
  onStoreChange: (store: AdminOrderStore | null) => void;
  /** The stores found for the search, if one was asked for. */
  storeSearch?: AdminOrderStoreSearch | undefined;
  /** Looks for stores by name or e-mail ('' forgets the search). */
  onStoreSearch: (query: string) => void;
  labelClassName: string;
}

/**
 * The store filter, as Products Management has it: the store chosen, with a way back to every
 * store; or a search by name or e-mail (on Enter) whose stores found are offered in a select.
 */
export function AdminOrderStoreFilter({
  store,
  onStoreChange,
  storeSearch,
  onStoreSearch,
  labelClassName,
}: AdminOrderStoreFilterProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const pickId = useId();
  const found = storeSearch && storeSearch.query !== '' ? storeSearch : undefined;

  if (store) {
    return (
      <div className={labelClassName}>
        <span>{t('admin.orders.store.label')}</span>
        <p
          data-slot="admin-order-store-filter"
          className="inline-flex min-h-9 w-fit max-w-full items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-0.5 ps-3 pe-1 text-sm text-brand-900"
        >
          <span className="truncate">{store.name || store.id.slice(0, 8)}</span>
          <Button size="sm" variant="ghost" onClick={() => onStoreChange(null)}>
            {t('admin.orders.store.clear')}
          </Button>
        </p>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('store');
    onStoreSearch(typeof value === 'string' ? value.trim() : '');
  }

  return (
    <div className={labelClassName}>
      <form role="search" aria-label={t('admin.orders.store.search')} onSubmit={submit} className="flex flex-col gap-1">
        <label htmlFor={searchId}>{t('admin.orders.store.search')}</label>
        <Input
          key={found?.query ?? ''}
          id={searchId}
          type="search"
          name="store"
          size="sm"
          defaultValue={found?.query ?? ''}
          placeholder={t('admin.orders.store.placeholder')}
          enterKeyHint="search"
        />
      </form>
      {found?.state === 'ready' && found.stores.length > 0 ? (
        <>
          <label htmlFor={pickId} className="sr-only">
            {t('admin.orders.store.pickLabel')}
          </label>
          <Select
            id={pickId}
            size="sm"
            placeholder={t('admin.orders.store.pick', { count: found.stores.length })}
            onChange={(event) => {
              const picked = found.stores.find((candidate) => candidate.id === event.target.value);
              if (picked) onStoreChange(picked);
            }}
            options={found.stores.map((candidate) => ({
              value: candidate.id,
              label: candidate.name || candidate.id.slice(0, 8),
            }))}
          />
        </>
      ) : found ? (
        <p role="status" className="text-sm font-normal text-ink-muted">
          {t(
            found.state === 'loading'
              ? 'admin.orders.store.searching'
              : found.state === 'error'
                ? 'admin.orders.store.failed'
                : 'admin.orders.store.none',
          )}
        </p>
      ) : null}
    </div>
  );
}
