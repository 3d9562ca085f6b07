import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_METHOD, isLanguage, type OrderDetail } from '@marketplace/contract';
import { formatOrderDay } from '../../rules/orderDates.ts';

export interface OrderInfoProps {
  order: OrderDetail;
  /** The seller sees the buyer's contact. */
  showContact: boolean;
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      data-slot={id}
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 text-sm sm:p-5"
    >
      <h2 id={`${id}-heading`} className="font-display text-base font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

const text = 'text-ink [overflow-wrap:anywhere] whitespace-pre-line';

/** Delivery (address or pickup, estimated arrival, tracking), the buyer's contact, the note and the gift message. */
export function OrderInfo({ order, showContact }: OrderInfoProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const { delivery, shipment } = order;
  const delivered = delivery.method === DELIVERY_METHOD.DELIVERY;

  return (
    <div className="flex flex-col gap-4">
      <Card id="order-delivery" title={t('orders.detail.delivery')}>
        <p className="font-semibold text-ink">
          {delivered && delivery.zoneKind ? t(`orders.delivery.zone.${delivery.zoneKind}`) : t('orders.delivery.pickup')}
        </p>
        {delivered && delivery.address ? (
          <address className={`not-italic ${text}`}>
            {delivery.address.street}
            {'\n'}
            {delivery.address.city}
            {delivery.address.notes !== '' ? <span className="mt-1 block text-ink-muted">{delivery.address.notes}</span> : null}
          </address>
        ) : (
          <p className={text}>{delivery.pickupAddress}</p>
        )}
        <p className="text-ink-muted">
          {t(delivered ? 'orders.delivery.arrival' : 'orders.detail.readyBy', {
            date: formatOrderDay(delivery.estimatedArrival, language),
          })}
        </p>
        {shipment ? (
          <div data-slot="order-shipment" className="mt-1 flex flex-col gap-0.5 border-t border-line pt-2">
            {shipment.carrier !== '' ? (
              <p className={text}>
                {t('orders.tracking.carrier', { carrier: shipment.carrier, interpolation: { escapeValue: false } })}
              </p>
            ) : null}
            {shipment.trackingNumber !== '' ? (
              <p className={text}>
                {t('orders.tracking.number')} <span className="font-mono text-sm">{shipment.trackingNumber}</span>
              </p>
            ) : null}
            {shipment.trackingUrl !== '' ? (
              <a
                href={shipment.trackingUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-caspian-700 underline underline-offset-4"
              >
                {t('orders.tracking.open')}
              </a>
            ) : null}
          </div>
        ) : null}
      </Card>

      {showContact ? (
        <Card id="order-contact" title={t('orders.detail.contact')}>
          <p className={text}>{order.contact.name}</p>
          <a href={`tel:${order.contact.phone}`} className="font-semibold text-caspian-700 underline-offset-4 hover:underline">
            {order.contact.phone}
          </a>
        </Card>
      ) : null}

      {order.note !== '' ? (
        <Card id="order-note" title={t('orders.detail.note')}>
          <p className={text}>{order.note}</p>
        </Card>
      ) : null}

      {order.giftMessage !== null ? (
        <Card id="order-gift" title={t('orders.detail.gift')}>
          <p className={text}>{order.giftMessage === '' ? t('orders.detail.giftWithoutMessage') : order.giftMessage}</p>
        </Card>
      ) : null}
    </div>
  );
}
