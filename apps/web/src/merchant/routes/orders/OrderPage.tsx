import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderDetail, PaymentActions } from '@marketplace/design-system';
import { orderMoveOf, useChangeOrderStatus, useOrder } from '../../../data/orders.ts';
import { useMarkCashCollected, useRefundOrder } from '../../../data/paymentMoves.ts';
import { OrderHelpRequests } from '../../../orders/OrderHelpRequests.tsx';
import { OrderLoadFallback } from '../../../orders/OrderLoadFallback.tsx';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/**
 * One of the store's orders (`/orders/:orderId`): the buyer's contact, the lines, the timeline, the
 * payment, and the next moves: the order's, a refund, and cash collected; below, the buyer's help
 * requests on it, which the store marks resolved.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const change = useChangeOrderStatus();
  const refund = useRefundOrder();
  const cashCollected = useMarkCashCollected();

  if (!order.data) return <OrderLoadFallback order={order} backHref="/orders" />;
  return (
    <>
      <PageMeta title={`${t('pages.merchant.orders.title')} · № ${order.data.number}`} description="" noIndex />
      <OrderDetail
        order={order.data}
        variant="seller"
        onAction={orderMoveOf(change, orderId)}
        packingSlipHref={`/orders/${encodeURIComponent(orderId)}/slip`}
        paymentActions={
          <PaymentActions
            payment={order.data.payment}
            orderNumber={order.data.number}
            totalQepik={order.data.totalQepik}
            onRefund={(value) => refund.mutateAsync({ orderId, ...value })}
            onMarkCashCollected={() => cashCollected.mutateAsync(orderId)}
          />
        }
      />
      <OrderHelpRequests order={order.data} viewer="seller" />
    </>
  );
}
