import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { AdminTable } from '../AdminShell/AdminTable.tsx';
import { AdminTableFallback } from '../AdminShell/AdminTableFallback.tsx';
import { Pagination } from '../Pagination/index.ts';
import { AdminOrderRow } from './AdminOrderRow.tsx';
import { AdminOrderToolbar, hasAdminOrderFilters } from './AdminOrderToolbar.tsx';
import type { AdminOrderFilterValues, AdminOrderStoreSearch } from './types.ts';

export interface AdminOrderTableProps {
  state: 'loading' | 'error' | 'ready';
  orders: readonly OrderSummary[];
  /** Orders matching the search and filters, over every page. */
  total: number;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  /** The order's page. */
  orderHref: (order: OrderSummary) => string;
  filters: AdminOrderFilterValues;
  onFiltersChange: (change: Partial<AdminOrderFilterValues>) => void;
  /** Clears the search and every filter at once. */
  onClearFilters: () => void;
  /** The stores found by the store filter's search, if one was asked for. */
  storeSearch?: AdminOrderStoreSearch | undefined;
  onStoreSearch: (query: string) => void;
  onRetry: () => void;
  /** A newer page is on its way while the old one shows. */
  refreshing?: boolean;
  className?: string;
}

const COLUMNS = ['number', 'store', 'buyer', 'items', 'total', 'placed', 'shipBy', 'status'] as const;

/**
 * The admin's Orders across stores: search by number, filters by status, store, days of placing
 * and the overdue view (past ship-by and not shipped), newest first, numbered server-side pages.
 */
export function AdminOrderTable(props: AdminOrderTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, orders } = props;

  return (
    <div data-slot="admin-order-table" className={cn('flex flex-col gap-3', props.className)}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 id={headingId} className="font-display text-2xl font-semibold text-ink">
          {t('pages.admin.orders.title')}
        </h1>
        {state === 'ready' ? (
          <p className="text-sm text-ink-muted">
            {t('admin.orders.total', { count: props.total, formatted: formatCount(props.total) })}
          </p>
        ) : null}
      </div>

      <AdminOrderToolbar
        filters={props.filters}
        onFiltersChange={props.onFiltersChange}
        onClearFilters={props.onClearFilters}
        storeSearch={props.storeSearch}
        onStoreSearch={props.onStoreSearch}
      />

      <AdminTableFallback
        state={state}
        empty={orders.length === 0}
        filtered={hasAdminOrderFilters(props.filters)}
        onRetry={props.onRetry}
        onClear={props.onClearFilters}
        clearLabel={t('admin.orders.filters.clear')}
        emptyTitle={t('admin.orders.empty.title')}
        emptyHint={t('admin.orders.empty.hint')}
        emptySlot="admin-orders-empty"
      >
        <AdminTable
          labelledBy={headingId}
          columns={COLUMNS.map((column) => t(`admin.orders.columns.${column}`))}
          loading={state === 'loading'}
          refreshing={props.refreshing}
          minWidthClassName="min-w-[62rem]"
        >
          {orders.map((order) => (
            <AdminOrderRow key={order.orderId} order={order} href={props.orderHref(order)} />
          ))}
        </AdminTable>
        {state === 'ready' ? <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} /> : null}
      </AdminTableFallback>
    </div>
  );
}
