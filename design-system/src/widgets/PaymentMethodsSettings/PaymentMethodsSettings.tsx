import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, type PaymentMethod, type PaymentSettings } from '@marketplace/contract';
import { FormAlert, useSubmitOnce } from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';

export interface PaymentMethodsSettingsProps {
  /** The methods enabled now, and those this server can take at all. */
  settings: PaymentSettings;
  /** The methods to enable (at least one, all available); settles when the server has answered. */
  onSave: (enabledMethods: PaymentMethod[]) => void | Promise<unknown>;
  /** The last save's outcome, already translated: a refusal, or null. */
  message?: string | null;
  /** The last save went through (a polite "saved" until the next change). */
  saved?: boolean;
  className?: string;
}

/**
 * The admin's payment methods: which ones buyers may choose at checkout. A gateway this server is
 * not configured for (Epoint without its keys, the test gateway switched off) is shown but cannot be
 * enabled, with what it needs; at least one method stays on.
 */
export function PaymentMethodsSettings({ settings, onSave, message, saved = false, className }: PaymentMethodsSettingsProps) {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState<PaymentMethod[]>(() =>
    settings.enabledMethods.filter((method) => settings.availableMethods.includes(method)),
  );
  const [touched, setTouched] = useState(false);
  const { submitting, run } = useSubmitOnce();
  const none = enabled.length === 0;
  const changed = [...enabled].sort().join() !== [...settings.enabledMethods].sort().join();

  const toggle = (method: PaymentMethod, on: boolean) => {
    setTouched(true);
    setEnabled((current) => PAYMENT_METHODS.filter((each) => (each === method ? on : current.includes(each))));
  };

  return (
    <form
      noValidate
      aria-labelledby="payment-methods-heading"
      data-slot="payment-methods-settings"
      className={cn('flex max-w-2xl flex-col gap-4 rounded-xl border border-line bg-surface p-4 sm:p-6', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (none) return;
        void run(async () => {
          await onSave(enabled);
          setTouched(false);
        });
      }}
    >
      <div className="flex flex-col gap-1">
        <h2 id="payment-methods-heading" className="font-display text-lg font-semibold text-ink">
          {t('payments.settings.heading')}
        </h2>
        <p className="text-sm text-ink-muted">{t('payments.settings.description')}</p>
      </div>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
        {PAYMENT_METHODS.map((method) => {
          const available = settings.availableMethods.includes(method);
          return (
            <li key={method} data-slot="payment-method-setting" data-method={method} className="p-3">
              <Checkbox
                label={t(`payments.method.${method}`)}
                description={available ? t(`payments.picker.hint.${method}`) : t(`payments.settings.unavailable.${method}`)}
                checked={available && enabled.includes(method)}
                disabled={!available || submitting}
                onCheckedChange={(checked) => toggle(method, checked === true)}
              />
            </li>
          );
        })}
      </ul>
      {none ? <FormAlert>{t('payments.settings.atLeastOne')}</FormAlert> : null}
      <FormAlert>{message}</FormAlert>
      {saved && !touched && !message ? <FormAlert tone="success">{t('payments.settings.saved')}</FormAlert> : null}
      <Button type="submit" className="self-start" isLoading={submitting} disabled={none || !changed}>
        {t('payments.settings.save')}
      </Button>
    </form>
  );
}
