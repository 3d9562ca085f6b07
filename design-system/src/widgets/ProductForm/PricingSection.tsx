import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_TYPES, parseDecimal, switchDiscount, type DiscountType } from '@marketplace/contract';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { liveSalePrice, type ProductFormValues } from './productFormValues.ts';
import { SectionCard } from './SectionCard.tsx';

/** A switched discount as the field shows it, in the language's decimal sign: "20,00" (manat), "23,33" or "25" (percent). */
function discountText(value: number, type: 'PERCENTAGE' | 'AMOUNT', language: string): string {
  const text = type === 'AMOUNT' ? value.toFixed(2) : String(Number(value.toFixed(2)));
  return language === 'en' ? text : text.replace('.', ',');
}

/**
 * Price, discount and the sale price worked out live (spec §5: price minus the discount, 2 decimals,
 * read-only). Switching between % and ₼ converts the discount so the sale price stays the same.
 */
export function PricingSection() {
  const { t, i18n } = useTranslation();
  const { control, getValues, setValue, setError, clearErrors, trigger } = useFormContext<ProductFormValues>();
  const [saleType, productPrice, discountType, discountValue] = useWatch({
    control,
    name: ['saleType', 'productPrice', 'discountType', 'discountValue'],
  });
  const salePriceId = useId();
  const sale = liveSalePrice({ productPrice, discountType, discountValue });

  /** % ↔ ₼: the typed discount converted so the sale price stays; one out of range is clamped and says so. */
  function switchTo(type: 'PERCENTAGE' | 'AMOUNT') {
    const [price, typed] = getValues(['productPrice', 'discountValue']);
    if (typed.trim() === '') return;
    const switched = switchDiscount(parseDecimal(price), parseDecimal(typed), type);
    setValue('discountValue', switched ? discountText(switched.value, type, i18n.language) : '', { shouldDirty: true });
    if (switched?.clamped === 'over')
      setError('discountValue', {
        type: 'clamped',
        message: type === 'PERCENTAGE' ? 'productForm.errors.percentOver' : 'productForm.errors.amountOver',
      });
    else if (switched?.clamped === 'under')
      setError('discountValue', { type: 'clamped', message: 'productForm.errors.discountValue' });
    else clearErrors('discountValue');
  }

  return (
    <SectionCard title={t('productForm.sections.pricing')}>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          control={control}
          name="productPrice"
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{t(`productForm.productPrice.${saleType}`)}</FormLabel>
              <FormControl>
                <Input inputMode="decimal" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="discountType"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('productForm.discountType.label')}</FormLabel>
              <FormControl>
                <Select
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    const next = event.target.value as DiscountType;
                    const previous = field.value;
                    field.onChange(next);
                    if (next === '') setValue('discountValue', '');
                    else if (previous !== '' && previous !== next) switchTo(next);
                  }}
                  options={DISCOUNT_TYPES.map((type) => ({
                    value: type,
                    label: t(`productForm.discountType.${type || 'none'}`),
                  }))}
                />
              </FormControl>
            </FormItem>
          )}
        />
        {discountType !== '' && (
          <FormField
            control={control}
            name="discountValue"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>{t(`productForm.discountValue.${discountType}`)}</FormLabel>
                <FormControl>
                  {/* Checked as it is typed: 150 %, −5 or letters say so at once, not only on save. */}
                  <Input
                    inputMode="decimal"
                    {...field}
                    onChange={(event) => {
                      field.onChange(event);
                      void trigger('discountValue');
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        )}
        <div className="flex flex-col gap-1.5">
          <label htmlFor={salePriceId} className="text-sm font-semibold text-ink">
            {t('productForm.salePrice.label')}
          </label>
          <output
            id={salePriceId}
            aria-live="polite"
            className="flex h-10 items-center rounded-md border border-line bg-sunken px-3 text-base font-semibold tabular-nums text-ink"
          >
            {formatManat(sale, i18n.language)}
          </output>
          <p className="text-sm text-ink-muted">{t('productForm.salePrice.hint')}</p>
        </div>
      </div>
    </SectionCard>
  );
}
