import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientInfo } from '@marketplace/contract';
import { Button, EmptyState, ProfileForm, Skeleton, type ProfileFormValues } from '@marketplace/design-system';
import { browserClient } from '../../api/browserClient.ts';

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; info: ClientInfo };

function formValuesOf(info: ClientInfo): ProfileFormValues {
  return {
    name: info.name,
    lastname: info.lastname,
    phoneNumber: info.phoneNumber,
    dob: info.dob,
    profileImage: info.profileImage,
    settings: { notify: { ...info.settings.notify } },
  };
}

/** The signed-in buyer's profile: read with getClientInfo, saved with updateAccount (changed values only). */
export default function ProfileContent() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  const read = useCallback(() => {
    setLoad({ status: 'loading' });
    browserClient
      .get<ClientInfo>('/auth/v1/getClientInfo')
      .then((info) => setLoad({ status: 'ready', info }))
      .catch(() => setLoad({ status: 'error' }));
  }, []);
  useEffect(read, [read]);

  if (load.status === 'loading') {
    return (
      <div aria-busy="true" className="flex flex-col gap-4">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-2/3" />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <EmptyState
        title={t('profile.loadFailed.title')}
        description={t('profile.loadFailed.description')}
        action={<Button onClick={read}>{t('profile.loadFailed.retry')}</Button>}
      />
    );
  }
  return (
    <ProfileForm
      email={load.info.email}
      initialValues={formValuesOf(load.info)}
      onSubmit={async (editedValues) => {
        await browserClient.post<ClientInfo>('/auth/v1/updateAccount', { editedValues });
      }}
    />
  );
}
