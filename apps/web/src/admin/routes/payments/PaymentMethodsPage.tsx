import { useTranslation } from 'react-i18next';
import { Button, EmptyState, PageHeading, PaymentMethodsSettings, Skeleton } from '@marketplace/design-system';
import { usePaymentSettings, useUpdatePaymentSettings } from '../../../data/paymentMoves.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

/**
 * `/payment-methods`: which ways to pay the checkout offers (cash on delivery, the test gateway,
 * Epoint); a gateway this server has no configuration for is shown as unavailable.
 */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const settings = usePaymentSettings();
  const update = useUpdatePaymentSettings();

  let body;
  if (settings.isPending) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton rounded="xl" className="h-72 w-full max-w-2xl" />
      </div>
    );
  } else if (!settings.data) {
    body = (
      <EmptyState
        density="compact"
        title={t('payments.settings.loadFailed')}
        action={<Button onClick={() => void settings.refetch()}>{t('cart.loadFailed.retry')}</Button>}
      />
    );
  } else {
    body = (
      <PaymentMethodsSettings
        // A new form from what the server answered after each save.
        key={settings.data.enabledMethods.join()}
        settings={settings.data}
        onSave={(enabledMethods) => update.mutateAsync({ enabledMethods })}
        saved={update.isSuccess}
        message={
          update.error
            ? t([`payments.errors.${update.error.code}`, `errors.${update.error.code}`, 'payments.settings.failed'])
            : null
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-6 px-4 py-4 sm:px-6">
      <PageMeta title={t('payments.settings.title')} noIndex />
      <PageHeading title={t('payments.settings.title')} />
      {body}
    </div>
  );
}
