import { useTranslation } from 'react-i18next';
import { DELIVERY_METHOD, formatOrderNumber, isLanguage, type OrderDetail } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { formatCalendarDate } from '../../rules/calendarDate.ts';
import { formatQepik } from '../../rules/manat.ts';

export interface PackingSlipProps {
  order: OrderDetail;
  /** Prints the page (the app passes `() => window.print()`). */
  onPrint: () => void;
  className?: string;
}

/**
 * On paper only the slip: everything else on the page is hidden, the slip starts at the top-left
 * and takes the page's width; its own print button stays on screen.
 */
const PRINT_STYLES = `@media print {
  body * { visibility: hidden !important; }
  [data-slot="packing-slip"], [data-slot="packing-slip"] * { visibility: visible !important; }
  [data-slot="packing-slip"] { position: absolute; inset: 0 auto auto 0; width: 100%; border: 0 !important; box-shadow: none !important; }
  [data-print="hide"] { display: none !important; }
}`;

const cell = 'border-b border-line px-2 py-2 align-top';

/**
 * The seller's packing slip: store, order number and date, the buyer's name, phone and address,
 * the lines with quantities, attributes and personalisation, the gift message; no prices on a gift.
 */
export function PackingSlip({ order, onPrint, className }: PackingSlipProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const gift = order.giftMessage !== null;
  const money = (qepik: number) => formatQepik(qepik, language);
  const { address } = order.delivery;

  return (
    <div className={cn('flex flex-col gap-4', className)}>
      <style>{PRINT_STYLES}</style>
      <div data-print="hide" className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-muted">{t('orders.slip.hint')}</p>
        <Button onClick={onPrint}>{t('orders.slip.print')}</Button>
      </div>
      <article
        data-slot="packing-slip"
        data-gift={gift || undefined}
        aria-labelledby="packing-slip-heading"
        className="flex flex-col gap-6 rounded-xl border border-line bg-white p-6 text-ink sm:p-8"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-4">
          <div className="flex min-w-0 flex-col">
            <p className="font-display text-xl font-semibold [overflow-wrap:anywhere]">{order.storeName}</p>
            <h1 id="packing-slip-heading" className="text-sm text-ink-muted">
              {t('orders.slip.title')}
            </h1>
          </div>
          <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
            <dt className="text-ink-muted">{t('orders.slip.number')}</dt>
            <dd className="font-semibold">{formatOrderNumber(order.number)}</dd>
            <dt className="text-ink-muted">{t('orders.slip.date')}</dt>
            <dd>
              <time dateTime={order.placedAt}>{formatCalendarDate(new Date(order.placedAt), language)}</time>
            </dd>
          </dl>
        </header>

        <section aria-labelledby="packing-slip-to" className="flex flex-col gap-1 text-sm">
          <h2 id="packing-slip-to" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t(order.delivery.method === DELIVERY_METHOD.DELIVERY ? 'orders.slip.shipTo' : 'orders.slip.pickupBy')}
          </h2>
          <p className="text-base font-semibold [overflow-wrap:anywhere]">{order.contact.name}</p>
          <p>{order.contact.phone}</p>
          {address ? (
            <address className="not-italic whitespace-pre-line [overflow-wrap:anywhere]">
              {address.street}
              {'\n'}
              {address.city}
              {address.notes !== '' ? `\n${address.notes}` : null}
            </address>
          ) : (
            <p className="[overflow-wrap:anywhere]">
              {t('orders.slip.pickupAt', { address: order.delivery.pickupAddress, interpolation: { escapeValue: false } })}
            </p>
          )}
        </section>

        <table className="w-full text-sm">
          <caption className="sr-only">{t('orders.slip.lines')}</caption>
          <thead>
            <tr className="text-start text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <th scope="col" className="w-16 px-2 py-1 text-start">
                {t('orders.slip.quantity')}
              </th>
              <th scope="col" className="px-2 py-1 text-start">
                {t('orders.slip.item')}
              </th>
              {gift ? null : (
                <th scope="col" className="px-2 py-1 text-end">
                  {t('orders.slip.price')}
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line, index) => {
              const attributes = Object.entries(line.attributes);
              return (
                <tr key={`${line.itemId ?? 'gone'}-${index}`} data-slot="slip-line">
                  <td className={cn(cell, 'text-lg font-semibold tabular-nums')}>{line.quantity}</td>
                  <td className={cell}>
                    <p className="font-semibold [overflow-wrap:anywhere]">{line.title}</p>
                    {attributes.length > 0 ? (
                      <p className="text-ink-muted">{attributes.map(([key, value]) => `${key}: ${value}`).join(' · ')}</p>
                    ) : null}
                    <p className="text-ink-muted">{line.pocketTypeName}</p>
                    {line.personalization !== '' ? (
                      <p className="mt-1 rounded border border-dashed border-line-strong px-2 py-1 whitespace-pre-line [overflow-wrap:anywhere]">
                        {t('orders.line.personalization', { note: line.personalization, interpolation: { escapeValue: false } })}
                      </p>
                    ) : null}
                  </td>
                  {gift ? null : (
                    <td className={cn(cell, 'text-end whitespace-nowrap tabular-nums')}>{money(line.lineTotalQepik)}</td>
                  )}
                </tr>
              );
            })}
          </tbody>
          {gift ? null : (
            <tfoot>
              <tr>
                <th scope="row" colSpan={2} className="px-2 pt-2 text-end font-semibold">
                  {t('orders.checkout.total')}
                </th>
                <td data-slot="slip-total" className="px-2 pt-2 text-end font-bold whitespace-nowrap tabular-nums">
                  {money(order.totalQepik)}
                </td>
              </tr>
            </tfoot>
          )}
        </table>

        {gift ? (
          <section aria-labelledby="packing-slip-gift" className="rounded-lg border-2 border-dashed border-accent-300 p-4">
            <h2 id="packing-slip-gift" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('orders.slip.giftMessage')}
            </h2>
            <p className="mt-1 font-display text-lg whitespace-pre-line [overflow-wrap:anywhere]">
              {order.giftMessage === '' ? t('orders.detail.giftWithoutMessage') : order.giftMessage}
            </p>
          </section>
        ) : null}

        {order.note !== '' ? (
          <section aria-labelledby="packing-slip-note" className="text-sm">
            <h2 id="packing-slip-note" className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t('orders.detail.note')}
            </h2>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{order.note}</p>
          </section>
        ) : null}
      </article>
    </div>
  );
}
