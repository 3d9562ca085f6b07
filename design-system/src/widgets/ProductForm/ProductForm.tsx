import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ITEM_STATUSES,
  STOCKED_ITEM_TYPE,
  type CategoryFlat,
  type Item,
  type ItemInput,
  type ItemVariations,
} from '@marketplace/contract';
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
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
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
import { syncedVariations, variationEditorValueOf, variationSetOf } from '../VariationEditor/index.ts';

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
  onSubmit: (values: ItemInput, variations: ProductVariationSet) => Promise<void>;
  /** The product's saved price and stock per option (getItemVariations), shown in the variation editor. */
  initialVariations?: ItemVariations;
  onCancel: () => void;
  /** Uploads one file (the app compresses it first); reports 0–100 through `onProgress`. */
  uploadMedia: UploadMedia;
  /** A draft kept by the app (e.g. across a reload); it wins over `initialValues`. */
  draft?: ProductFormValues;
  /** Every change, for the app to keep as the draft. */
  onDraftChange?: (values: ProductFormValues) => void;
  /**
   * The seller discarded the restored draft: the form is back at `initialValues` (or empty); the
   * app forgets the draft it kept.
   */
  onDiscardDraft?: () => void;
  /** The form was switched between a product and a service (the dialog's title says which). */
  onSaleTypeChange?: (saleType: ProductFormValues['saleType']) => void;
  /** The admin's form also sets whether the product is shown. */
  variant?: 'merchant' | 'admin';
  className?: string;
}

/** What setItemVariations takes for the saved product (its id added by the app): no attribute chosen is no variations. */
export type ProductVariationSet = ReturnType<typeof variationSetOf>;

function variationsOfForm(values: ProductFormValues): ProductVariationSet {
  if (values.itemType === STOCKED_ITEM_TYPE) return variationSetOf({ attributeKeys: [], rows: [] });
  return variationSetOf(syncedVariations(values.attributes, values.variations, values.productPrice));
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
  onDiscardDraft,
  onSaleTypeChange,
  initialVariations,
  variant = 'merchant',
  className,
}: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const [alertKeys, setAlertKeys] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  // What the form shows without a draft: the product as it is, or an empty form.
  const [savedValues] = useState(() => ({
    ...(initialValues ? productFormValuesOf(initialValues) : EMPTY_PRODUCT_FORM),
    variations: variationEditorValueOf(initialVariations, i18n.language),
  }));
  // A draft that differs from it holds changes not saved: the form says it was restored and can drop it.
  const [draftRestored, setDraftRestored] = useState(() => draft !== undefined && !sameValues(draft, savedValues));
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    // A draft kept before the product had variations (or by an older form) takes the saved ones.
    defaultValues: draft ? { ...draft, variations: draft.variations ?? savedValues.variations } : savedValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { isSubmitting, isDirty } = form.formState;
  const saleType = useWatch({ control: form.control, name: 'saleType' });
  const saleTypeListener = useRef(onSaleTypeChange);
  useEffect(() => {
    saleTypeListener.current = onSaleTypeChange;
  }, [onSaleTypeChange]);
  useEffect(() => saleTypeListener.current?.(saleType), [saleType]);

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
        await onSubmit(itemInputOf(values), variationsOfForm(values));
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

  /** Cancel throws away what was typed (or restored): it asks first when there is anything to lose. */
  const cancel = () => {
    if (isDirty || draftRestored) setConfirmingCancel(true);
    else onCancel();
  };
  const discardDraft = () => {
    form.reset(savedValues);
    setAlertKeys([]);
    setDraftRestored(false);
    onDiscardDraft?.();
  };

  return (
    <Form {...form}>
      <form
        noValidate
        aria-label={t(saleType === 'service' ? `productForm.title.${mode}Service` : `productForm.title.${mode}`)}
        aria-busy={isSubmitting || undefined}
        onSubmit={(event) => void submit(event)}
        data-slot="product-form"
        className={cn('flex flex-col gap-4', className)}
      >
        {draftRestored && (
          <div
            data-slot="draft-restored"
            className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-caspian-200 bg-caspian-50 px-4 py-2 text-sm text-ink"
          >
            <p role="status">{t('productForm.draft.restored')}</p>
            <span aria-hidden="true" className="text-ink-muted">
              ·
            </span>
            <Button variant="link" size="sm" onClick={discardDraft}>
              {t('productForm.draft.discard')}
            </Button>
          </div>
        )}
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
          <Button variant="outline" onClick={cancel} disabled={isSubmitting}>
            {t('productForm.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? (
              <>
                <SpinnerIcon size="sm" />
                {t('productForm.actions.saving')}
              </>
            ) : (
              t(
                mode === 'create'
                  ? saleType === 'service'
                    ? 'productForm.actions.createService'
                    : 'productForm.actions.create'
                  : 'productForm.actions.save',
              )
            )}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingCancel}
        slot="discard-changes"
        title={t('productForm.discardChanges.title')}
        description={t('productForm.discardChanges.description')}
        cancelLabel={t('productForm.discardChanges.keepEditing')}
        confirmLabel={t('productForm.discardChanges.discard')}
        onCancel={() => setConfirmingCancel(false)}
        onConfirm={() => {
          setConfirmingCancel(false);
          onCancel();
        }}
      />
    </Form>
  );
}

/** The same values, whatever the order of their keys (a draft is read back from JSON). */
function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}
