import { useState } from 'react';
import type { SaleType } from '@marketplace/contract';
import {
  Button,
  DialogContent,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  EmptyState,
  ProductForm,
  Spinner,
  type ProductFormProps,
} from '@marketplace/design-system';

/** The category choices as a query gives them: the list once loaded, or its failure and a way to retry. */
export interface CategoryChoices {
  data: ProductFormProps['categories'] | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ProductFormDialogFrameProps extends Pick<
  ProductFormProps,
  'mode' | 'initialValues' | 'initialVariations' | 'uploadMedia' | 'draft' | 'onDraftChange' | 'onDiscardDraft' | 'variant'
> {
  /** The dialog's title, by what the form is for: a product or a service (the form's switch). */
  title: string | ((saleType: SaleType) => string);
  categories: CategoryChoices;
  texts: { loading: string; categoriesFailed: string; retry: string };
  /** Saves; a rejection goes back to the form, which shows the server's errors on their fields. */
  onSave: ProductFormProps['onSubmit'];
  /** The form's cancel button. */
  onCancel: () => void;
  /** Closing the dialog otherwise (Escape, the ✕). */
  onClose: () => void;
}

/**
 * The product form in a full-size dialog (spec §2 "Product form"), shared by the seller panel and
 * the admin's Products Management: a spinner until the categories are read, a retry if they fail.
 */
export function ProductFormDialogFrame({
  title,
  categories,
  texts,
  onSave,
  onCancel,
  onClose,
  ...form
}: ProductFormDialogFrameProps) {
  const [saleType, setSaleType] = useState<SaleType>(() => form.draft?.saleType ?? form.initialValues?.saleType ?? 'item');
  let body;
  if (categories.data) {
    body = (
      <ProductForm {...form} categories={categories.data} onSubmit={onSave} onCancel={onCancel} onSaleTypeChange={setSaleType} />
    );
  } else if (categories.isError) {
    body = (
      <div role="alert">
        <EmptyState
          density="compact"
          title={texts.categoriesFailed}
          action={
            <Button variant="outline" onClick={() => void categories.refetch()} isLoading={categories.isFetching}>
              {texts.retry}
            </Button>
          }
        />
      </div>
    );
  } else {
    body = (
      <div className="flex justify-center py-12">
        <Spinner label={texts.loading} />
      </div>
    );
  }

  return (
    <DialogRoot open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="full" onInteractOutside={(event) => event.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{typeof title === 'function' ? title(saleType) : title}</DialogTitle>
        </DialogHeader>
        {/* Scrolls like DialogBody, without its bottom padding: the form's own actions stick to the bottom edge. */}
        <div className="min-h-0 flex-1 overflow-y-auto px-5 sm:px-6">{body}</div>
      </DialogContent>
    </DialogRoot>
  );
}
