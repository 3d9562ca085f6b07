import { useTranslation } from 'react-i18next';
import type { ClientInfo } from '@marketplace/contract';
import {
  Button,
  EmptyState,
  PageHeading,
  StoreProfileForm,
  StoreProfileFormSkeleton,
  notify,
  type StoreProfileValues,
} from '@marketplace/design-system';
import { useClientInfo, useUpdateAccount } from '../../../data/profile.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { uploadProfileImage } from './uploadProfileImage.ts';

function formValuesOf(info: ClientInfo): StoreProfileValues {
  return {
    companyName: info.companyName,
    companyEmail: info.companyEmail,
    phoneNumber: info.phoneNumber,
    socialMediaAccount: info.socialMediaAccount,
    name: info.name,
    lastname: info.lastname,
    dob: info.dob,
    profileImage: info.profileImage,
    backgroundImage: info.backgroundImage,
    settings: { notify: { ...info.settings.notify } },
    language: info.language,
  };
}

/** `/profile` (spec §2): the seller edits the store profile; the e-mail stays read-only. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useClientInfo();
  const update = useUpdateAccount();

  let body;
  if (profile.isError && !profile.data) {
    body = (
      <EmptyState
        title={t('merchantProfile.loadFailed.title')}
        description={t('merchantProfile.loadFailed.description')}
        action={
          <Button onClick={() => void profile.refetch()} isLoading={profile.isFetching}>
            {t('merchantProfile.loadFailed.retry')}
          </Button>
        }
      />
    );
  } else if (!profile.data) {
    body = <StoreProfileFormSkeleton />;
  } else {
    body = (
      <StoreProfileForm
        key={profile.data.id}
        email={profile.data.email}
        initialValues={formValuesOf(profile.data)}
        onSubmit={async (editedValues) => {
          // The saved profile is read again (the dashboard and the shell show it too).
          await update.mutateAsync({ editedValues });
          notify.success(t('merchantProfile.toastSaved'));
        }}
        uploadMedia={uploadProfileImage}
        showSavedNotice={false}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('merchantProfile.title')} description={t('merchantProfile.description')} noIndex />
      <PageHeading title={t('merchantProfile.title')} subtitle={t('merchantProfile.description')} />
      {body}
    </div>
  );
}
