import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_ACTIONS, AUDIT_TARGET_KINDS, type AdminAction, type AuditTargetKind } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { DayFilterField } from '../AdminShell/DayFilterField.tsx';
import type { AuditLogFilters } from './types.ts';

export interface AuditLogFiltersBarProps {
  filters: AuditLogFilters;
  /** The admin filter's label (their name or e-mail), when it is set. */
  adminLabel?: string;
  onFiltersChange: (change: Partial<AuditLogFilters>) => void;
  onClear: () => void;
}

const label = 'flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted';

/**
 * Action, target, date range and admin: a choice applies at once, the target id on Enter or Apply,
 * a day (typed DD.MM.YYYY, the address keeps YYYY-MM-DD) on leaving its field or on Enter.
 */
export function AuditLogFiltersBar({ filters, adminLabel, onFiltersChange, onClear }: AuditLogFiltersBarProps) {
  const { t } = useTranslation();
  const ids = { action: useId(), kind: useId(), target: useId() };
  const any = Object.values(filters).some((value) => value !== undefined && value !== '');

  function applyTarget(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('target');
    onFiltersChange({ targetId: typeof value === 'string' && value.trim() ? value.trim() : undefined });
  }

  return (
    <div role="group" aria-label={t('admin.audit.filters.label')} className="flex flex-col gap-2">
      <div className="grid grid-cols-1 items-start gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(12rem,1.4fr)_minmax(9rem,1fr)_minmax(10rem,1.2fr)_minmax(8.5rem,0.7fr)_minmax(8.5rem,0.7fr)]">
        <div className={label}>
          <label htmlFor={ids.action}>{t('admin.audit.filters.action')}</label>
          <Select
            id={ids.action}
            size="sm"
            value={filters.action ?? ''}
            onChange={(event) => onFiltersChange({ action: (event.target.value || undefined) as AdminAction | undefined })}
            options={[
              { value: '', label: t('admin.audit.filters.anyAction') },
              ...ADMIN_ACTIONS.map((action) => ({ value: action, label: t(`admin.audit.actions.${action}`) })),
            ]}
          />
        </div>
        <div className={label}>
          <label htmlFor={ids.kind}>{t('admin.audit.filters.targetKind')}</label>
          <Select
            id={ids.kind}
            size="sm"
            value={filters.targetKind ?? ''}
            onChange={(event) =>
              onFiltersChange({ targetKind: (event.target.value || undefined) as AuditTargetKind | undefined })
            }
            options={[
              { value: '', label: t('admin.audit.filters.anyTarget') },
              ...AUDIT_TARGET_KINDS.map((kind) => ({ value: kind, label: t(`admin.audit.targets.${kind}`) })),
            ]}
          />
        </div>
        <form onSubmit={applyTarget} className="flex min-w-0 items-end gap-1">
          <div className={`${label} flex-1`}>
            <label htmlFor={ids.target}>{t('admin.audit.filters.targetId')}</label>
            <Input
              key={filters.targetId ?? ''}
              id={ids.target}
              name="target"
              size="sm"
              defaultValue={filters.targetId ?? ''}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="outline" size="sm">
            {t('admin.audit.filters.apply')}
          </Button>
        </form>
        <DayFilterField
          className={label}
          label={t('admin.audit.filters.from')}
          value={filters.from}
          onChange={(from) => onFiltersChange({ from })}
        />
        <DayFilterField
          className={label}
          label={t('admin.audit.filters.to')}
          value={filters.to}
          onChange={(to) => onFiltersChange({ to })}
        />
      </div>
      {any ? (
        <div className="flex flex-wrap items-center gap-2">
          {filters.admin ? (
            <Button variant="outline" size="sm" onClick={() => onFiltersChange({ admin: undefined })}>
              {t('admin.audit.filters.adminChip', { name: adminLabel ?? filters.admin })}
              <span className="sr-only">{t('admin.audit.filters.removeFilter')}</span>
              <span aria-hidden="true">×</span>
            </Button>
          ) : null}
          <Button variant="link" size="sm" onClick={onClear}>
            {t('admin.audit.filters.clear')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
