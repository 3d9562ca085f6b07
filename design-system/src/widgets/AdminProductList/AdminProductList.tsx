import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PRODUCTS_PAGE_SIZE, adminProductStatusOf, type ItemStatus } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { AdminProductCard, type AdminProductCardItem } from '../AdminProductCard/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { SellerProductCardSkeleton } from '../SellerProductCard/index.ts';
import { usePageSelection } from '../SellerProductList/usePageSelection.ts';
import { AdminBulkBar, type AdminBulkAction } from './AdminBulkBar.tsx';
import { AdminListError, AdminNoProducts } from './AdminListStates.tsx';
import { AdminProductFilters } from './AdminProductFilters.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import type { AdminCategoryOption, AdminProductFilterValues, AdminStoreSearch } from './types.ts';

export interface AdminProductListProps {
  state: 'loading' | 'error' | 'ready';
  items: readonly AdminProductCardItem[];
  /** Products matching the filters, over every page. */
  total: number;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  filters: AdminProductFilterValues;
  categories: readonly AdminCategoryOption[];
  onFiltersChange: (change: Partial<AdminProductFilterValues>) => void;
  /** The stores found by the filters' store search, and how to ask for them. */
  storeSearch?: AdminStoreSearch;
  onStoreSearch: (query: string) => void;
  onEdit: (item: AdminProductCardItem) => void;
  /** Each action settles when the server has answered; a rejection leaves the ticks for another try. */
  onSetStatus: (ids: readonly string[], status: ItemStatus) => Promise<unknown>;
  onDelete: (ids: readonly string[]) => Promise<unknown>;
  onRestore: (ids: readonly string[]) => Promise<unknown>;
  /** Products whose own call is on its way. */
  pendingIds?: ReadonlySet<string>;
  onRetry: () => void;
  /** A newer page is on its way while the old one shows. */
  refreshing?: boolean;
  className?: string;
}

const NO_FILTERS: AdminProductFilterValues = { status: 'ALL', category: null, store: null, query: '' };

/**
 * The admin's Products Management (spec §2): every store's products newest first, filters by status,
 * category and store, the search, a card per product, ticks for bulk hide/show/delete (restore among
 * the deleted), deletes confirmed first, numbered pages, and the loading, error and empty states.
 */
export function AdminProductList(props: AdminProductListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { items, state, filters } = props;
  const selection = usePageSelection(state === 'ready' ? items.map((item) => item.id) : []);
  const [bulkPending, setBulkPending] = useState<AdminBulkAction | null>(null);
  const [confirming, setConfirming] = useState<{ ids: string[]; bulk: boolean } | null>(null);
  const filtered = filters.status !== 'ALL' || filters.category !== null || filters.store !== null || filters.query !== '';
  const selectedCount = selection.selected.size;
  const allTicked = items.length > 0 && selectedCount === items.length;

  async function run(action: AdminBulkAction, ids: readonly string[], bulk: boolean) {
    if (bulk) setBulkPending(action);
    try {
      if (action === 'DELETE') await props.onDelete(ids);
      else if (action === 'RESTORE') await props.onRestore(ids);
      else await props.onSetStatus(ids, action);
      if (bulk) selection.clear();
      return true;
    } catch {
      // The caller reports the failure; the ticks stay for another try.
      return false;
    } finally {
      if (bulk) setBulkPending(null);
    }
  }

  function bulkAction(action: AdminBulkAction) {
    const ids = [...selection.selected];
    if (action === 'DELETE') setConfirming({ ids, bulk: true });
    else void run(action, ids, true);
  }

  async function confirmDelete() {
    if (!confirming) return;
    if (await run('DELETE', confirming.ids, confirming.bulk)) setConfirming(null);
  }

  const namesOf = (ids: readonly string[]) => ids.map((id) => items.find((item) => item.id === id)?.productName ?? id);

  return (
    <section data-slot="admin-product-list" aria-labelledby={headingId} className={cn('flex flex-col gap-4', props.className)}>
      <div className="flex min-w-0 flex-col">
        <h1 id={headingId} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
          {t('adminProducts.title')}
        </h1>
        {state === 'ready' ? (
          <p className="text-sm text-ink-muted">
            {t('adminProducts.total', { count: props.total, formatted: formatCount(props.total) })}
          </p>
        ) : null}
      </div>

      <AdminProductFilters
        values={filters}
        categories={props.categories}
        onChange={props.onFiltersChange}
        storeSearch={props.storeSearch}
        onStoreSearch={props.onStoreSearch}
      />

      {state === 'loading' ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <span role="status" className="sr-only">
            {t('adminProducts.loading')}
          </span>
          {Array.from({ length: Math.min(8, ADMIN_PRODUCTS_PAGE_SIZE) }, (_, index) => (
            <SellerProductCardSkeleton key={index} />
          ))}
        </div>
      ) : state === 'error' ? (
        <AdminListError onRetry={props.onRetry} />
      ) : items.length === 0 ? (
        <AdminNoProducts filtered={filtered} onClear={() => props.onFiltersChange(NO_FILTERS)} />
      ) : (
        <>
          <Checkbox
            size="sm"
            label={t('adminProducts.bulk.selectPage')}
            checked={allTicked ? true : selectedCount > 0 ? 'indeterminate' : false}
            onCheckedChange={(checked) => (checked === true ? selection.selectAll() : selection.clear())}
          />
          <ul
            aria-labelledby={headingId}
            aria-busy={props.refreshing || undefined}
            className={cn(
              'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
              props.refreshing && 'opacity-60',
            )}
          >
            {items.map((item) => (
              <li key={item.id} className="flex">
                <AdminProductCard
                  className="flex-1"
                  item={item}
                  selected={selection.selected.has(item.id)}
                  onSelectedChange={(on) => selection.toggle(item.id, on)}
                  onEdit={() => props.onEdit(item)}
                  onToggleStatus={() => void run(adminProductStatusOf(item) === 'HIDDEN' ? 'ACTIVE' : 'HIDDEN', [item.id], false)}
                  onDelete={() => setConfirming({ ids: [item.id], bulk: false })}
                  onRestore={() => void run('RESTORE', [item.id], false)}
                  onStoreFilter={() => props.onFiltersChange({ store: { id: item.merchantId, name: item.storeName } })}
                  pending={props.pendingIds?.has(item.id)}
                />
              </li>
            ))}
          </ul>
          {selectedCount > 0 ? (
            <AdminBulkBar
              count={selectedCount}
              deletedView={filters.status === 'DELETED'}
              pending={bulkPending}
              onAction={bulkAction}
              onClear={selection.clear}
            />
          ) : null}
          <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} className="pt-2" />
        </>
      )}
      <ConfirmDeleteDialog
        open={confirming !== null}
        names={confirming ? namesOf(confirming.ids) : []}
        pending={
          bulkPending === 'DELETE' ||
          (confirming !== null && !confirming.bulk && confirming.ids.some((id) => props.pendingIds?.has(id)))
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
