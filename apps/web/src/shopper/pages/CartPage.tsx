import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '@marketplace/design-system';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { BuyerOnly } from '../BuyerOnly.tsx';
import { PagePlaceholder } from '../PagePlaceholder.tsx';
import { SellerAccountNotice } from '../SellerAccountNotice.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';

const CartContent = lazy(() => import('../cart/CartContent.tsx'));

/** Spec §2 `/cart` (ours): the signed-in buyer's cart, grouped by store; guests are asked to sign in. */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('cart.title')} description={t('cart.description')} noIndex />
      <PageHeading title={t('cart.title')} />
      <BuyerOnly
        fallback={<PagePlaceholder blocks={['h-32', 'h-32']} />}
        seller={<SellerAccountNotice />}
        guest={
          <SignInPrompt
            title={t('cart.loginPrompt.title')}
            description={t('cart.loginPrompt.description')}
            action={t('cart.loginPrompt.action')}
          />
        }
      >
        <CartContent />
      </BuyerOnly>
    </div>
  );
}
