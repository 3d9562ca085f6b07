import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';

export interface AdminTableFallbackProps {
  state: 'loading' | 'error' | 'ready';
  /** The page holds no row. */
  empty: boolean;
  /** A search or filter is set: an empty page means nothing matches, not an empty section. */
  filtered: boolean;
  onRetry: () => void;
  onClear: () => void;
  clearLabel: string;
  /** The section's own words for "nothing here yet". */
  emptyTitle: string;
  emptyHint: string;
  /** `data-slot` of the empty frame (stories and tests find it by it). */
  emptySlot: string;
  /** The table and its paging, shown while loading and once there are rows. */
  children: ReactNode;
}

const frame = 'rounded-lg border border-line bg-surface';

/** What a dense admin table shows instead of its rows: the load failure with a retry, no match, or an empty section. */
export function AdminTableFallback(props: AdminTableFallbackProps) {
  const { t } = useTranslation();
  if (props.state === 'error') {
    return (
      <div role="alert" className={frame}>
        <EmptyState
          density="compact"
          headingLevel={2}
          title={t('admin.table.error.title')}
          description={t('admin.table.error.hint')}
          action={
            <Button variant="outline" onClick={props.onRetry}>
              {t('admin.table.error.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  if (props.state === 'ready' && props.empty) {
    return (
      <div data-slot={props.emptySlot} className={frame}>
        {props.filtered ? (
          <EmptyState
            density="compact"
            headingLevel={2}
            title={t('admin.table.noMatches.title')}
            description={t('admin.table.noMatches.hint')}
            action={
              <Button variant="outline" onClick={props.onClear}>
                {props.clearLabel}
              </Button>
            }
          />
        ) : (
          <EmptyState density="compact" headingLevel={2} title={props.emptyTitle} description={props.emptyHint} />
        )}
      </div>
    );
  }
  return <>{props.children}</>;
}
