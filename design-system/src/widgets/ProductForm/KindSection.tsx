import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ITEM_TYPES, STOCKED_ITEM_TYPE } from '@marketplace/contract';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { AttributeEditor } from '../AttributeEditor/index.ts';
import { VariationEditor } from '../VariationEditor/index.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import type { ProductFormValues } from './productFormValues.ts';
import { SectionCard } from './SectionCard.tsx';

/** Item type 1, 2 or 3 (spec §2): type 3 shows the current stock and no attributes; 1 and 2 the attribute editor. */
export function KindSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const itemType = useWatch({ control, name: 'itemType' });
  const { errors } = useFormState({ control, name: 'attributes' });
  const rowErrors = Array.isArray(errors.attributes)
    ? Array.from(errors.attributes as unknown[], (row) => {
        const message = (row as { values?: { message?: string } } | undefined)?.values?.message;
        return message ? t(message) : undefined;
      })
    : undefined;

  return (
    <SectionCard title={t('productForm.sections.kind')}>
      <FormField
        control={control}
        name="itemType"
        render={({ field }) => (
          <ChoiceGroup
            look="cards"
            legend={t('productForm.itemType.legend')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            choices={ITEM_TYPES.map((type) => ({
              value: type,
              label: t(`productForm.itemType.${type}.label`),
              hint: t(`productForm.itemType.${type}.hint`),
            }))}
          />
        )}
      />
      {itemType === STOCKED_ITEM_TYPE ? (
        <FormField
          control={control}
          name="stockCount"
          render={({ field }) => (
            <FormItem required className="max-w-xs">
              <FormLabel>{t('productForm.stockCount.label')}</FormLabel>
              <FormControl>
                <Input inputMode="numeric" {...field} />
              </FormControl>
              <FormDescription>{t('productForm.stockCount.hint')}</FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : (
        <FormField
          control={control}
          name="attributes"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('productForm.attributes.legend')}</FormLabel>
              <FormDescription>{t('productForm.attributes.hint')}</FormDescription>
              <FormControl>
                <AttributeEditor value={field.value} onChange={field.onChange} rowErrors={rowErrors} />
              </FormControl>
              {/* A row's own problem is shown on the row; a server's refusal of the list shows here. */}
              {rowErrors === undefined && <FormMessage />}
            </FormItem>
          )}
        />
      )}
      {itemType !== STOCKED_ITEM_TYPE && <VariationsField />}
    </SectionCard>
  );
}

/** Price and stock per option of the attributes above (as Etsy's variations); saved after the product. */
function VariationsField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const attributes = useWatch({ control, name: 'attributes' });
  const price = useWatch({ control, name: 'productPrice' });
  const { errors } = useFormState({ control, name: 'variations' });
  return (
    <FormField
      control={control}
      name="variations"
      render={({ field }) => (
        <FormItem>
          <VariationEditor
            attributes={attributes}
            value={field.value}
            onChange={field.onChange}
            defaultPrice={price}
            showErrors={errors.variations !== undefined}
          />
          {errors.variations?.message !== undefined && (
            <p role="alert" className="text-sm text-danger-700">
              {t(errors.variations.message)}
            </p>
          )}
        </FormItem>
      )}
    />
  );
}
