import { useTranslation } from 'react-i18next';
import { DELIVERY_DAYS_MAX, DELIVERY_FEE_MAX_QEPIK, DELIVERY_ZONE_KIND } from '@marketplace/contract';
import { formatManat } from '../../rules/manat.ts';
import { manatTextToQepik, type DeliveryZoneValues } from './deliveryOptionsValues.ts';

/**
 * The zone in one sentence, as a buyer will see it: "Bakı: 5,00 ₼, 2 iş günü" (a list of cities
 * names them). Null while the fee or days do not read.
 */
export function useZoneSummary(zone: Pick<DeliveryZoneValues, 'kind' | 'cities' | 'fee' | 'days'>): string | null {
  const { t, i18n } = useTranslation();
  const fee = manatTextToQepik(zone.fee);
  const days = /^\d{1,2}$/.test(zone.days.trim()) ? Number(zone.days.trim()) : null;
  if (fee === null || fee > DELIVERY_FEE_MAX_QEPIK || days === null || days > DELIVERY_DAYS_MAX) return null;
  const name =
    zone.kind === DELIVERY_ZONE_KIND.CITIES && zone.cities.length > 0
      ? zone.cities.join(', ')
      : t(`deliveryOptions.kinds.${zone.kind}`);
  return t('deliveryOptions.summary.zone', {
    zone: name,
    // Whole qəpik over 100 is the nearest double to the amount; formatManat prints it exact to the qəpik.
    fee: fee === 0 ? t('deliveryOptions.summary.free') : formatManat(fee / 100, i18n.language),
    days: t('deliveryOptions.summary.days', { count: days }),
  });
}
