import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_PAGE_SIZE } from '@marketplace/contract';
import { AdminOrderTable, type AdminOrderStore } from '@marketplace/design-system';
import { useAdminOrders } from '../../../data/adminOrders.ts';
import { useAdminPartners } from '../../../data/adminPartners.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { useListState } from '../../useListState.ts';
import {
  ADMIN_ORDER_FILTERS,
  CLEAR_ADMIN_ORDER_FILTERS,
  adminOrderFilterValuesOf,
  adminOrderListChangeOf,
  adminOrdersFilterOf,
} from './adminOrderFilters.ts';

/**
 * `/orders`: every store's orders, newest first; the number search, status, store, days of placing,
 * the overdue view and the page kept in the address. The store is found by name or e-mail among the
 * Partners section's stores.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const list = useListState(ADMIN_ORDER_FILTERS);
  const filter = adminOrdersFilterOf(list.state);
  const orders = useAdminOrders(filter);
  const [storeQuery, setStoreQuery] = useState('');
  const [picked, setPicked] = useState<AdminOrderStore | null>(null);
  const stores = useAdminPartners({ page: 1, q: storeQuery }, { enabled: storeQuery !== '' });

  const found = orders.data?.orders ?? [];
  const total = orders.data?.total ?? 0;
  const pageCount = Math.ceil(total / ORDER_PAGE_SIZE);
  const pastTheEnd = orders.isSuccess && !orders.isPlaceholderData && total > 0 && filter.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) list.change({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, list]);
  const storeName =
    found.find((order) => order.storeId === filter.storeId)?.storeName ??
    (picked && picked.id === filter.storeId ? picked.name : '');

  return (
    <div className="flex flex-col gap-3 px-3 py-4 sm:px-6">
      <PageMeta title={t('pages.admin.orders.title')} description={t('pages.admin.orders.description')} noIndex />
      <AdminOrderTable
        state={orders.isError && !orders.data ? 'error' : orders.data ? 'ready' : 'loading'}
        orders={found}
        total={total}
        page={filter.page}
        pageCount={pageCount}
        hrefForPage={list.hrefForPage}
        orderHref={(order) => `/orders/${encodeURIComponent(order.orderId)}`}
        filters={adminOrderFilterValuesOf(filter, storeName)}
        onFiltersChange={(change) => {
          if (change.store) {
            setPicked(change.store);
            setStoreQuery('');
          }
          list.change(adminOrderListChangeOf(change));
        }}
        onClearFilters={() => list.change(CLEAR_ADMIN_ORDER_FILTERS)}
        storeSearch={{
          query: storeQuery,
          state: stores.isError ? 'error' : stores.isSuccess && !stores.isPlaceholderData ? 'ready' : 'loading',
          stores: (stores.data?.items ?? []).map((store) => ({ id: store.id, name: store.companyName })),
        }}
        onStoreSearch={setStoreQuery}
        onRetry={() => void orders.refetch()}
        refreshing={orders.isPlaceholderData}
      />
    </div>
  );
}
