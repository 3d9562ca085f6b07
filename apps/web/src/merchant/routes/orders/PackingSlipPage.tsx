import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState, PackingSlip, Skeleton } from '@marketplace/design-system';
import { useOrder } from '../../../data/orders.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/** A printable packing slip of one order (`/orders/:orderId/slip`): on paper only the slip shows. */
export function PackingSlipPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  if (order.isPending) return <Skeleton rounded="xl" className="h-96 w-full" />;
  if (order.isError) return <EmptyState title={t('orders.detail.notFound')} />;
  return (
    <>
      <PageMeta title={`№ ${order.data.number}`} description="" noIndex />
      <PackingSlip order={order.data} onPrint={() => window.print()} />
    </>
  );
}
