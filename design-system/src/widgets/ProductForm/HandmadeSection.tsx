import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PERSONALIZATION_PROMPT_MAX } from '@marketplace/contract';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import type { ProductFormValues } from './productFormValues.ts';
import { SectionCard } from './SectionCard.tsx';

/** Ours, for a handmade shop: made to order with the days it takes, and what a buyer may personalise. */
export function HandmadeSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const [madeToOrder, personalizing] = useWatch({ control, name: ['madeToOrder', 'personalization.enabled'] });

  return (
    <SectionCard title={t('productForm.sections.handmade')}>
      <FormField
        control={control}
        name="madeToOrder"
        render={({ field }) => (
          <Checkbox
            label={t('productForm.madeToOrder.label')}
            description={t('productForm.madeToOrder.hint')}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      {madeToOrder && (
        <FormField
          control={control}
          name="processingDays"
          render={({ field }) => (
            <FormItem required className="max-w-xs ps-8">
              <FormLabel>{t('productForm.madeToOrder.processingDays')}</FormLabel>
              <FormControl>
                <Input inputMode="numeric" {...field} />
              </FormControl>
              <FormDescription>{t('productForm.madeToOrder.processingDaysHint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      )}
      <FormField
        control={control}
        name="personalization.enabled"
        render={({ field }) => (
          <Checkbox
            label={t('productForm.personalization.enabled')}
            description={t('productForm.personalization.hint')}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
        )}
      />
      {personalizing && (
        <div className="grid gap-4 ps-8 md:grid-cols-[2fr_1fr]">
          <FormField
            control={control}
            name="personalization.prompt"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>{t('productForm.personalization.prompt')}</FormLabel>
                <FormControl>
                  <Input maxLength={PERSONALIZATION_PROMPT_MAX} {...field} />
                </FormControl>
                <FormDescription>{t('productForm.personalization.promptHint')}</FormDescription>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="personalization.maxLength"
            render={({ field }) => (
              <FormItem required>
                <FormLabel>{t('productForm.personalization.maxLength')}</FormLabel>
                <FormControl>
                  <Input inputMode="numeric" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
      )}
    </SectionCard>
  );
}
