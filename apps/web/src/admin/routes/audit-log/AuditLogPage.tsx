import { useTranslation } from 'react-i18next';
import {
  ADMIN_ACTIONS,
  AUDIT_LOG_PAGE_SIZE,
  AUDIT_TARGET_KINDS,
  type AdminAction,
  type AuditTargetKind,
} from '@marketplace/contract';
import { AuditLog, type AuditLogFilters } from '@marketplace/design-system';
import { useAuditLog } from '../../../data/adminAuditLog.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { useListState } from '../../useListState.ts';

const FILTERS = ['action', 'admin', 'target_kind', 'target_id', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const known = <T extends string>(values: readonly T[], value: string | undefined): T | undefined =>
  value !== undefined && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** The audit log section: its filters and page live in the address, the server pages and filters. */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { state, hrefForPage, change } = useListState(FILTERS);
  const raw = state.filters;
  const filters: AuditLogFilters = {
    action: known<AdminAction>(ADMIN_ACTIONS, raw.action),
    admin: raw.admin,
    targetKind: known<AuditTargetKind>(AUDIT_TARGET_KINDS, raw.target_kind),
    targetId: raw.target_id,
    from: raw.from && DAY.test(raw.from) ? raw.from : undefined,
    to: raw.to && DAY.test(raw.to) ? raw.to : undefined,
  };
  const log = useAuditLog({ page: state.page, ...filters });
  const total = log.data?.total ?? 0;

  return (
    <div className="flex flex-col gap-3 px-3 py-4 sm:px-6">
      <PageMeta title={t('pages.admin.auditLog.title')} noIndex />
      <AuditLog
        state={log.isError && !log.data ? 'error' : log.data ? 'ready' : 'loading'}
        entries={log.data?.items ?? []}
        total={total}
        page={state.page}
        pageCount={Math.ceil(total / AUDIT_LOG_PAGE_SIZE)}
        hrefForPage={hrefForPage}
        refreshing={log.isPlaceholderData}
        filters={filters}
        onFiltersChange={(next) =>
          change({
            filters: {
              ...('action' in next ? { action: next.action } : {}),
              ...('admin' in next ? { admin: next.admin } : {}),
              ...('targetKind' in next ? { target_kind: next.targetKind } : {}),
              ...('targetId' in next ? { target_id: next.targetId } : {}),
              ...('from' in next ? { from: next.from } : {}),
              ...('to' in next ? { to: next.to } : {}),
            },
          })
        }
        onClearFilters={() => change({ filters: Object.fromEntries(FILTERS.map((name) => [name, undefined])) })}
        onRetry={() => void log.refetch()}
      />
    </div>
  );
}
