import { useTranslation } from 'react-i18next';
import { Dialog, Spinner } from '@marketplace/design-system';
import type { ProductFormTarget } from './useProductFormState.ts';

export interface ProductFormDialogProps {
  target: ProductFormTarget;
  onClose: () => void;
}

/** The product form in a large dialog (spec §2 "Product form (merchant)"): a new product, or an existing one pre-filled. */
export function ProductFormDialog({ target, onClose }: ProductFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="xl"
      title={target.mode === 'create' ? t('merchant.products.form.createTitle') : t('merchant.products.form.editTitle')}
    >
      <Spinner label={t('merchant.products.form.loading')} />
    </Dialog>
  );
}
