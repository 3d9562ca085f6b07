import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, type ItemInput } from '@marketplace/contract';
import {
  DialogContent,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  Button,
  EMPTY_PRODUCT_FORM,
  EmptyState,
  ProductForm,
  productFormValuesOf,
  Spinner,
  notify,
  type ProductFormValues,
} from '@marketplace/design-system';
import { usePermittedCategories } from '../../../data/categories.ts';
import { useAddItem, useUpdateItem } from '../../../data/sellerItems.ts';
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
  const draftTarget: DraftTarget = target.mode === 'create' ? { mode: 'create' } : { mode: 'edit', id: target.item.id };
  // Read once: the form takes it as its starting values. Laid over a whole set of values, so a
  // draft from an older form (fewer fields) still gives the form every field it expects.
  const [draft] = useState(() => {
    const stored = loadDraft<Partial<ProductFormValues>>(draftTarget);
    if (!stored || typeof stored !== 'object') return undefined;
    return { ...(target.mode === 'edit' ? productFormValuesOf(target.item) : EMPTY_PRODUCT_FORM), ...stored };
  });
  const title = target.mode === 'create' ? t('merchant.products.form.createTitle') : t('merchant.products.form.editTitle');

  async function save(values: ItemInput) {
    // Errors go back to the form, which shows them on the refused fields.
    if (target.mode === 'create') await addItem.mutateAsync(values);
    else await updateItem.mutateAsync({ ...values, id: target.item.id });
    discardDraft(draftTarget);
    notify.success(target.mode === 'create' ? t('merchant.products.toast.created') : t('merchant.products.toast.updated'));
    onClose();
  }

  /** The form's cancel button discards what was typed; closing the dialog otherwise keeps it as a draft. */
  function cancel() {
    discardDraft(draftTarget);
    onClose();
  }

  let body;
  if (categories.data) {
    body = (
      <ProductForm
        mode={target.mode}
        initialValues={target.mode === 'edit' ? target.item : undefined}
        categories={categories.data}
        onSubmit={save}
        onCancel={cancel}
        uploadMedia={uploadProductMedia}
        draft={draft}
        onDraftChange={(values) => saveDraft(draftTarget, values)}
      />
    );
  } else if (categories.isError) {
    body = (
      <div role="alert">
        <EmptyState
          density="compact"
          title={t('merchant.products.form.categoriesFailed')}
          action={
            <Button variant="outline" onClick={() => void categories.refetch()} isLoading={categories.isFetching}>
              {t('merchant.products.form.retry')}
            </Button>
          }
        />
      </div>
    );
  } else {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label={t('merchant.products.form.loading')} />
      </div>
    );
  }

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="full" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {/* Scrolls like DialogBody, without its bottom padding: the form's own actions stick to the bottom edge. */}
        <div className="min-h-0 flex-1 overflow-y-auto px-5 sm:px-6">{body}</div>
      </DialogContent>
    </DialogRoot>
  );
}
