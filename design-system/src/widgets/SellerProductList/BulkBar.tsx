import { useTranslation } from 'react-i18next';
import type { ItemStatus } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { formatCount } from '../../rules/count.ts';

/** A bulk action over the selection (catalogue tools). */
export type SelectionAction = 'edit' | 'archive' | 'restore' | 'delete';

export interface BulkBarProps {
  count: number;
  /** The status the pending bulk call sets, if one is on its way. */
  pending?: ItemStatus | SelectionAction | null;
  /** Hide or show (the ticked products of a page; not offered for all matching, which Edit covers). */
  onSetStatus?: (status: ItemStatus) => void;
  /** The catalogue tools' actions offered here; in the Archived view, restore and delete. */
  actions?: readonly SelectionAction[];
  onAction?: (action: SelectionAction) => void;
  onClear: () => void;
}

/** Actions over the ticked products: hide or show them, edit, archive, restore or delete them, or untick them all. */
export function BulkBar({ count, pending = null, onSetStatus, actions = [], onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <section
      data-slot="bulk-bar"
      aria-label={t('merchant.products.bulk.label')}
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 shadow-lg sm:gap-3 sm:px-4"
    >
      <p aria-live="polite" className="me-auto text-sm font-semibold text-brand-900">
        {t('merchant.products.bulk.selected', { count, formatted: formatCount(count) })}
      </p>
      {onSetStatus ? (
        <>
          <Button
            size="sm"
            variant="outline"
            isLoading={pending === 'HIDDEN'}
            disabled={pending !== null}
            onClick={() => onSetStatus('HIDDEN')}
          >
            {t('merchant.products.bulk.hide')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            isLoading={pending === 'ACTIVE'}
            disabled={pending !== null}
            onClick={() => onSetStatus('ACTIVE')}
          >
            {t('merchant.products.bulk.show')}
          </Button>
        </>
      ) : null}
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'delete' ? 'danger' : 'outline'}
          isLoading={pending === action}
          disabled={pending !== null}
          onClick={() => onAction?.(action)}
        >
          {t(`catalogueTools.actions.${action}`)}
        </Button>
      ))}
      <Button size="sm" variant="ghost" onClick={onClear}>
        {t('merchant.products.bulk.clear')}
      </Button>
    </section>
  );
}
