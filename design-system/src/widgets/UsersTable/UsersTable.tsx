import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { AdminTable } from '../AdminShell/AdminTable.tsx';
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
const frame = 'rounded-lg border border-line bg-surface';

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
          <p className="text-sm text-ink-muted">{t('admin.users.total', { count: props.total, formatted: formatCount(props.total) })}</p>
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

      {state === 'error' ? (
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
      ) : state === 'ready' && users.length === 0 ? (
        <div data-slot="users-empty" className={frame}>
          {filtered ? (
            <EmptyState
              density="compact"
              headingLevel={2}
              title={t('admin.table.noMatches.title')}
              description={t('admin.table.noMatches.hint')}
              action={
                <Button variant="outline" onClick={props.onClear}>
                  {t('admin.users.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState density="compact" headingLevel={2} title={t('admin.users.empty.title')} description={t('admin.users.empty.hint')} />
          )}
        </div>
      ) : (
        <>
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
        </>
      )}
    </div>
  );
}
