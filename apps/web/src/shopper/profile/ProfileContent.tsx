import { useTranslation } from 'react-i18next';
import type { ClientInfo } from '@marketplace/contract';
import { Button, EmptyState, ProfileForm, Skeleton, type ProfileFormValues } from '@marketplace/design-system';
import { useClientInfo, useUpdateAccount } from '../../data/profile.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { uploadMediaFile } from '../../media/uploadMediaFile.ts';
import { BuyerConversations } from './BuyerConversations.tsx';

function formValuesOf(info: ClientInfo): ProfileFormValues {
  return {
    name: info.name,
    lastname: info.lastname,
    phoneNumber: info.phoneNumber,
    dob: info.dob,
    profileImage: info.profileImage,
    settings: { notify: { ...info.settings.notify } },
    language: info.language,
  };
}

function BuyerProfile() {
  const { t } = useTranslation();
  const profile = useClientInfo();
  const update = useUpdateAccount();

  if (profile.isPending) {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <EmptyState
        title={t('profile.loadFailed.title')}
        description={t('profile.loadFailed.description')}
        action={<Button onClick={() => void profile.refetch()}>{t('profile.loadFailed.retry')}</Button>}
      />
    );
  }
  return (
    <ProfileForm
      email={profile.data.email}
      initialValues={formValuesOf(profile.data)}
      onSubmit={async (editedValues) => {
        await update.mutateAsync({ editedValues });
      }}
      uploadPhoto={(file, onProgress) => uploadMediaFile(file, 'image', onProgress)}
    />
  );
}

/** The way to the buyer's orders, first on the page: what a buyer comes to the profile for most. */
function OrdersLink() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary" className="self-start">
      <a href="/profile/orders">{t('orders.list.title')}</a>
    </Button>
  );
}

/**
 * The signed-in buyer's profile: read with getClientInfo, saved with updateAccount (changed values
 * only); below it their custom-order conversations.
 */
export default function ProfileContent() {
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <OrdersLink />
      <BuyerProfile />
      <BuyerConversations />
    </SiteQueryProvider>
  );
}
