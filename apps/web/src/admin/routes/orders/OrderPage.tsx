import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatOrderNumber } from '@marketplace/contract';
import { OrderDetail, PaymentActions } from '@marketplace/design-system';
import { useAdminChangeOrderStatus } from '../../../data/adminOrderMoves.ts';
import { orderMoveOf, useOrder } from '../../../data/orders.ts';
import { useRefundOrder } from '../../../data/paymentMoves.ts';
import { OrderLoadFallback } from '../../../orders/OrderLoadFallback.tsx';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/**
 * `/orders/:orderId`: one order of any store as an admin sees it (the store, the buyer's contact, the
 * lines, the timeline, the payment) with the admin's moves: cancel with a reason, which the server
 * writes into the audit log, so the log reads again; and refund part or all of what was paid.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const change = useAdminChangeOrderStatus();
  const refund = useRefundOrder();

  const back = (
    <a href="/orders" className="w-fit text-sm font-semibold text-caspian-700 underline-offset-4 hover:underline">
      ← {t('orders.detail.backToList')}
    </a>
  );

  let body;
  if (!order.data) {
    body = <OrderLoadFallback order={order} />;
  } else {
    body = (
      <>
        <PageMeta title={`${t('pages.admin.orders.title')} · ${formatOrderNumber(order.data.number)}`} noIndex />
        <OrderDetail
          order={order.data}
          variant="admin"
          onAction={orderMoveOf(change, orderId)}
          paymentActions={
            <PaymentActions
              payment={order.data.payment}
              orderNumber={order.data.number}
              totalQepik={order.data.totalQepik}
              onRefund={(value) => refund.mutateAsync({ orderId, ...value })}
              onMarkCashCollected={undefined}
            />
          }
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4 px-3 py-4 sm:px-6">
      {back}
      {body}
    </div>
  );
}
