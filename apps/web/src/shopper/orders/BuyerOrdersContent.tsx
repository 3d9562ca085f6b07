import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ORDER_PAGE_SIZE } from '@marketplace/contract';
import { OrderList } from '@marketplace/design-system';
import { useLiveOrders, useMyOrders } from '../../data/orders.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

function BuyerOrders() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const orders = useMyOrders(page);
  useLiveOrders();
  const placed = params.get('placed');
  return (
    <div className="flex flex-col gap-4">
      {placed && (
        <p
          role="status"
          className="rounded-lg border border-success-200 bg-success-50 px-4 py-3 text-sm font-medium text-success-800"
        >
          {t('orders.list.placed')}
        </p>
      )}
      <OrderList
        state={orders.data ? 'ready' : orders.isError ? 'error' : 'loading'}
        orders={orders.data?.orders ?? []}
        page={page}
        pageCount={Math.max(1, Math.ceil((orders.data?.total ?? 0) / ORDER_PAGE_SIZE))}
        hrefForPage={(target) => (target > 1 ? `/profile/orders?page=${target}` : '/profile/orders')}
        orderHref={(order) => `/profile/orders/${encodeURIComponent(order.orderId)}`}
        shopHref="/"
        onRetry={() => void orders.refetch()}
      />
    </div>
  );
}

/** The buyer's orders, newest first, with the page in the address (its own lazily loaded chunk). */
export default function BuyerOrdersContent() {
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <BuyerOrders />
    </SiteQueryProvider>
  );
}
