import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatOrderNumber } from '@marketplace/contract';
import { Button, EmptyState, OrderDetail, Skeleton } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { useAdminChangeOrderStatus } from '../../../data/adminOrderMoves.ts';
import { isPersonOrderAction, useOrder } from '../../../data/orders.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/**
 * `/orders/:orderId`: one order of any store as an admin sees it (the store, the buyer's contact, the
 * lines, the timeline) with the admin's move: cancel with a reason, which the server writes into the
 * audit log, so the log reads again.
 */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const change = useAdminChangeOrderStatus();

  const back = (
    <a href="/orders" className="w-fit text-sm font-semibold text-caspian-700 underline-offset-4 hover:underline">
      ← {t('orders.detail.backToList')}
    </a>
  );

  let body;
  if (order.isPending) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton rounded="xl" className="h-48 w-full" />
      </div>
    );
  } else if (order.isError) {
    const missing = isApiError(order.error) && order.error.status === 404;
    body = (
      <EmptyState
        title={t(missing ? 'orders.detail.notFound' : 'orders.detail.loadFailed')}
        action={missing ? undefined : <Button onClick={() => void order.refetch()}>{t('admin.table.error.retry')}</Button>}
      />
    );
  } else {
    body = (
      <>
        <PageMeta title={`${t('pages.admin.orders.title')} · ${formatOrderNumber(order.data.number)}`} noIndex />
        <OrderDetail
          order={order.data}
          variant="admin"
          onAction={(action, input) =>
            isPersonOrderAction(action) ? change.mutateAsync({ orderId, action, ...input }) : Promise.resolve()
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
