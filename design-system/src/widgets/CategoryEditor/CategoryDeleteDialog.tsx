import { useTranslation } from 'react-i18next';
import { useAsyncAction } from '../../forms/useAsyncAction.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog, DialogClose } from '../../primitives/Dialog/index.ts';

export interface CategoryDeleteDialogProps {
  title: string;
  productCount: number;
  hasSubcategories: boolean;
  /** Deletes; a rejection (e.g. 409 CATEGORY_NOT_EMPTY) is shown and the dialog stays. */
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}

/** Confirms a category's deletion, or says why it cannot be deleted: only an empty category can. */
export function CategoryDeleteDialog({ title, productCount, hasSubcategories, onDelete, onClose }: CategoryDeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useAsyncAction<'delete'>('adminCategories.delete.failed');
  const empty = productCount === 0 && !hasSubcategories;
  const close = (
    <DialogClose asChild>
      <Button variant="outline">{t(empty ? 'adminCategories.delete.cancel' : 'adminCategories.delete.close')}</Button>
    </DialogClose>
  );

  return (
    <Dialog
      open
      size="sm"
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('adminCategories.delete.title', { title })}
      footer={
        empty ? (
          <>
            {close}
            <Button
              variant="danger"
              isLoading={remove.pending === 'delete'}
              onClick={() => void remove.run('delete', onDelete).then((result) => (result.ok ? onClose() : undefined))}
            >
              {t('adminCategories.delete.confirm')}
            </Button>
          </>
        ) : (
          close
        )
      }
    >
      {empty ? (
        <p className="text-sm text-ink">{t('adminCategories.delete.hint')}</p>
      ) : (
        <p role="alert" className="text-sm text-danger-700">
          {hasSubcategories
            ? t('adminCategories.delete.hasSubcategories')
            : t('adminCategories.delete.hasProducts', { count: productCount })}
        </p>
      )}
      {remove.errorKeys ? (
        <p role="alert" className="mt-2 text-sm text-danger-700">
          {t(remove.errorKeys)}
        </p>
      ) : null}
    </Dialog>
  );
}
