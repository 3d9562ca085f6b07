import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@marketplace/contract';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { userDisplayName } from './UserRow.tsx';

export interface BlockUserDialogProps {
  /** The account to block or unblock (by its current status); null = closed. */
  user: AdminUser | null;
  onConfirm: (user: AdminUser) => void;
  onCancel: () => void;
  /** The server call is on its way. */
  pending?: boolean;
  /** The server's refusal (an error code with an `errors.{code}` text), shown in the dialog. */
  errorCode?: string | null;
}

/** Asks before a block (its sessions end at once, it cannot sign in) or an unblock. */
export function BlockUserDialog({ user, onConfirm, onCancel, pending = false, errorCode }: BlockUserDialogProps) {
  const { t } = useTranslation();
  const blocking = user?.status !== 'BLOCKED';
  const name = user ? userDisplayName(user) : '';
  return (
    <ConfirmDialog
      open={user !== null}
      slot="block-user-dialog"
      title={t(blocking ? 'admin.users.confirm.blockTitle' : 'admin.users.confirm.unblockTitle', { name })}
      description={t(blocking ? 'admin.users.confirm.blockText' : 'admin.users.confirm.unblockText')}
      error={errorCode ? t([`errors.${errorCode}`, 'admin.users.confirm.failed']) : null}
      cancelLabel={t('admin.users.confirm.cancel')}
      confirmLabel={t(blocking ? 'admin.users.block' : 'admin.users.unblock')}
      confirmVariant={blocking ? 'danger' : 'primary'}
      pending={pending}
      onConfirm={() => user && onConfirm(user)}
      onCancel={onCancel}
    >
      {user ? (
        <p className="break-all">
          <span className="text-ink-muted">{t('admin.users.confirm.account')} </span>
          <span className="font-semibold">{user.identifier}</span>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
