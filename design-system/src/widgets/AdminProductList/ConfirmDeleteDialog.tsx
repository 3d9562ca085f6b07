import { useTranslation } from 'react-i18next';
import { DELETED_ITEM_RETENTION_DAYS } from '@marketplace/contract';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';

export interface ConfirmDeleteDialogProps {
  /** The products to delete: their names when known (one product is named in the question). */
  names: readonly string[];
  open: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete N products?": they leave the shopper site and the store's panel, and stay restorable for 30 days. */
export function ConfirmDeleteDialog({ names, open, pending, onConfirm, onCancel }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const count = names.length;
  return (
    <ConfirmDialog
      open={open}
      title={count === 1 ? t('adminProducts.confirm.titleOne', { name: names[0] }) : t('adminProducts.confirm.title', { count })}
      description={t('adminProducts.confirm.hint', { count, days: DELETED_ITEM_RETENTION_DAYS })}
      cancelLabel={t('adminProducts.confirm.cancel')}
      confirmLabel={t('adminProducts.confirm.delete', { count })}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
