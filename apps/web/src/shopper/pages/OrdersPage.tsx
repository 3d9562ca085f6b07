import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Skeleton } from '@marketplace/design-system';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { BuyerOnly } from '../BuyerOnly.tsx';
import { SellerAccountNotice } from '../SellerAccountNotice.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';

const BuyerOrdersContent = lazy(() => import('../orders/BuyerOrdersContent.tsx'));
const BuyerOrderContent = lazy(() => import('../orders/BuyerOrderContent.tsx'));

function OrdersPlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton rounded="xl" className="h-20 w-full" />
      <Skeleton rounded="xl" className="h-20 w-full" />
    </div>
  );
}

/** `/profile/orders` and `/profile/orders/:orderId` (ours): the buyer's orders and one of them (each widget carries its own heading). */
export function OrdersPage() {
  const { t } = useTranslation();
  const { orderId } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('orders.list.title')} description={t('orders.list.title')} noIndex />
      <BuyerOnly
        fallback={<OrdersPlaceholder />}
        seller={<SellerAccountNotice panelPath="/orders" />}
        guest={
          <SignInPrompt
            title={t('orders.list.loginPrompt')}
            description={t('cart.loginPrompt.description')}
            action={t('cart.loginPrompt.action')}
          />
        }
      >
        {orderId ? <BuyerOrderContent /> : <BuyerOrdersContent />}
      </BuyerOnly>
    </div>
  );
}
