import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, type ItemInput } from '@marketplace/contract';
import {
  EMPTY_PRODUCT_FORM,
  productFormValuesOf,
  notify,
  type ProductFormValues,
  type ProductVariationSet,
} from '@marketplace/design-system';
import { usePermittedCategories } from '../../../data/categories.ts';
import { useAddItem, useUpdateItem } from '../../../data/sellerItems.ts';
import { useItemVariations, useSetItemVariations } from '../../../data/variations.ts';
import { ProductFormDialogFrame } from '../../../productForm/ProductFormDialogFrame.tsx';
import { discardDraft, loadDraft, saveDraft, type DraftTarget } from '../../productDraft.ts';
import { uploadProductMedia } from './uploadProductMedia.ts';
import type { ProductFormTarget } from './useProductFormState.ts';

export interface ProductFormDialogProps {
  target: ProductFormTarget;
  onClose: () => void;
}

/**
 * The product form in a large dialog (spec §2 "Product form (merchant)"): a new product, or an
 * existing one pre-filled. What is typed is kept as a draft until it is saved or discarded; a
 * refused save keeps the form as it was with the server's errors on their fields.
 */
export function ProductFormDialog({ target, onClose }: ProductFormDialogProps) {
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const categories = usePermittedCategories(lng);
  const addItem = useAddItem();
  const updateItem = useUpdateItem();
  // An edited product's price and stock per option: the form waits for them (a save without them would drop them).
  const variations = useItemVariations(target.mode === 'edit' ? target.item.id : null);
  const setVariations = useSetItemVariations();
  const hadVariations = (variations.data?.attributeKeys.length ?? 0) > 0;
  const choices =
    target.mode === 'edit' && !variations.isSuccess
      ? {
          ...categories,
          data: undefined,
          isError: categories.isError || variations.isError,
          refetch: () => Promise.all([categories.refetch(), variations.refetch()]),
        }
      : categories;
  const draftTarget: DraftTarget = target.mode === 'create' ? { mode: 'create' } : { mode: 'edit', id: target.item.id };
  // Read once: the form takes it as its starting values. Laid over a whole set of values, so a
  // draft from an older form (fewer fields) still gives the form every field it expects.
  const [draft] = useState(() => {
    const stored = loadDraft<Partial<ProductFormValues>>(draftTarget);
    if (!stored || typeof stored !== 'object') return undefined;
    return { ...(target.mode === 'edit' ? productFormValuesOf(target.item) : EMPTY_PRODUCT_FORM), ...stored };
  });

  async function save(values: ItemInput, variationSet: ProductVariationSet) {
    // Errors go back to the form, which shows them on the refused fields.
    const saved =
      target.mode === 'create'
        ? await addItem.mutateAsync(values)
        : await updateItem.mutateAsync({ ...values, id: target.item.id });
    discardDraft(draftTarget);
    // Then the price and stock per option; the product stays saved if they are refused (the form would add it twice).
    if (variationSet.attributeKeys.length > 0 || hadVariations) {
      try {
        await setVariations.mutateAsync({ itemId: saved.id, ...variationSet });
      } catch {
        notify.error(t('variations.editor.saveFailed'));
        onClose();
        return;
      }
    }
    notify.success(target.mode === 'create' ? t('merchant.products.toast.created') : t('merchant.products.toast.updated'));
    onClose();
  }

  /** The form's cancel button (confirmed when anything was typed) discards it; closing the dialog otherwise keeps it as a draft. */
  function cancel() {
    discardDraft(draftTarget);
    onClose();
  }

  return (
    <ProductFormDialogFrame
      title={(saleType) =>
        t(
          `merchant.products.form.${target.mode === 'create' ? 'createTitle' : 'editTitle'}${saleType === 'service' ? 'Service' : ''}`,
        )
      }
      texts={{
        loading: t('merchant.products.form.loading'),
        categoriesFailed: t('merchant.products.form.categoriesFailed'),
        retry: t('merchant.products.form.retry'),
      }}
      categories={choices}
      initialVariations={variations.data}
      mode={target.mode}
      initialValues={target.mode === 'edit' ? target.item : undefined}
      uploadMedia={uploadProductMedia}
      draft={draft}
      onDraftChange={(values) => saveDraft(draftTarget, values)}
      onDiscardDraft={() => discardDraft(draftTarget)}
      onSave={save}
      onCancel={cancel}
      onClose={onClose}
    />
  );
}
