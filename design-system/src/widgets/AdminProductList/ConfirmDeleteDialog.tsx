import { useTranslation } from 'react-i18next';
import { DELETED_ITEM_RETENTION_DAYS } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';

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
    <DialogRoot open={open} onOpenChange={(next) => (next || pending ? undefined : onCancel())}>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>
            {count === 1 ? t('adminProducts.confirm.titleOne', { name: names[0] }) : t('adminProducts.confirm.title', { count })}
          </DialogTitle>
          <DialogDescription>{t('adminProducts.confirm.hint', { count, days: DELETED_ITEM_RETENTION_DAYS })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('adminProducts.confirm.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" isLoading={pending} onClick={onConfirm}>
            {t('adminProducts.confirm.delete', { count })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
