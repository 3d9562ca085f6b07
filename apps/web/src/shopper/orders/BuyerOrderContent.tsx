import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, EmptyState, OrderDetail, Skeleton, productChatHref, productHref } from '@marketplace/design-system';
import { isApiError } from '../../api/ApiError.ts';
import { isPersonOrderAction, useChangeOrderStatus, useLiveOrders, useOrder } from '../../data/orders.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';

function BuyerOrder({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(orderId);
  useLiveOrders();
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
              <a href="/profile/orders">{t('orders.detail.backToList')}</a>
            </Button>
          ) : (
            <Button onClick={() => void order.refetch()}>{t('cart.loadFailed.retry')}</Button>
          )
        }
      />
    );
  }
  const firstItem = order.data.lines.find((line) => line.itemId !== null);
  return (
    <OrderDetail
      order={order.data}
      variant="buyer"
      onAction={(action, input) =>
        isPersonOrderAction(action) ? change.mutateAsync({ orderId, action, ...input }) : Promise.resolve()
      }
      onMessageStore={
        firstItem?.itemId
          ? () => void navigate(productChatHref({ id: firstItem.itemId ?? '', productName: firstItem.title }))
          : undefined
      }
      itemHref={(itemId) =>
        productHref({ id: itemId, productName: order.data.lines.find((line) => line.itemId === itemId)?.title ?? '' })
      }
    />
  );
}

/** One of the buyer's orders by its address (`/profile/orders/:orderId`). */
export default function BuyerOrderContent() {
  const { orderId = '' } = useParams();
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <BuyerOrder orderId={orderId} />
    </SiteQueryProvider>
  );
}
