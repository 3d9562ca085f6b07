import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { bakuDate, ORDER_PAGE_SIZE } from '@marketplace/contract';
import { PageHeading, SellerOrderTable } from '@marketplace/design-system';
import { useChangeStoreOrdersStatus, useStoreOrderCounts, useStoreOrders } from '../../../data/sellerOrders.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { ordersHref, readOrderListParams, type OrderListParams } from './orderListParams.ts';

/** The store's Orders: tabs with counts, search, sort and pages in the address; accept or ship several at once. */
export function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readOrderListParams(searchParams);
  const go = (next: Partial<OrderListParams>) => void navigate(ordersHref({ ...params, ...next }));
  const orders = useStoreOrders(params);
  const counts = useStoreOrderCounts();
  const bulk = useChangeStoreOrdersStatus();

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('pages.merchant.orders.title')} description={t('pages.merchant.orders.title')} noIndex />
      <PageHeading title={t('pages.merchant.orders.title')} />
      <SellerOrderTable
        state={orders.data ? 'ready' : orders.isError ? 'error' : 'loading'}
        orders={orders.data?.orders ?? []}
        counts={counts.data ?? null}
        tab={params.status ?? 'ALL'}
        onTabChange={(tab) => go({ status: tab === 'ALL' ? undefined : tab, page: 1 })}
        query={params.q ?? ''}
        onQueryChange={(q) => go({ q, page: 1 })}
        sort={params.sort}
        onSortChange={(sort) => go({ sort, page: 1 })}
        page={params.page}
        pageCount={Math.max(1, Math.ceil((orders.data?.total ?? 0) / ORDER_PAGE_SIZE))}
        hrefForPage={(page) => ordersHref({ ...params, page })}
        orderHref={(order) => `/orders/${encodeURIComponent(order.orderId)}`}
        today={bakuDate(new Date())}
        onBulkAction={(action, orderIds) => bulk.mutateAsync({ action, orderIds })}
        onRetry={() => void orders.refetch()}
        refreshing={orders.isPlaceholderData}
      />
    </div>
  );
}
