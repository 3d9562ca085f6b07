import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@marketplace/design-system';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { BuyerOnly } from '../BuyerOnly.tsx';
import { PagePlaceholder } from '../PagePlaceholder.tsx';
import { SellerAccountNotice } from '../SellerAccountNotice.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';

// The form brings react-hook-form and the schema library: loaded only for a signed-in buyer.
const CheckoutContent = lazy(() => import('../checkout/CheckoutContent.tsx'));

/** `/checkout` (ours): the cart placed as one order per store, paid in cash on delivery or first by card. */
export function CheckoutPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('orders.checkout.title')} description={t('orders.checkout.title')} noIndex />
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
        <CheckoutContent />
      </BuyerOnly>
    </div>
  );
}
