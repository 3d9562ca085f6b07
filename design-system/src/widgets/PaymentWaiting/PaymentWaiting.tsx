import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { CircleAlertIcon, CircleCheckIcon, ClockIcon, Icon, XIcon, type IconGlyph } from '../../primitives/Icon/index.ts';
import { SpinnerIcon } from '../../primitives/Spinner/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import type { PaymentOutcome } from './paymentOutcome.ts';

export interface PaymentWaitingProps {
  /** Where the payment stands (paymentOutcomeOf of the server's answer). */
  outcome: PaymentOutcome;
  method: PaymentMethod;
  amountQepik: number;
  /** Waiting longer than a bank usually takes: the page says the buyer may leave it. */
  slow?: boolean;
  /** FAILED: why the orders could not be placed, already translated (an out-of-stock item, a changed price). */
  failure?: string | null;
  /** The last check did not reach the server (it is tried again). */
  checkFailed?: boolean;
  /** "Check now" while waiting (the page also checks on its own). */
  onCheckNow?: () => void;
  /** The buyer's orders (the placed ones, once paid). */
  ordersHref: string;
  /** Back to the checkout with the cart as it was, for another try. */
  onTryAgain: () => void;
  className?: string;
}

const LOOK: Record<PaymentOutcome, { icon: IconGlyph | null; tone: string }> = {
  WAITING: { icon: null, tone: 'text-brand-600' },
  PAID: { icon: CircleCheckIcon, tone: 'text-success-700' },
  DECLINED: { icon: XIcon, tone: 'text-danger-700' },
  EXPIRED: { icon: ClockIcon, tone: 'text-warning-800' },
  FAILED: { icon: CircleAlertIcon, tone: 'text-danger-700' },
};

/**
 * The page the bank sends the buyer back to: waiting for the bank's answer (checked live), then
 * paid with the way to the orders, or declined, expired or failed with "back to checkout" (the
 * cart is kept). Announced politely as it changes; the heading takes focus when the outcome is known.
 */
export function PaymentWaiting({
  outcome,
  method,
  amountQepik,
  slow = false,
  failure = null,
  checkFailed = false,
  onCheckNow,
  ordersHref,
  onTryAgain,
  className,
}: PaymentWaitingProps) {
  const { t, i18n } = useTranslation();
  const amount = formatQepik(amountQepik, i18n.language);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { icon, tone } = LOOK[outcome];
  const waiting = outcome === 'WAITING';

  useEffect(() => {
    if (outcome !== 'WAITING') headingRef.current?.focus();
  }, [outcome]);

  return (
    <section
      data-slot="payment-waiting"
      data-outcome={outcome}
      aria-labelledby="payment-waiting-heading"
      aria-busy={waiting}
      className={cn(
        'mx-auto flex w-full max-w-xl flex-col items-center gap-5 rounded-xl border border-line bg-surface px-5 py-10 text-center sm:px-10',
        className,
      )}
    >
      <div aria-hidden="true" className={cn('flex size-14 items-center justify-center rounded-full bg-sunken', tone)}>
        {icon ? <Icon icon={icon} size={7} /> : <SpinnerIcon size="lg" />}
      </div>
      <div role="status" className="flex flex-col items-center gap-2">
        <h2
          id="payment-waiting-heading"
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-semibold text-ink outline-none"
        >
          {t(`payments.waiting.title.${outcome}`)}
        </h2>
        <p data-slot="payment-method" className="text-sm font-semibold text-ink-muted">
          {t(`payments.method.${method}`)}
        </p>
        <p className="text-ink-muted [overflow-wrap:anywhere]">{t(`payments.waiting.text.${outcome}`, { amount })}</p>
        {outcome === 'FAILED' && failure ? (
          <p data-slot="payment-failure" className="text-sm font-semibold text-ink [overflow-wrap:anywhere]">
            {failure}
          </p>
        ) : null}
        {waiting && slow ? <p className="text-sm text-ink-muted">{t('payments.waiting.slow')}</p> : null}
      </div>
      {waiting && checkFailed ? (
        <p role="alert" className="rounded-md bg-warning-50 px-3 py-2 text-sm text-warning-900">
          {t('payments.waiting.checkFailed')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-center gap-3">
        {outcome === 'PAID' ? (
          <Button asChild>
            <a href={ordersHref}>{t('payments.waiting.openOrders')}</a>
          </Button>
        ) : waiting ? (
          <>
            {onCheckNow ? (
              <Button variant="outline" onClick={onCheckNow}>
                {t('payments.waiting.checkNow')}
              </Button>
            ) : null}
            {slow ? (
              <Button variant="ghost" asChild>
                <a href={ordersHref}>{t('payments.waiting.openOrders')}</a>
              </Button>
            ) : null}
          </>
        ) : (
          <Button onClick={onTryAgain}>{t('payments.waiting.tryAgain')}</Button>
        )}
      </div>
    </section>
  );
}
