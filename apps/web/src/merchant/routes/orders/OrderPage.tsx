import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button, EmptyState, OrderDetail, Skeleton } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { isPersonOrderAction, useChangeOrderStatus, useOrder } from '../../../data/orders.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/** One of the store's orders (`/orders/:orderId`): the buyer's contact, the lines, the timeline and the next moves. */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const change = useChangeOrderStatus();

  if (order.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton rounded="xl" className="h-48 w-full" />
      </div>
    );
  }
  if (order.isError) {
    const missing = isApiError(order.error) && order.error.status === 404;
    return (
      <EmptyState
        title={t(missing ? 'orders.detail.notFound' : 'orders.detail.loadFailed')}
        action={
          missing ? (
            <Button asChild>
              <a href="/orders">{t('orders.detail.backToList')}</a>
            </Button>
          ) : (
            <Button onClick={() => void order.refetch()}>{t('cart.loadFailed.retry')}</Button>
          )
        }
      />
    );
  }
  return (
    <>
      <PageMeta title={`${t('pages.merchant.orders.title')} · № ${order.data.number}`} description="" noIndex />
      <OrderDetail
        order={order.data}
        variant="seller"
        onAction={(action, input) =>
          isPersonOrderAction(action) ? change.mutateAsync({ orderId, action, ...input }) : Promise.resolve()
        }
        packingSlipHref={`/orders/${encodeURIComponent(orderId)}/slip`}
      />
    </>
  );
}
