import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';

export type AdminBulkAction = 'HIDDEN' | 'ACTIVE' | 'DELETE' | 'RESTORE';

export interface AdminBulkBarProps {
  count: number;
  /** In the deleted products the only action is a restore. */
  deletedView: boolean;
  pending: AdminBulkAction | null;
  onAction: (action: AdminBulkAction) => void;
  onClear: () => void;
}

/** Actions over the ticked products: hide, show, delete (confirmed first) or restore, or untick them all. */
export function AdminBulkBar({ count, deletedView, pending, onAction, onClear }: AdminBulkBarProps) {
  const { t } = useTranslation();
  const action = (kind: AdminBulkAction, label: string, variant: 'outline' | 'danger' = 'outline') => (
    <Button size="sm" variant={variant} isLoading={pending === kind} disabled={pending !== null} onClick={() => onAction(kind)}>
      {label}
    </Button>
  );
  return (
    <section
      data-slot="admin-bulk-bar"
      aria-label={t('adminProducts.bulk.label')}
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 shadow-lg sm:gap-3 sm:px-4"
    >
      <p aria-live="polite" className="me-auto text-sm font-semibold text-brand-900">
        {t('adminProducts.bulk.selected', { count })}
      </p>
      {deletedView ? (
        action('RESTORE', t('adminProducts.bulk.restore'))
      ) : (
        <>
          {action('HIDDEN', t('adminProducts.bulk.hide'))}
          {action('ACTIVE', t('adminProducts.bulk.show'))}
          {action('DELETE', t('adminProducts.bulk.delete'), 'danger')}
        </>
      )}
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('adminProducts.bulk.clear')}
      </Button>
    </section>
  );
}
