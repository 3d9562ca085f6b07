import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeading, Skeleton } from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { BuyerOnly } from '../BuyerOnly.tsx';
import { SignInPrompt } from '../SignInPrompt.tsx';

// The form brings react-hook-form and the schema library: loaded only when a signed-in buyer opens the page.
const ProfileContent = lazy(() => import('../profile/ProfileContent.tsx'));

function ProfilePlaceholder() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">{t('common.loading')}</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

/**
 * A seller's account has no buyer profile: its name, photo and contacts are the store's, kept in
 * the seller panel's store settings. Say so and lead there instead of showing the buyer form.
 */
function SellerProfileNotice() {
  const { t } = useTranslation();
  const { merchantUrl } = usePublicConfig();
  return (
    <EmptyState
      title={t('profile.sellerAccount.title')}
      description={t('profile.sellerAccount.description')}
      action={
        <Button asChild>
          <a href={`${merchantUrl.replace(/\/+$/, '')}/profile`}>{t('profile.sellerAccount.action')}</a>
        </Button>
      }
    />
  );
}

/** Spec §2 `/profile`: the buyer's profile view and edit; guests are asked to sign in. */
export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('profile.title')} description={t('profile.description')} noIndex />
      <PageHeading title={t('profile.title')} subtitle={t('profile.description')} />
      <BuyerOnly
        fallback={<ProfilePlaceholder />}
        seller={<SellerProfileNotice />}
        guest={
          <SignInPrompt
            title={t('profile.loginPrompt.title')}
            description={t('profile.loginPrompt.description')}
            action={t('profile.loginPrompt.action')}
          />
        }
      >
        <ProfileContent />
      </BuyerOnly>
    </div>
  );
}
