import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutQuote } from '@marketplace/contract';
import { formatQepik } from '../../rules/manat.ts';
import { checkoutTotals } from './checkoutFormSchema.ts';

export interface CheckoutSummaryProps {
  quote: CheckoutQuote;
  choices: readonly string[];
  /** How the total is paid (cash on delivery, or on the bank's page first). */
  note: string;
  /** The place-order button and anything said above it. */
  children?: ReactNode;
}

/** Each store's goods and delivery, the grand total, and the place-order button. */
export function CheckoutSummary({ quote, choices, note, children }: CheckoutSummaryProps) {
  const { t, i18n } = useTranslation();
  const money = (qepik: number) => formatQepik(qepik, i18n.language);
  const totals = checkoutTotals(quote, choices);

  return (
    <aside
      data-slot="checkout-summary"
      aria-labelledby="checkout-summary-heading"
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6 lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-heading" className="font-display text-lg font-semibold text-ink">
        {t('orders.checkout.summary')}
      </h2>
      <dl className="flex flex-col gap-3 text-sm">
        {quote.stores.map((store, index) => {
          const row = totals.stores[index]!;
          return (
            <div key={store.storeId} data-slot="summary-store" className="flex flex-col gap-1 border-b border-line pb-3">
              <dt className="font-semibold text-ink [overflow-wrap:anywhere]">{store.storeName}</dt>
              <dd className="flex justify-between gap-3 text-ink-muted">
                <span>{t('orders.checkout.goods')}</span>
                <span className="tabular-nums">{money(row.subtotalQepik)}</span>
              </dd>
              {row.discountQepik > 0 ? (
                <dd data-slot="summary-discount" className="flex justify-between gap-3 text-success-800">
                  <span>{t('coupons.checkout.summaryRow', { code: store.coupon?.code ?? '' })}</span>
                  <span className="tabular-nums">−{money(row.discountQepik)}</span>
                </dd>
              ) : null}
              <dd className="flex justify-between gap-3 text-ink-muted">
                <span>{t('orders.checkout.deliveryFee')}</span>
                <span data-slot="summary-delivery" className="tabular-nums">
                  {!row.chosen ? '—' : row.deliveryFeeQepik === 0 ? t('orders.delivery.free') : money(row.deliveryFeeQepik)}
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-ink">{t('orders.checkout.total')}</span>
        <span data-slot="checkout-total" className="text-xl font-bold text-ink tabular-nums">
          {money(totals.totalQepik)}
        </span>
      </p>
      <p data-slot="checkout-payment-note" className="text-sm text-ink-muted">
        {note}
      </p>
      {children}
    </aside>
  );
}
