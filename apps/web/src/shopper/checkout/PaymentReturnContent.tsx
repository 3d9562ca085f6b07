import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Button, EmptyState, PaymentWaiting, paymentOutcomeOf } from '@marketplace/design-system';
import { isApiError } from '../../api/ApiError.ts';
import { usePaymentStatus } from '../../data/payments.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { PagePlaceholder } from '../PagePlaceholder.tsx';

/** After this long without the bank's answer the page says the buyer may leave it. */
const SLOW_AFTER_MS = 20_000;
/** How long "paid" stays on screen before the orders open. */
const PAID_PAUSE_MS = 1_200;

const ordersHref = (groupId: string | null) =>
  groupId ? `/profile/orders?placed=${encodeURIComponent(groupId)}` : '/profile/orders';

function PaymentReturn({ paymentId }: { paymentId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const payment = usePaymentStatus(paymentId);
  const [slow, setSlow] = useState(false);
  const data = payment.data;
  const outcome = data ? paymentOutcomeOf(data.status, data.groupId !== null) : 'WAITING';
  const groupId = data?.groupId ?? null;

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Paid and placed: the orders, as after a cash checkout.
  useEffect(() => {
    if (outcome !== 'PAID') return;
    const timer = window.setTimeout(() => void navigate(ordersHref(groupId), { replace: true }), PAID_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, groupId, navigate]);

  if (!data) {
    if (payment.isError && isApiError(payment.error) && payment.error.status === 404) {
      return (
        <EmptyState
          title={t('payments.waiting.notFound')}
          action={
            <Button asChild>
              <a href="/profile/orders">{t('payments.waiting.openOrders')}</a>
            </Button>
          }
        />
      );
    }
    if (payment.isError) {
      return (
        <EmptyState
          title={t('payments.waiting.checkFailed')}
          action={<Button onClick={() => void payment.refetch()}>{t('cart.loadFailed.retry')}</Button>}
        />
      );
    }
    return <PagePlaceholder blocks={['h-40']} />;
  }

  const failure =
    data.failureCode && i18n.exists(`errors.${data.failureCode}`)
      ? t(`errors.${data.failureCode}`)
      : data.failureCode && i18n.exists(`orders.errors.${data.failureCode}`)
        ? t(`orders.errors.${data.failureCode}`)
        : null;
  return (
    <PaymentWaiting
      outcome={outcome}
      method={data.method}
      amountQepik={data.amountQepik}
      slow={slow}
      failure={failure}
      checkFailed={payment.isError}
      onCheckNow={() => void payment.refetch()}
      ordersHref={ordersHref(groupId)}
      // The cart was kept: the checkout starts again from it, with a new try's key.
      onTryAgain={() => void navigate('/checkout')}
    />
  );
}

/** The card payment's return page content: the payment's status, read through the data layer (its own chunk). */
export default function PaymentReturnContent() {
  const { paymentId = '' } = useParams();
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <PaymentReturn paymentId={paymentId} />
    </SiteQueryProvider>
  );
}
