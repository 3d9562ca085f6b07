import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading, Skeleton } from '@marketplace/design-system';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { BuyerOnly } from '../BuyerOnly.tsx';
import { SellerAccountNotice } from '../SellerAccountNotice.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';

const CartContent = lazy(() => import('../cart/CartContent.tsx'));

function CartPlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton rounded="xl" className="h-32 w-full" />
      <Skeleton rounded="xl" className="h-32 w-full" />
    </div>
  );
}

/** Spec §2 `/cart` (ours): the signed-in buyer's cart, grouped by store; guests are asked to sign in. */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('cart.title')} description={t('cart.description')} noIndex />
      <PageHeading title={t('cart.title')} />
      <BuyerOnly
        fallback={<CartPlaceholder />}
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
