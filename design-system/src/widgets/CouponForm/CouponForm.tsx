import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { COUPON_CODE_MAX, COUPON_KIND, type CreateCouponRequest } from '@marketplace/contract';
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useSubmitOnce,
} from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { couponFormSchema, couponRequestOf, type CouponFormValues } from './couponFormSchema.ts';

export interface CouponFormProps {
  /** Today in Baku (YYYY-MM-DD): the first day to begin with. */
  today: string;
  /** Valid values as the createCoupon request; a promise keeps the form busy until it settles. */
  onSubmit: (request: CreateCouponRequest) => void | Promise<unknown>;
  onCancel: () => void;
  /** A refused request's field errors by request field (`code`), each a translated message. */
  errors?: Record<string, string>;
  /** Why the last try failed, already translated. */
  message?: string | null;
  className?: string;
}

/** Request fields → the form's fields. */
const FORM_FIELD: Record<string, keyof CouponFormValues> = {
  code: 'code',
  value: 'percent',
  minOrderQepik: 'minOrder',
  startsOn: 'startsOn',
  endsOn: 'endsOn',
  usesPerBuyer: 'usesPerBuyer',
  usesTotal: 'usesTotal',
};

/**
 * A seller's new coupon code: the code, a percent or an amount off, a minimum order, the first and
 * (optionally) last day, and how often one buyer and all buyers may use it (empty: no limit).
 */
export function CouponForm({ today, onSubmit, onCancel, errors, message, className }: CouponFormProps) {
  const { t } = useTranslation();
  const radioName = useId();
  const { submitting, run } = useSubmitOnce();
  const form = useForm<CouponFormValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: {
      code: '',
      kind: COUPON_KIND.PERCENT,
      percent: '10',
      amount: '',
      minOrder: '',
      startsOn: today,
      endsOn: '',
      usesPerBuyer: '1',
      usesTotal: '',
    },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });

  // The server's refusals go on their fields (a code already used: on the code).
  useEffect(() => {
    for (const [field, text] of Object.entries(errors ?? {})) {
      const name = FORM_FIELD[field];
      if (name) form.setError(name, { message: text }, { shouldFocus: true });
    }
  }, [errors, form]);

  const submit = form.handleSubmit((values) => void run(() => onSubmit(couponRequestOf(values))));

  const text = (
    name: Exclude<keyof CouponFormValues, 'kind'>,
    label: string,
    options: { hint?: string; required?: boolean; type?: string; inputMode?: 'decimal' | 'numeric'; maxLength?: number } = {},
  ) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem required={options.required}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type={options.type ?? 'text'}
              inputMode={options.inputMode}
              maxLength={options.maxLength ?? 16}
              autoComplete="off"
              {...field}
            />
          </FormControl>
          {options.hint ? <FormDescription>{options.hint}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <section
      data-slot="coupon-form"
      aria-labelledby={`${radioName}-title`}
      className={cn('rounded-xl border border-line bg-surface p-4 sm:p-6', className)}
    >
      <h2 id={`${radioName}-title`} className="mb-4 text-lg font-semibold text-ink">
        {t('coupons.form.couponTitle')}
      </h2>
      <Form {...form}>
        <form noValidate className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => void submit(event)}>
          <FormField
            control={form.control}
            name="code"
            render={({ field }) => (
              <FormItem required className="sm:col-span-2">
                <FormLabel>{t('coupons.form.code')}</FormLabel>
                <FormControl>
                  <Input
                    maxLength={COUPON_CODE_MAX}
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    className="font-mono uppercase sm:max-w-xs"
                    {...field}
                  />
                </FormControl>
                <FormDescription>{t('coupons.form.codeHint')}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <fieldset className="flex min-w-0 flex-col gap-2 sm:col-span-2">
            <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{t('coupons.form.kind')}</legend>
            <div className="flex flex-wrap gap-2">
              {[COUPON_KIND.PERCENT, COUPON_KIND.AMOUNT].map((value) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border border-line-strong px-3 py-2 text-sm font-semibold text-ink',
                    'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
                  )}
                >
                  <input
                    type="radio"
                    name={radioName}
                    value={value}
                    checked={kind === value}
                    onChange={() => form.setValue('kind', value)}
                    className="size-4 accent-brand-600"
                  />
                  {value === COUPON_KIND.PERCENT ? t('coupons.form.kindPercent') : t('coupons.form.kindAmount')}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === COUPON_KIND.PERCENT
            ? text('percent', t('coupons.form.percent'), { required: true, inputMode: 'numeric', maxLength: 2 })
            : text('amount', t('coupons.form.amount'), { required: true, inputMode: 'decimal' })}
          {text('minOrder', t('coupons.form.minOrder'), { inputMode: 'decimal', hint: t('coupons.form.minOrderHint') })}
          {text('startsOn', t('coupons.form.startsOn'), { required: true, type: 'date', maxLength: 10 })}
          {text('endsOn', t('coupons.form.endsOn'), { type: 'date', maxLength: 10, hint: t('coupons.form.endsOnHint') })}
          {text('usesPerBuyer', t('coupons.form.usesPerBuyer'), { inputMode: 'numeric', hint: t('coupons.form.unlimitedHint') })}
          {text('usesTotal', t('coupons.form.usesTotal'), { inputMode: 'numeric', hint: t('coupons.form.unlimitedHint') })}
          {message ? <FormAlert className="sm:col-span-2">{message}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
            <Button variant="outline" disabled={submitting} onClick={onCancel}>
              {t('coupons.form.cancel')}
            </Button>
            <Button type="submit" isLoading={submitting}>
              {submitting ? t('coupons.form.submitting') : t('coupons.form.submit')}
            </Button>
          </div>
        </form>
      </Form>
    </section>
  );
}
