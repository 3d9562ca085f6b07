import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import type { UserKindFilter, UserStatusFilter } from './types.ts';

export interface UsersToolbarProps {
  query: string;
  onQueryChange: (query: string) => void;
  kind: UserKindFilter;
  onKindChange: (kind: UserKindFilter) => void;
  status: UserStatusFilter;
  onStatusChange: (status: UserStatusFilter) => void;
}

const KINDS: readonly UserKindFilter[] = ['ALL', '1', '2', '0'];
const STATUSES: readonly UserStatusFilter[] = ['ALL', 'ACTIVE', 'BLOCKED'];
const label = 'flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted';

/** Search (on Enter or Search) and the kind and status filters (at once) of the users table. */
export function UsersToolbar(props: UsersToolbarProps) {
  const { t } = useTranslation();
  const ids = { q: useId(), kind: useId(), status: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    props.onQueryChange(typeof value === 'string' ? value.trim() : '');
  }

  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-[minmax(16rem,2fr)_minmax(10rem,1fr)_minmax(10rem,1fr)]">
      <form
        role="search"
        aria-label={t('admin.users.search.label')}
        onSubmit={submit}
        className="flex min-w-0 items-end gap-1 sm:col-span-2 lg:col-span-1"
      >
        <div className={`${label} flex-1`}>
          <label htmlFor={ids.q}>{t('admin.users.search.label')}</label>
          <Input
            key={props.query}
            id={ids.q}
            name="q"
            type="search"
            size="sm"
            defaultValue={props.query}
            placeholder={t('admin.users.search.placeholder')}
          />
        </div>
        <Button type="submit" variant="outline" size="sm">
          {t('admin.users.search.submit')}
        </Button>
      </form>
      <div className={label}>
        <label htmlFor={ids.kind}>{t('admin.users.filters.kind')}</label>
        <Select
          id={ids.kind}
          size="sm"
          value={props.kind}
          onChange={(event) => props.onKindChange(event.target.value as UserKindFilter)}
          options={KINDS.map((kind) => ({ value: kind, label: t(`admin.users.kinds.${kind}`) }))}
        />
      </div>
      <div className={label}>
        <label htmlFor={ids.status}>{t('admin.users.filters.status')}</label>
        <Select
          id={ids.status}
          size="sm"
          value={props.status}
          onChange={(event) => props.onStatusChange(event.target.value as UserStatusFilter)}
          options={STATUSES.map((status) => ({ value: status, label: t(`admin.users.statusFilter.${status}`) }))}
        />
      </div>
    </div>
  );
}
