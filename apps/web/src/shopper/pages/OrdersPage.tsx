import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { BuyerOnly } from '../BuyerOnly.tsx';
import { PagePlaceholder } from '../PagePlaceholder.tsx';
import { SellerAccountNotice } from '../SellerAccountNotice.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';

const BuyerOrdersContent = lazy(() => import('../orders/BuyerOrdersContent.tsx'));
const BuyerOrderContent = lazy(() => import('../orders/BuyerOrderContent.tsx'));

/** `/profile/orders` and `/profile/orders/:orderId` (ours): the buyer's orders and one of them (each widget carries its own heading). */
export function OrdersPage() {
  const { t } = useTranslation();
  const { orderId } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('orders.list.title')} description={t('orders.list.title')} noIndex />
      <BuyerOnly
        fallback={<PagePlaceholder blocks={['h-20', 'h-20']} />}
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
