import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_USERS_PAGE_SIZE, type AdminUser } from '@marketplace/contract';
import { BlockUserDialog, UsersTable, notify, type UserKindFilter, type UserStatusFilter } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { useAdminUsers, useSetAccountBlocked } from '../../../data/adminUsers.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { useListState } from '../../useListState.ts';

const FILTERS = ['kind', 'status'] as const;
const KINDS = ['0', '1', '2'] as const;

const kindOf = (value: string | undefined): UserKindFilter =>
  (KINDS as readonly string[]).includes(value ?? '') ? (value as UserKindFilter) : 'ALL';
const statusOf = (value: string | undefined): UserStatusFilter => (value === 'ACTIVE' || value === 'BLOCKED' ? value : 'ALL');

/** The Users section: every account, searched and filtered in the address; block and unblock after a confirmation. */
export function UsersPage() {
  const { t } = useTranslation();
  const { state, hrefForPage, change } = useListState(FILTERS);
  const kind = kindOf(state.filters.kind);
  const status = statusOf(state.filters.status);
  const users = useAdminUsers({
    page: state.page,
    q: state.q,
    type: kind === 'ALL' ? undefined : Number(kind),
    status: status === 'ALL' ? undefined : status,
  });
  const setBlocked = useSetAccountBlocked();
  const [asked, setAsked] = useState<AdminUser | null>(null);
  const total = users.data?.total ?? 0;

  function ask(user: AdminUser | null) {
    setBlocked.reset();
    setAsked(user);
  }

  function confirm(user: AdminUser) {
    const blocked = user.status !== 'BLOCKED';
    const name = user.companyName || user.name || user.identifier;
    setBlocked.mutate(
      { id: user.id, blocked },
      {
        onSuccess: () => {
          setAsked(null);
          notify.success(t(blocked ? 'admin.users.toast.blocked' : 'admin.users.toast.unblocked', { name }));
        },
      },
    );
  }

  const error = setBlocked.error;
  return (
    <div className="flex flex-col gap-3 px-3 py-4 sm:px-6">
      <PageMeta title={t('pages.admin.users.title')} noIndex />
      <UsersTable
        state={users.isError && !users.data ? 'error' : users.data ? 'ready' : 'loading'}
        users={users.data?.items ?? []}
        total={total}
        page={state.page}
        pageCount={Math.ceil(total / ADMIN_USERS_PAGE_SIZE)}
        hrefForPage={hrefForPage}
        refreshing={users.isPlaceholderData}
        query={state.q ?? ''}
        onQueryChange={(q) => change({ q })}
        kind={kind}
        onKindChange={(next) => change({ filters: { kind: next === 'ALL' ? undefined : next } })}
        status={status}
        onStatusChange={(next) => change({ filters: { status: next === 'ALL' ? undefined : next } })}
        onClear={() => change({ q: undefined, filters: { kind: undefined, status: undefined } })}
        onRequestBlock={ask}
        onRetry={() => void users.refetch()}
      />
      <BlockUserDialog
        user={asked}
        onCancel={() => ask(null)}
        onConfirm={confirm}
        pending={setBlocked.isPending}
        errorCode={error ? (isApiError(error) ? error.code : 'UNKNOWN') : null}
      />
    </div>
  );
}
