import { useTranslation } from 'react-i18next';
import {
  Button,
  DeliveryOptionsForm,
  DeliveryOptionsFormSkeleton,
  EmptyState,
  PageHeading,
  notify,
} from '@marketplace/design-system';
import { useDeliveryOptions, useUpdateDeliveryOptions } from '../../../data/deliveryOptions.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/**
 * `/delivery`: the seller's delivery options (zones with fees and days, a free-delivery threshold,
 * pickup, processing days), the default ones until first saved. The server's refusals show on
 * their fields; a save is announced by a toast.
 */
export function DeliveryPage() {
  const { t } = useTranslation();
  const options = useDeliveryOptions();
  const update = useUpdateDeliveryOptions();

  let body;
  if (options.isError && !options.data) {
    body = (
      <EmptyState
        title={t('deliveryOptions.loadFailed.title')}
        description={t('deliveryOptions.loadFailed.description')}
        action={
          <Button onClick={() => void options.refetch()} isLoading={options.isFetching}>
            {t('deliveryOptions.loadFailed.retry')}
          </Button>
        }
      />
    );
  } else if (!options.data) {
    body = <DeliveryOptionsFormSkeleton />;
  } else {
    body = (
      <DeliveryOptionsForm
        initialValues={options.data}
        onSubmit={async (next) => {
          await update.mutateAsync(next);
          notify.success(t('deliveryOptions.saved'));
        }}
        errors={update.error?.fields}
        saving={update.isPending}
        showSavedNotice={false}
      />
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('deliveryOptions.title')} description={t('deliveryOptions.description')} noIndex />
      <PageHeading title={t('deliveryOptions.title')} subtitle={t('deliveryOptions.description')} />
      {body}
    </div>
  );
}
