import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_TYPES, type DiscountType } from '@marketplace/contract';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { liveSalePrice, type ProductFormValues } from './productFormValues.ts';
import { SectionCard } from './SectionCard.tsx';

/** Price, discount and the sale price worked out live (spec §5: price minus the discount, 2 decimals, read-only). */
export function PricingSection() {
  const { t, i18n } = useTranslation();
  const { control, setValue, trigger } = useFormContext<ProductFormValues>();
  const [saleType, productPrice, discountType, discountValue] = useWatch({
    control,
    name: ['saleType', 'productPrice', 'discountType', 'discountValue'],
  });
  const salePriceId = useId();
  const sale = liveSalePrice({ productPrice, discountType, discountValue });

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
                    field.onChange(event.target.value as DiscountType);
                    if (event.target.value === '') setValue('discountValue', '');
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
