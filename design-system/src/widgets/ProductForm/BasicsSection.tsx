import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategoryFlat } from '@marketplace/contract';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { CategoryPicker } from '../CategoryPicker/index.ts';
import { RichTextEditor } from '../RichTextEditor/index.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import type { ProductFormValues } from './productFormValues.ts';
import { SectionCard } from './SectionCard.tsx';

/**
 * Item or service, name, author, category and description (spec §2: required ones marked). The
 * admin's form offers every leaf category, not just a store's permitted ones, and says so.
 */
export function BasicsSection({ categories, variant }: { categories: readonly CategoryFlat[]; variant: 'merchant' | 'admin' }) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const saleType = useWatch({ control, name: 'saleType' });

  return (
    <SectionCard title={t('productForm.sections.basics')}>
      <FormField
        control={control}
        name="saleType"
        render={({ field }) => (
          <ChoiceGroup
            legend={t('productForm.saleType.legend')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            choices={[
              { value: 'item', label: t('productForm.saleType.item') },
              { value: 'service', label: t('productForm.saleType.service') },
            ]}
          />
        )}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField
          control={control}
          name="productName"
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{t(`productForm.productName.${saleType}`)}</FormLabel>
              <FormControl>
                <Input {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <FormField
          control={control}
          name="authorName"
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{t(`productForm.authorName.${saleType}`)}</FormLabel>
              <FormControl>
                <Input autoComplete="name" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </div>
      <FormField
        control={control}
        name="selectedCategory"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{t('productForm.category.label')}</FormLabel>
            <FormControl>
              <CategoryPicker categories={categories} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
            </FormControl>
            <FormDescription>
              {t(variant === 'admin' ? 'productForm.category.hintAdmin' : 'productForm.category.hint')}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="productInfo"
        render={({ field }) => (
          <FormItem required>
            <FormLabel>{t(`productForm.productInfo.${saleType}`)}</FormLabel>
            <FormControl>
              <RichTextEditor
                aria-label={t(`productForm.productInfo.${saleType}`)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormDescription>{t('productForm.productInfo.hint')}</FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
    </SectionCard>
  );
}
