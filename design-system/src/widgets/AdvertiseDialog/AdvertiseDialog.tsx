import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROMOTION_DAYS_DEFAULT,
  PROMOTION_DAYS_MAX,
  PROMOTION_DAYS_MIN,
  formatQepik,
  promotionPriceQepik,
} from '@marketplace/contract';
import { FormAlert, useSubmitOnce } from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Input } from '../../primitives/Input/index.ts';

export interface AdvertiseDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to advertise. */
  productName: string;
  /** The chosen days (whole, PROMOTION_DAYS_MIN–MAX); a promise keeps the dialog busy until it settles. */
  onSubmit: (days: number) => void | Promise<unknown>;
  /** Why the last try failed, already translated. */
  message?: string | null;
}

/**
 * The seller's Advertise (the product card's add-ads button): how many days, what it costs (free
 * while the marketplace launches) and that an admin approves it before it runs.
 */
export function AdvertiseDialog({ open, onOpenChange, productName, onSubmit, message }: AdvertiseDialogProps) {
  const { t, i18n } = useTranslation();
  const [days, setDays] = useState(String(PROMOTION_DAYS_DEFAULT));
  const [tried, setTried] = useState(false);
  const { submitting, run } = useSubmitOnce();
  const value = Number(days);
  const valid = /^\d+$/.test(days.trim()) && value >= PROMOTION_DAYS_MIN && value <= PROMOTION_DAYS_MAX;
  const price = promotionPriceQepik(valid ? value : 0);
  const range = { min: PROMOTION_DAYS_MIN, max: PROMOTION_DAYS_MAX };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!valid) return;
    await run(() => onSubmit(value));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('promotions.advertise.title', { name: productName })}
      description={t('promotions.advertise.description')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={submitting}>
              {t('promotions.advertise.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" form="advertise-form" isLoading={submitting}>
            {t('promotions.advertise.submit')}
          </Button>
        </>
      }
    >
      <form id="advertise-form" noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
        <Field
          label={t('promotions.advertise.days')}
          hint={t('promotions.advertise.daysHint', range)}
          error={tried && !valid ? t('promotions.advertise.daysInvalid', range) : undefined}
          required
        >
          <Input
            inputMode="numeric"
            value={days}
            onChange={(event) => setDays(event.target.value)}
            disabled={submitting}
            className="max-w-32"
          />
        </Field>
        <dl className="flex flex-col gap-1 text-sm">
          <dt className="text-ink-muted">{t('promotions.advertise.price')}</dt>
          <dd className="font-semibold text-ink" data-slot="advertise-price">
            {price === 0 ? t('promotions.advertise.free') : formatQepik(price, i18n.language)}
          </dd>
        </dl>
        <p className="text-sm text-ink-muted">{t('promotions.advertise.review')}</p>
        {message ? <FormAlert>{message}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
