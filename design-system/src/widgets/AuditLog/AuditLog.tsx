import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { AdminTable } from '../AdminShell/AdminTable.tsx';
import { AdminTableFallback } from '../AdminShell/AdminTableFallback.tsx';
import { Pagination } from '../Pagination/index.ts';
import { AuditLogFiltersBar } from './AuditLogFiltersBar.tsx';
import { AuditLogRow, adminNameOf } from './AuditLogRow.tsx';
import type { AuditLogFilters } from './types.ts';

export interface AuditLogProps {
  state: 'loading' | 'error' | 'ready';
  entries: readonly AuditEntry[];
  /** Entries matching the filters, over every page. */
  total: number;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  filters: AuditLogFilters;
  onFiltersChange: (change: Partial<AuditLogFilters>) => void;
  onClearFilters: () => void;
  onRetry: () => void;
  /** A newer page is on its way while the old one shows. */
  refreshing?: boolean;
  className?: string;
}

const COLUMNS = ['when', 'admin', 'action', 'target', 'details'] as const;

/**
 * The audit log section: every admin action with who, when and what, newest first; filters by
 * action, admin (chosen from a row), target and Baku days; numbered server-side pages.
 */
export function AuditLog(props: AuditLogProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, entries } = props;
  const filtered = Object.values(props.filters).some((value) => value !== undefined && value !== '');
  const adminEntry = props.filters.admin ? entries.find((entry) => entry.admin.id === props.filters.admin) : undefined;

  return (
    <div data-slot="audit-log" className={cn('flex flex-col gap-3', props.className)}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 id={headingId} className="font-display text-2xl font-semibold text-ink">
          {t('pages.admin.auditLog.title')}
        </h1>
        {state === 'ready' ? (
          <p className="text-sm text-ink-muted">
            {t('admin.audit.total', { count: props.total, formatted: formatCount(props.total) })}
          </p>
        ) : null}
      </div>

      <AuditLogFiltersBar
        filters={props.filters}
        adminLabel={adminEntry ? adminNameOf(adminEntry) : undefined}
        onFiltersChange={props.onFiltersChange}
        onClear={props.onClearFilters}
      />

      <AdminTableFallback
        state={state}
        empty={entries.length === 0}
        filtered={filtered}
        onRetry={props.onRetry}
        onClear={props.onClearFilters}
        clearLabel={t('admin.audit.filters.clear')}
        emptyTitle={t('admin.audit.empty.title')}
        emptyHint={t('admin.audit.empty.hint')}
        emptySlot="audit-empty"
      >
        <AdminTable
          labelledBy={headingId}
          columns={COLUMNS.map((column) => t(`admin.audit.columns.${column}`))}
          loading={state === 'loading'}
          refreshing={props.refreshing}
          minWidthClassName="min-w-[56rem]"
        >
          {entries.map((entry) => (
            <AuditLogRow
              key={entry.id}
              entry={entry}
              onChooseAdmin={(chosen) => props.onFiltersChange({ admin: chosen.admin.id })}
            />
          ))}
        </AdminTable>
        {state === 'ready' ? <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} /> : null}
      </AdminTableFallback>
    </div>
  );
}
