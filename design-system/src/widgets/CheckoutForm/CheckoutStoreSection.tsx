import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DELIVERY_METHOD, isLanguage, mediaVariantUrl, type CheckoutStore, type DeliveryChoice } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { FieldError } from '../../primitives/Field/FieldParts.tsx';
import { Image } from '../../primitives/Image/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { choiceKeyOf } from './checkoutFormSchema.ts';

export interface CheckoutStoreSectionProps {
  store: CheckoutStore;
  /** The chosen choice's key ('' for none). */
  value: string;
  onChange: (key: string) => void;
  /** A city is chosen (without one only pickup can be offered). */
  cityChosen: boolean;
  /** The choice's error, already translated. */
  error?: string;
  disabled?: boolean;
  /** Shown under the lines, before the delivery choices (the store's coupon code field). */
  children?: ReactNode;
}

/** One store of the checkout: its lines, then how the buyer receives them (a radio list of its choices). */
export function CheckoutStoreSection({
  store,
  value,
  onChange,
  cityChosen,
  error,
  disabled,
  children,
}: CheckoutStoreSectionProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const money = (qepik: number) => formatQepik(qepik, language);
  const baseId = useId();
  const headingId = `${baseId}-store`;
  const errorId = `${baseId}-error`;

  const describe = (choice: DeliveryChoice) =>
    choice.method === DELIVERY_METHOD.DELIVERY
      ? {
          title: t(`orders.delivery.zone.${choice.kind}`),
          price:
            choice.feeQepik === 0 ? (
              <span className="font-semibold text-success-800">
                {t('orders.delivery.free')}
                {choice.zoneFeeQepik > 0 ? (
                  <s className="ms-1.5 font-normal text-ink-muted">
                    <span className="sr-only">{t('orders.delivery.insteadOf')} </span>
                    {money(choice.zoneFeeQepik)}
                  </s>
                ) : null}
              </span>
            ) : (
              <span className="font-semibold text-ink tabular-nums">{money(choice.feeQepik)}</span>
            ),
          hint: t('orders.delivery.arrival', { date: formatOrderDay(choice.estimatedArrival, language) }),
        }
      : {
          title: t('orders.delivery.pickup'),
          price: <span className="font-semibold text-success-800">{t('orders.delivery.free')}</span>,
          hint: t('orders.delivery.readyBy', {
            address: choice.address,
            date: formatOrderDay(choice.readyBy, language),
            interpolation: { escapeValue: false },
          }),
        };

  return (
    <section
      data-slot="checkout-store"
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6"
    >
      <header className="flex items-center gap-3">
        <Image src={store.profileImage} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full" />
        <h3 id={headingId} className="min-w-0 font-display text-lg font-semibold text-ink [overflow-wrap:anywhere]">
          {store.storeName}
        </h3>
      </header>
      <ul className="flex flex-col gap-3">
        {store.lines.map((line) => {
          const attributes = Object.entries(line.attributes);
          return (
            <li key={line.lineId} data-slot="checkout-line" className="grid grid-cols-[3.5rem_1fr_auto] items-start gap-3">
              <Image
                src={mediaVariantUrl(line.coverImage, 'thumb')}
                alt=""
                width={56}
                height={56}
                className="size-14 rounded-lg"
              />
              <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                <p className="font-semibold text-ink [overflow-wrap:anywhere]">{line.title}</p>
                {attributes.length > 0 ? (
                  <p className="text-ink-muted [overflow-wrap:anywhere]">
                    {attributes.map(([key, attribute]) => `${key}: ${attribute}`).join(' · ')}
                  </p>
                ) : null}
                {line.pocketFeeQepik > 0 ? (
                  <p className="text-ink-muted">
                    {t('orders.line.pocket', {
                      name: line.pocketTypeName,
                      fee: money(line.pocketFeeQepik),
                      interpolation: { escapeValue: false },
                    })}
                  </p>
                ) : null}
                {line.personalization !== '' ? (
                  <p className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                    {t('orders.line.personalization', { note: line.personalization, interpolation: { escapeValue: false } })}
                  </p>
                ) : null}
                <p className="text-ink-muted">
                  {t('orders.line.quantityTimesPrice', {
                    quantity: line.quantity,
                    price: money(line.unitPriceQepik),
                    interpolation: { escapeValue: false },
                  })}
                </p>
              </div>
              <p className="text-sm font-semibold text-ink tabular-nums">{money(line.lineTotalQepik)}</p>
            </li>
          );
        })}
      </ul>
      {children}

      <fieldset
        data-slot="delivery-choices"
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
        className="flex min-w-0 flex-col gap-2 border-t border-line pt-4"
      >
        <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">
          {t('orders.delivery.legend', { store: store.storeName, interpolation: { escapeValue: false } })}
        </legend>
        {store.choices.length === 0 ? (
          <p data-slot="no-choices" className="rounded-lg bg-sunken px-3 py-2 text-sm text-ink-muted">
            {cityChosen ? t('orders.delivery.notToCity') : t('orders.delivery.chooseCity')}
          </p>
        ) : (
          store.choices.map((choice) => {
            const key = choiceKeyOf(choice);
            const id = `${baseId}-${key}`;
            const { title, price, hint } = describe(choice);
            return (
              <label
                key={key}
                htmlFor={id}
                data-slot="delivery-choice"
                className={cn(
                  'grid cursor-pointer grid-cols-[1.25rem_1fr_auto] items-start gap-x-3 gap-y-0.5 rounded-lg border bg-surface p-3',
                  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                  error ? 'border-danger-600' : 'border-line-strong',
                )}
              >
                <input
                  type="radio"
                  id={id}
                  name={`${baseId}-choice`}
                  value={key}
                  checked={value === key}
                  onChange={() => onChange(key)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="text-sm font-semibold text-ink">{title}</span>
                <span className="text-sm">{price}</span>
                <span className="col-start-2 col-end-4 text-sm text-ink-muted [overflow-wrap:anywhere]">{hint}</span>
              </label>
            );
          })
        )}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </fieldset>
    </section>
  );
}
