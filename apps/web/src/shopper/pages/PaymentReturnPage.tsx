import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@marketplace/design-system';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { BuyerOnly } from '../BuyerOnly.tsx';
import { PagePlaceholder } from '../PagePlaceholder.tsx';
import { SellerAccountNotice } from '../SellerAccountNotice.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';

const PaymentReturnContent = lazy(() => import('../checkout/PaymentReturnContent.tsx'));

/**
 * `/checkout/payment/:paymentId` (ours, paymentReturnPath): where a gateway brings the buyer back.
 * What the address says decides nothing: the page asks the server, which asks the gateway.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('payments.waiting.pageTitle')} description={t('payments.waiting.pageTitle')} noIndex />
      <PageHeading title={t('orders.checkout.title')} />
      <BuyerOnly
        fallback={<PagePlaceholder blocks={['h-40']} />}
        seller={<SellerAccountNotice />}
        guest={
          <SignInPrompt
            title={t('cart.loginPrompt.title')}
            description={t('cart.loginPrompt.description')}
            action={t('cart.loginPrompt.action')}
          />
        }
      >
        <PaymentReturnContent />
      </BuyerOnly>
    </div>
  );
}
