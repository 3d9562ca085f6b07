import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { AdminTable } from '../AdminShell/AdminTable.tsx';
import { AdminTableFallback } from '../AdminShell/AdminTableFallback.tsx';
import { Pagination } from '../Pagination/index.ts';
import { UserRow } from './UserRow.tsx';
import { UsersToolbar } from './UsersToolbar.tsx';
import type { UserKindFilter, UserStatusFilter } from './types.ts';

export interface UsersTableProps {
  state: 'loading' | 'error' | 'ready';
  users: readonly AdminUser[];
  /** Accounts matching the search and filters, over every page. */
  total: number;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  query: string;
  onQueryChange: (query: string) => void;
  kind: UserKindFilter;
  onKindChange: (kind: UserKindFilter) => void;
  status: UserStatusFilter;
  onStatusChange: (status: UserStatusFilter) => void;
  /** Clears the search and both filters at once. */
  onClear: () => void;
  /** Block or unblock asked for a row; the row changes only once the server has done it. */
  onRequestBlock: (user: AdminUser) => void;
  onRetry: () => void;
  /** A newer page is on its way while the old one shows. */
  refreshing?: boolean;
  className?: string;
}

const COLUMNS = ['id', 'name', 'identifier', 'kind', 'status', 'created', 'details', 'action'] as const;

/**
 * The admin's Users section: every account from the database (spec §3 "User": id, name, e-mail,
 * status, details; with kind and creation date), searched and filtered on the server, numbered pages.
 */
export function UsersTable(props: UsersTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, users } = props;
  const filtered = props.query !== '' || props.kind !== 'ALL' || props.status !== 'ALL';

  return (
    <div data-slot="users-table" className={cn('flex flex-col gap-3', props.className)}>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 id={headingId} className="font-display text-2xl font-semibold text-ink">
          {t('pages.admin.users.title')}
        </h1>
        {state === 'ready' ? (
          <p className="text-sm text-ink-muted">
            {t('admin.users.total', { count: props.total, formatted: formatCount(props.total) })}
          </p>
        ) : null}
      </div>

      <UsersToolbar
        query={props.query}
        onQueryChange={props.onQueryChange}
        kind={props.kind}
        onKindChange={props.onKindChange}
        status={props.status}
        onStatusChange={props.onStatusChange}
      />

      <AdminTableFallback
        state={state}
        empty={users.length === 0}
        filtered={filtered}
        onRetry={props.onRetry}
        onClear={props.onClear}
        clearLabel={t('admin.users.clear')}
        emptyTitle={t('admin.users.empty.title')}
        emptyHint={t('admin.users.empty.hint')}
        emptySlot="users-empty"
      >
        <AdminTable
          labelledBy={headingId}
          columns={COLUMNS.map((column) => t(`admin.users.columns.${column}`))}
          loading={state === 'loading'}
          refreshing={props.refreshing}
          minWidthClassName="min-w-[60rem]"
        >
          {users.map((user) => (
            <UserRow key={user.id} user={user} onRequestBlock={props.onRequestBlock} columnCount={COLUMNS.length} />
          ))}
        </AdminTable>
        {state === 'ready' ? <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} /> : null}
      </AdminTableFallback>
    </div>
  );
}
