import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_PAYMENT_STATUS,
  PAYMENT_METHOD,
  PAYMENT_STATUS,
  REFUND_STATUS,
  isLanguage,
  type OrderPayment,
  type OrderPaymentStatus,
} from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { formatCalendarDate } from '../../rules/calendarDate.ts';
import { formatQepik } from '../../rules/manat.ts';

/** Each status its colour: not yet paid stands out, paid is green, money given back is quieter. */
export const ORDER_PAYMENT_STATUS_TONES: Record<OrderPaymentStatus, BadgeTone> = {
  [ORDER_PAYMENT_STATUS.PENDING]: 'warning',
  [ORDER_PAYMENT_STATUS.PAID]: 'success',
  [ORDER_PAYMENT_STATUS.PARTIALLY_REFUNDED]: 'info',
  [ORDER_PAYMENT_STATUS.REFUNDED]: 'neutral',
};

/** An order's payment status as a badge, in its colour. */
export function OrderPaymentBadge({ status }: { status: OrderPaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Badge data-slot="payment-status" size="sm" tone={ORDER_PAYMENT_STATUS_TONES[status]}>
      {t(`payments.orderStatus.${status}`)}
    </Badge>
  );
}

export interface PaymentSummaryProps {
  payment: OrderPayment;
  /** The order's total (goods and delivery), which the buyer pays. */
  totalQepik: number;
  /** `seller` and `admin` also read what may still be refunded and what to do about cash not yet collected. */
  variant: 'buyer' | 'seller' | 'admin';
  /** The viewer's moves on the money (refund, cash collected), under the figures. */
  actions?: ReactNode;
  className?: string;
}

/**
 * An order's money on its page: how it is paid, whether it is paid, what was paid and given back,
 * and each refund with its amount, day, who gave it and why.
 */
export function PaymentSummary({ payment, totalQepik, variant, actions, className }: PaymentSummaryProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const money = (qepik: number) => formatQepik(qepik, language);
  const pending = payment.status === ORDER_PAYMENT_STATUS.PENDING;
  const cash = payment.method === PAYMENT_METHOD.CASH;
  const panel = variant !== 'buyer';
  // A card payment held by the bank but not yet taken reads as paid to the buyer; the panels say so.
  const held = payment.paymentStatus === PAYMENT_STATUS.AUTHORIZED;
  const id = useId();

  return (
    <section
      data-slot="payment-summary"
      data-status={payment.status}
      aria-labelledby={`${id}-heading`}
      className={cn('flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 text-sm sm:p-5', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="font-display text-base font-semibold text-ink">
          {t('payments.summary.title')}
        </h2>
        <OrderPaymentBadge status={payment.status} />
      </div>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
        <dt className="text-ink-muted">{t('payments.summary.method')}</dt>
        <dd data-slot="payment-method" className="text-end font-semibold text-ink">
          {t(`payments.method.${payment.method}`)}
        </dd>
        <dt className="text-ink-muted">{t('payments.summary.total')}</dt>
        <dd className="text-end text-ink tabular-nums">{money(totalQepik)}</dd>
        <dt className="text-ink-muted">{t('payments.summary.paid')}</dt>
        <dd data-slot="payment-paid" className="text-end text-ink tabular-nums">
          {pending ? t('payments.summary.notYet') : money(totalQepik)}
        </dd>
        {payment.refundedQepik > 0 ? (
          <>
            <dt className="text-ink-muted">{t('payments.summary.refunded')}</dt>
            <dd data-slot="payment-refunded" className="text-end font-semibold text-ink tabular-nums">
              {money(payment.refundedQepik)}
            </dd>
          </>
        ) : null}
        {panel && !pending && payment.refundedQepik > 0 ? (
          <>
            <dt className="text-ink-muted">{t('payments.summary.refundable')}</dt>
            <dd data-slot="payment-refundable" className="text-end text-ink tabular-nums">
              {money(payment.refundableQepik)}
            </dd>
          </>
        ) : null}
      </dl>
      {pending && cash ? (
        <p data-slot="payment-note" className="text-ink-muted">
          {t(panel ? 'payments.summary.cashPendingSeller' : 'payments.summary.cashPendingBuyer')}
        </p>
      ) : null}
      {panel && held ? (
        <p data-slot="payment-note" className="text-ink-muted">
          {t('payments.summary.held')}
        </p>
      ) : null}
      {payment.refunds.length > 0 ? (
        <div className="flex flex-col gap-2 border-t border-line pt-3">
          <h3 id={`${id}-refunds`} className="font-semibold text-ink">
            {t('payments.summary.refunds')}
          </h3>
          <ul aria-labelledby={`${id}-refunds`} className="flex flex-col gap-2">
            {payment.refunds.map((refund) => (
              <li
                key={refund.refundId}
                data-slot="payment-refund"
                className="flex flex-col gap-0.5 rounded-lg bg-sunken px-3 py-2"
              >
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="flex flex-wrap items-center gap-2">
                    <span
                      className={cn(
                        'font-semibold tabular-nums',
                        refund.status === REFUND_STATUS.FAILED ? 'text-ink-muted line-through' : 'text-ink',
                      )}
                    >
                      {money(refund.amountQepik)}
                    </span>
                    {refund.status === REFUND_STATUS.DONE ? null : (
                      <Badge
                        data-slot="refund-status"
                        size="sm"
                        tone={refund.status === REFUND_STATUS.FAILED ? 'danger' : 'info'}
                      >
                        {t(`payments.summary.refundStatus.${refund.status}`)}
                      </Badge>
                    )}
                  </span>
                  <span className="text-ink-muted">
                    <time dateTime={refund.at}>{formatCalendarDate(new Date(refund.at), language)}</time>
                    {' · '}
                    {t(`payments.summary.by.${refund.actor}`)}
                  </span>
                </p>
                {refund.reason !== '' ? (
                  <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">{refund.reason}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {actions ? <div className="flex flex-col gap-2 border-t border-line pt-3">{actions}</div> : null}
    </section>
  );
}
