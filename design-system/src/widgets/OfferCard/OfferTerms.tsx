import { useTranslation } from 'react-i18next';
import { DELIVERY_METHOD, type DeliveryMethod, type Offer } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatQepik } from '../../rules/manat.ts';
import { offerTotalQepik } from '../../rules/offers.ts';

export interface OfferTermsProps {
  offer: Pick<Offer, 'priceQepik' | 'deliveryFeeQepik'>;
  /** PICKUP: no delivery fee, the total is the price. */
  method?: DeliveryMethod;
  className?: string;
}

/** Price, delivery fee ("Free" when 0) and the total the buyer pays, as a list of terms. */
export function OfferTerms({ offer, method = DELIVERY_METHOD.DELIVERY, className }: OfferTermsProps) {
  const { t, i18n } = useTranslation();
  const money = (qepik: number) => formatQepik(qepik, i18n.language);
  const fee = method === DELIVERY_METHOD.DELIVERY ? offer.deliveryFeeQepik : 0;
  return (
    <dl data-slot="offer-terms" className={cn('flex flex-col gap-1.5 text-sm', className)}>
      <div className="flex justify-between gap-3">
        <dt className="text-ink-muted">{t('offers.card.price')}</dt>
        <dd data-slot="offer-price" className="text-ink tabular-nums">
          {money(offer.priceQepik)}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-ink-muted">
          {t(method === DELIVERY_METHOD.DELIVERY ? 'offers.card.deliveryFee' : 'offers.card.pickupFee')}
        </dt>
        <dd
          data-slot="offer-delivery-fee"
          className={cn('tabular-nums', fee === 0 ? 'font-semibold text-success-800' : 'text-ink')}
        >
          {fee === 0 ? t('offers.card.free') : money(fee)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-3 border-t border-line pt-1.5">
        <dt className="font-semibold text-ink">{t('offers.card.total')}</dt>
        <dd data-slot="offer-total" className="text-lg font-bold text-ink tabular-nums">
          {money(offerTotalQepik(offer, method))}
        </dd>
      </div>
    </dl>
  );
}
