import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, formatAdminDateTime, type AdminUser } from '@marketplace/contract';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';

export interface UserRowProps {
  user: AdminUser;
  /** Asks to block or unblock (the page confirms first). Admin accounts have no such button. */
  onRequestBlock: (user: AdminUser) => void;
  columnCount: number;
}

const cell = 'px-3 py-2 align-middle';

export function userDisplayName(user: AdminUser): string {
  return user.companyName || user.name || user.identifier;
}

/** An account: short id, name, e-mail or phone, kind, status, created, details (unfolding below) and block/unblock. */
export function UserRow({ user, onRequestBlock, columnCount }: UserRowProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const blocked = user.status === 'BLOCKED';
  const name = userDisplayName(user);
  const details: Array<[string, string]> = [
    [t('admin.users.details.id'), user.id],
    [t('admin.users.details.phone'), user.phoneNumber || '—'],
    [t('admin.users.details.store'), user.companyName || '—'],
    [t('admin.users.details.verification'), user.merchantStatus ? t(`admin.users.merchantStatus.${user.merchantStatus}`) : '—'],
    [t('admin.users.details.lastSeen'), user.lastSeenDate ? formatAdminDateTime(user.lastSeenDate) : '—'],
  ];

  return (
    <Fragment>
      <tr
        data-slot="user-row"
        data-status={user.status}
        className={blocked ? 'border-t border-line bg-danger-50/60' : 'border-t border-line hover:bg-sunken/60'}
      >
        <td className={cell}>
          <code title={user.id} className="font-mono text-xs text-ink-muted">
            {user.id.slice(0, 8)}
          </code>
        </td>
        <th scope="row" className={`${cell} text-start font-semibold text-ink`}>
          <span className="line-clamp-2 break-words">{user.name || '—'}</span>
        </th>
        <td className={`${cell} break-all text-ink-muted`}>{user.identifier}</td>
        <td className={cell}>
          <Badge
            size="sm"
            tone={user.type === ACCOUNT_TYPE.ADMIN ? 'info' : user.type === ACCOUNT_TYPE.MERCHANT ? 'accent' : 'neutral'}
          >
            {t(`admin.users.kinds.${user.type}`)}
          </Badge>
        </td>
        <td className={cell}>
          <Badge size="sm" tone={blocked ? 'danger' : 'success'}>
            {t(`admin.users.status.${user.status}`)}
          </Badge>
        </td>
        <td className={`${cell} font-mono text-xs whitespace-nowrap text-ink-muted`}>
          <time dateTime={user.createdDate}>{formatAdminDateTime(user.createdDate)}</time>
        </td>
        <td className={cell}>
          <Button
            variant="link"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={t('admin.users.detailsOf', { name })}
            onClick={() => setOpen(!open)}
          >
            {t('admin.users.details.toggle')}
          </Button>
        </td>
        <td className={cell}>
          {user.type === ACCOUNT_TYPE.ADMIN ? (
            <span className="text-xs text-ink-muted">—</span>
          ) : (
            <Button
              variant={blocked ? 'outline' : 'danger'}
              size="sm"
              aria-label={t(blocked ? 'admin.users.unblockOf' : 'admin.users.blockOf', { name })}
              onClick={() => onRequestBlock(user)}
            >
              {t(blocked ? 'admin.users.unblock' : 'admin.users.block')}
            </Button>
          )}
        </td>
      </tr>
      <tr id={detailsId} hidden={!open} className="bg-sunken/40">
        <td colSpan={columnCount} className="px-3 py-2">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs sm:grid-cols-[auto_1fr_auto_1fr]">
            {details.map(([term, value]) => (
              <Fragment key={term}>
                <dt className="font-semibold text-ink-muted">{term}</dt>
                <dd className="break-all text-ink">{value}</dd>
              </Fragment>
            ))}
          </dl>
        </td>
      </tr>
    </Fragment>
  );
}
