import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { ITEM_STATUSES, type CategoryFlat, type Item, type ItemInput } from '@marketplace/contract';
import {
  applyServerErrors,
  errorCodeOf,
  Form,
  FormAlert,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
} from '../../forms/index.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { SpinnerIcon } from '../../primitives/Spinner/index.ts';
import type { UploadMedia } from '../MediaGalleryEditor/index.ts';
import { BasicsSection } from './BasicsSection.tsx';
import { HandmadeSection } from './HandmadeSection.tsx';
import { KindSection } from './KindSection.tsx';
import { MediaSection } from './MediaSection.tsx';
import { PocketSection } from './PocketSection.tsx';
import { PricingSection } from './PricingSection.tsx';
import { productFormFieldOf, productFormSchema } from './productFormSchema.ts';
import { EMPTY_PRODUCT_FORM, itemInputOf, productFormValuesOf, type ProductFormValues } from './productFormValues.ts';
import { SectionCard } from './SectionCard.tsx';

export interface ProductFormProps {
  mode: 'create' | 'edit';
  /** The product being edited (spec §2: "opens the form pre-filled"). */
  initialValues?: Partial<Item>;
  /** Leaf categories the seller may use (getPermittedCategories). */
  categories: readonly CategoryFlat[];
  /**
   * Saves; the body is what addNewItem / updateItem take. Rejects with `{ code, fields }`: the
   * refused fields show their errors, anything else a message above the buttons; nothing typed is lost.
   */
  onSubmit: (values: ItemInput) => Promise<void>;
  onCancel: () => void;
  /** Uploads one file (the app compresses it first); reports 0–100 through `onProgress`. */
  uploadMedia: UploadMedia;
  /** A draft kept by the app (e.g. across a reload); it wins over `initialValues`. */
  draft?: ProductFormValues;
  /** Every change, for the app to keep as the draft. */
  onDraftChange?: (values: ProductFormValues) => void;
  /** The admin's form also sets whether the product is shown. */
  variant?: 'merchant' | 'admin';
  className?: string;
}

/** Server codes whose own text is less useful on a field than the field's own message. */
const FIELD_MESSAGES: Partial<Record<string, string>> = {
  productPrice: 'productForm.errors.price',
  discountValue: 'productForm.errors.discountValue',
  selectedCategory: 'productForm.errors.category',
  stockCount: 'productForm.errors.stock',
  processingDays: 'productForm.errors.processingDays',
  'personalization.maxLength': 'productForm.errors.maxLength',
  'personalization.prompt': 'productForm.errors.prompt',
};

/**
 * The merchant's product form (spec §2 "Product form", §5), presentational: it checks what is
 * typed, hands the API body to `onSubmit` and shows what the server refused on the refused
 * fields. The description editor loads only when the form is shown.
 */
export function ProductForm({
  mode,
  initialValues,
  categories,
  onSubmit,
  onCancel,
  uploadMedia,
  draft,
  onDraftChange,
  variant = 'merchant',
  className,
}: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const [alertKeys, setAlertKeys] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: draft ?? (initialValues ? productFormValuesOf(initialValues) : EMPTY_PRODUCT_FORM),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isSubmitting } = form.formState;

  const draftListener = useRef(onDraftChange);
  useEffect(() => {
    draftListener.current = onDraftChange;
  }, [onDraftChange]);
  useEffect(() => {
    const subscription = form.watch((values) => draftListener.current?.(values as ProductFormValues));
    return () => subscription.unsubscribe();
  }, [form]);

  const submit = form.handleSubmit(
    async (values) => {
      setAlertKeys([]);
      if (uploading) {
        setAlertKeys(['productForm.errors.uploading']);
        return;
      }
      try {
        await onSubmit(itemInputOf(values));
      } catch (error) {
        const code = errorCodeOf(error);
        const keys = applyServerErrors(form, error, {
          fieldOf: (serverField) => productFormFieldOf(serverField) as FieldPath<ProductFormValues> | null,
          messageOf: (field, serverText) =>
            code === 'VALIDATION_FAILED'
              ? (FIELD_MESSAGES[field] ?? 'errors.VALIDATION_FAILED')
              : code && i18n.exists(`errors.${code}`)
                ? `errors.${code}`
                : serverText,
          fallbackKey: 'productForm.errors.saveFailed',
          scope: 'productForm.errors',
        });
        setAlertKeys(keys.length > 0 ? keys : ['productForm.errors.fixFields']);
      }
    },
    () => setAlertKeys(['productForm.errors.fixFields']),
  );

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label={t(`productForm.title.${mode}`)}
        aria-busy={isSubmitting || undefined}
        onSubmit={(event) => void submit(event)}
        data-slot="product-form"
        className={cn('flex flex-col gap-4', className)}
      >
        <BasicsSection categories={categories} variant={variant} />
        <PricingSection />
        <KindSection />
        <PocketSection />
        <MediaSection uploadMedia={uploadMedia} onUploadingChange={setUploading} />
        <HandmadeSection />
        {variant === 'admin' && (
          <SectionCard title={t('productForm.status.label')}>
            <FormField
              control={form.control}
              name="status"
              render={({ field }) => (
                <FormItem className="max-w-xs">
                  <FormLabel>{t('productForm.status.label')}</FormLabel>
                  <FormControl>
                    <Select
                      {...field}
                      options={ITEM_STATUSES.map((status) => ({ value: status, label: t(`productForm.status.${status}`) }))}
                    />
                  </FormControl>
                </FormItem>
              )}
            />
          </SectionCard>
        )}
        <FormAlert>{alertKeys.length > 0 ? t(alertKeys) : null}</FormAlert>
        <div className="sticky bottom-0 flex flex-col-reverse gap-2 border-t border-line bg-paper/95 py-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('productForm.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? (
              <>
                <SpinnerIcon size="sm" />
                {t('productForm.actions.saving')}
              </>
            ) : (
              t(mode === 'create' ? 'productForm.actions.create' : 'productForm.actions.save')
            )}
          </Button>
        </div>
      </form>
    </Form>
  );
}
