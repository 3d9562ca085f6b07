import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AZ_CITIES, isLanguage } from '@marketplace/contract';
import { Icon, StoreIcon, TruckIcon, type IconGlyph } from '../../primitives/Icon/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { formatOrderWeekday } from '../../rules/orderDates.ts';
import type { DeliveryEstimateValue } from './deliveryEstimate.ts';

const CITY_OPTIONS = AZ_CITIES.map((city) => ({ value: city, label: city }));

export interface DeliveryEstimateProps {
  /** The buyer's city; null until they choose one. */
  city: string | null;
  /** The buyer chose another city in the select ('' for none). */
  onCityChange: (city: string) => void;
  /** The buyer is about to choose (the select is focused or pressed): the app may start reading the store's options. */
  onCityPickerOpen?: () => void;
  /** For `city`; null while the store's options are read. */
  estimate: DeliveryEstimateValue | null;
  /** The store's options could not be read. */
  failed?: boolean;
}

function Line({ icon, slot, children }: { icon: IconGlyph; slot: string; children: ReactNode }) {
  return (
    <p data-slot={slot} className="flex items-start gap-2 text-ink">
      <Icon icon={icon} size={4} className="mt-0.5 shrink-0 text-ink-muted" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}

/**
 * A product page's delivery for the buyer's city: the fee for one unit (or free, and from what
 * amount it would be) with the estimated arrival, the store's pickup with its address and ready-by
 * day, or that the store does not deliver there; and a select of the cities to change it. Before a
 * city is chosen it asks for one in a line.
 */
export function DeliveryEstimate({ city, onCityChange, onCityPickerOpen, estimate, failed }: DeliveryEstimateProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const money = (qepik: number) => formatQepik(qepik, language);
  const day = (value: string) => formatOrderWeekday(value, language);
  const selectId = useId();
  const raw = { interpolation: { escapeValue: false } };

  let body: ReactNode;
  if (city === null) {
    body = <p className="text-ink-muted">{t('itemPage.delivery.chooseCity')}</p>;
  } else if (failed) {
    body = <p className="text-ink-muted">{t('itemPage.delivery.failed')}</p>;
  } else if (!estimate) {
    body = (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span className="sr-only">{t('common.loading')}</span>
        <Skeleton className="h-4 w-3/4" />
      </div>
    );
  } else {
    const { delivery, pickup } = estimate;
    const deliveryKey =
      delivery === null
        ? null
        : delivery.feeQepik === 0
          ? 'itemPage.delivery.free'
          : delivery.freeFromQepik === null
            ? 'itemPage.delivery.fee'
            : 'itemPage.delivery.feeFreeFrom';
    body = (
      <>
        {delivery && deliveryKey ? (
          <Line icon={TruckIcon} slot="delivery-estimate-delivery">
            {t(deliveryKey, {
              city,
              fee: money(delivery.feeQepik),
              threshold: delivery.freeFromQepik === null ? '' : money(delivery.freeFromQepik),
              date: day(delivery.arrival),
              ...raw,
            })}
          </Line>
        ) : (
          <Line icon={TruckIcon} slot="delivery-estimate-none">
            {t('itemPage.delivery.notToCity', { city, ...raw })}
          </Line>
        )}
        {pickup ? (
          <Line icon={StoreIcon} slot="delivery-estimate-pickup">
            {t('itemPage.delivery.pickup', { address: pickup.address, date: day(pickup.readyBy), ...raw })}
          </Line>
        ) : null}
      </>
    );
  }

  return (
    <section
      data-slot="delivery-estimate"
      aria-label={t('itemPage.delivery.label')}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <label htmlFor={selectId} className="font-semibold text-ink">
          {t('itemPage.delivery.cityLabel')}
        </label>
        <Select
          id={selectId}
          size="sm"
          fullWidth={false}
          autoComplete="address-level2"
          placeholder={t('itemPage.delivery.cityPlaceholder')}
          options={CITY_OPTIONS}
          value={city ?? ''}
          onFocus={onCityPickerOpen}
          onPointerDown={onCityPickerOpen}
          onChange={(event) => onCityChange(event.target.value)}
        />
      </div>
      <div aria-live="polite" className="flex flex-col gap-2">
        {body}
      </div>
    </section>
  );
}
