import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderDetail } from '@marketplace/design-system';
import { orderMoveOf, useChangeOrderStatus, useOrder } from '../../../data/orders.ts';
import { OrderLoadFallback } from '../../../orders/OrderLoadFallback.tsx';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/** One of the store's orders (`/orders/:orderId`): the buyer's contact, the lines, the timeline and the next moves. */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const change = useChangeOrderStatus();

  if (!order.data) return <OrderLoadFallback order={order} backHref="/orders" />;
  return (
    <>
      <PageMeta title={`${t('pages.merchant.orders.title')} · № ${order.data.number}`} description="" noIndex />
      <OrderDetail
        order={order.data}
        variant="seller"
        onAction={orderMoveOf(change, orderId)}
        packingSlipHref={`/orders/${encodeURIComponent(orderId)}/slip`}
      />
    </>
  );
}
