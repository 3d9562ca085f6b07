import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHOD, type PaymentMethod } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { FieldError } from '../../primitives/Field/FieldParts.tsx';
import { BanknoteIcon, CreditCardIcon, Icon, type IconGlyph } from '../../primitives/Icon/index.ts';

export interface PaymentMethodPickerProps {
  /** The methods the admin enabled, in the order they are offered; the others are never shown. */
  methods: readonly PaymentMethod[];
  /** The chosen one (null: none yet). */
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /**
   * The stores whose orders the buyer picks up: their cash is paid at the store, which the cash
   * choice says. Empty or absent: everything is delivered.
   */
  pickupStores?: readonly string[];
  /** Why the choice is refused, already translated. */
  error?: string;
  disabled?: boolean;
  className?: string;
}

const ICONS: Record<PaymentMethod, IconGlyph> = {
  [PAYMENT_METHOD.CASH]: BanknoteIcon,
  [PAYMENT_METHOD.TEST_CARD]: CreditCardIcon,
  [PAYMENT_METHOD.EPOINT]: CreditCardIcon,
};

/**
 * How the buyer pays: a radio group of the enabled methods (cash on delivery, a card through the
 * test gateway, a card through Epoint), each with what happens next. Native radios, so the arrow
 * keys move between them and Tab leaves the group.
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  pickupStores = [],
  error,
  disabled,
  className,
}: PaymentMethodPickerProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const errorId = `${baseId}-error`;

  return (
    <fieldset
      data-slot="payment-methods"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{t('payments.picker.legend')}</legend>
      {methods.length === 0 ? (
        <p data-slot="no-payment-methods" className="rounded-lg bg-sunken px-3 py-2 text-sm text-ink-muted">
          {t('payments.picker.none')}
        </p>
      ) : null}
      {methods.map((method) => {
        const id = `${baseId}-${method}`;
        const titleId = `${id}-title`;
        const hintId = `${id}-hint`;
        const pickupNote = method === PAYMENT_METHOD.CASH && pickupStores.length > 0;
        return (
          <label
            key={method}
            htmlFor={id}
            data-slot="payment-method"
            data-method={method}
            className={cn(
              'grid cursor-pointer grid-cols-[1.25rem_1.25rem_1fr] items-start gap-x-3 gap-y-0.5 rounded-lg border bg-surface p-3',
              'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70',
              error ? 'border-danger-600' : 'border-line-strong',
            )}
          >
            <input
              type="radio"
              id={id}
              name={`${baseId}-method`}
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              // Named by its title alone; what happens next is its description.
              aria-labelledby={titleId}
              aria-describedby={hintId}
              className="mt-1 size-4 accent-brand-600"
            />
            <Icon icon={ICONS[method]} className="mt-0.5 text-ink-muted" />
            <span id={titleId} className="text-sm font-semibold text-ink">
              {t(`payments.method.${method}`)}
            </span>
            <span id={hintId} className="col-start-3 flex flex-col gap-1 text-sm text-ink-muted [overflow-wrap:anywhere]">
              <span>{t(`payments.picker.hint.${method}`)}</span>
              {pickupNote ? (
                <span data-slot="pickup-note">
                  {t('payments.picker.pickupNote', {
                    stores: pickupStores.join(', '),
                    interpolation: { escapeValue: false },
                  })}
                </span>
              ) : null}
            </span>
          </label>
        );
      })}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
