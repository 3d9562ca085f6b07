import { useTranslation } from 'react-i18next';
import { mediaVariantUrl, type OrderDetail } from '@marketplace/contract';
import { Image } from '../../primitives/Image/index.ts';
import { formatQepik } from '../../rules/manat.ts';

export interface OrderLinesProps {
  order: Pick<OrderDetail, 'lines' | 'subtotalQepik' | 'deliveryFeeQepik' | 'totalQepik' | 'discountQepik' | 'couponCode'>;
  /** The item's page; null when it has been deleted since (the line stays as ordered). */
  itemHref?: (itemId: string) => string;
}

/** The lines as ordered — attributes, pocket, personalisation, the frozen unit price, line total — and the totals. */
export function OrderLines({ order, itemHref }: OrderLinesProps) {
  const { t, i18n } = useTranslation();
  const money = (qepik: number) => formatQepik(qepik, i18n.language);

  return (
    <section
      aria-labelledby="order-lines-heading"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <h2 id="order-lines-heading" className="font-display text-lg font-semibold text-ink">
        {t('orders.detail.lines')}
      </h2>
      <ul className="flex flex-col divide-y divide-line">
        {order.lines.map((line, index) => {
          const attributes = Object.entries(line.attributes);
          return (
            <li
              key={`${line.itemId ?? 'gone'}-${index}`}
              data-slot="order-line"
              className="grid grid-cols-[4rem_1fr] gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[4rem_1fr_auto]"
            >
              <Image
                src={mediaVariantUrl(line.coverImage, 'thumb')}
                alt=""
                width={64}
                height={64}
                className="size-16 rounded-lg"
              />
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <p className="text-base font-semibold text-ink [overflow-wrap:anywhere]">
                  {line.itemId && itemHref ? (
                    <a href={itemHref(line.itemId)} className="underline-offset-4 hover:underline">
                      {line.title}
                    </a>
                  ) : (
                    line.title
                  )}
                </p>
                {attributes.length > 0 ? (
                  <p className="text-ink-muted [overflow-wrap:anywhere]">
                    {attributes.map(([key, value]) => `${key}: ${value}`).join(' · ')}
                  </p>
                ) : null}
                <p className="text-ink-muted">
                  {line.pocketFeeQepik > 0
                    ? t('orders.line.pocket', {
                        name: line.pocketTypeName,
                        fee: money(line.pocketFeeQepik),
                        interpolation: { escapeValue: false },
                      })
                    : line.pocketTypeName}
                </p>
                {line.personalization !== '' ? (
                  <p data-slot="order-line-note" className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                    {t('orders.line.personalization', { note: line.personalization, interpolation: { escapeValue: false } })}
                  </p>
                ) : null}
              </div>
              <div className="col-span-2 flex items-baseline justify-between gap-3 text-sm sm:col-span-1 sm:flex-col sm:items-end">
                <p className="text-ink-muted">
                  {t('orders.line.quantityTimesPrice', {
                    quantity: line.quantity,
                    price: money(line.unitPriceQepik),
                    interpolation: { escapeValue: false },
                  })}
                </p>
                <p className="font-semibold text-ink tabular-nums">
                  <span className="sr-only">{t('orders.line.total')} </span>
                  {money(line.lineTotalQepik)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="flex flex-col gap-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{t('orders.checkout.goods')}</dt>
          <dd className="tabular-nums">{money(order.subtotalQepik)}</dd>
        </div>
        {order.discountQepik ? (
          <div data-slot="order-discount" className="flex justify-between gap-3 text-success-800">
            <dt>
              {order.couponCode ? t('coupons.order.discount', { code: order.couponCode }) : t('coupons.order.discountNoCode')}
            </dt>
            <dd className="tabular-nums">−{money(order.discountQepik)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-ink-muted">{t('orders.checkout.deliveryFee')}</dt>
          <dd className="tabular-nums">
            {order.deliveryFeeQepik === 0 ? t('orders.delivery.free') : money(order.deliveryFeeQepik)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 pt-1">
          <dt className="font-semibold text-ink">{t('orders.checkout.total')}</dt>
          <dd data-slot="order-total" className="text-lg font-bold text-ink tabular-nums">
            {money(order.totalQepik)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
