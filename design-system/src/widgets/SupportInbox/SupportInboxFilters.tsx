import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '../../primitives/Select/index.ts';
import type { SupportAssignedFilter, SupportStatusFilter } from './types.ts';

export interface SupportInboxFiltersProps {
  status: SupportStatusFilter;
  onStatusChange: (status: SupportStatusFilter) => void;
  assigned: SupportAssignedFilter;
  onAssignedChange: (assigned: SupportAssignedFilter) => void;
}

const STATUSES: readonly SupportStatusFilter[] = ['open', 'closed', 'all'];
const ASSIGNED: readonly SupportAssignedFilter[] = ['any', 'me', 'unassigned'];
const field = 'flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-ink-muted';

/** The Support inbox's filters above its conversations: status (open, closed, all) and assignee (any, me, nobody). */
export function SupportInboxFilters({ status, onStatusChange, assigned, onAssignedChange }: SupportInboxFiltersProps) {
  const { t } = useTranslation();
  const ids = { status: useId(), assigned: useId() };
  return (
    <div role="group" aria-label={t('admin.support.filters.label')} className="flex flex-wrap gap-2 border-b border-line p-3">
      <div className={field}>
        <label htmlFor={ids.status}>{t('admin.support.filters.status')}</label>
        <Select
          id={ids.status}
          size="sm"
          value={status}
          onChange={(event) => onStatusChange(event.target.value as SupportStatusFilter)}
          options={STATUSES.map((value) => ({ value, label: t(`admin.support.status.${value}`) }))}
        />
      </div>
      <div className={field}>
        <label htmlFor={ids.assigned}>{t('admin.support.filters.assigned')}</label>
        <Select
          id={ids.assigned}
          size="sm"
          value={assigned}
          onChange={(event) => onAssignedChange(event.target.value as SupportAssignedFilter)}
          options={ASSIGNED.map((value) => ({ value, label: t(`admin.support.assigned.${value}`) }))}
        />
      </div>
    </div>
  );
}
