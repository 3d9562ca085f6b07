import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';
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
    <DialogRoot open={user !== null} onOpenChange={(open) => (open || pending ? undefined : onCancel())}>
      <DialogContent size="sm" data-slot="block-user-dialog">
        <DialogHeader>
          <DialogTitle>{t(blocking ? 'admin.users.confirm.blockTitle' : 'admin.users.confirm.unblockTitle', { name })}</DialogTitle>
          <DialogDescription>{t(blocking ? 'admin.users.confirm.blockText' : 'admin.users.confirm.unblockText')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-2 text-sm">
          {user ? (
            <p className="break-all">
              <span className="text-ink-muted">{t('admin.users.confirm.account')} </span>
              <span className="font-semibold">{user.identifier}</span>
            </p>
          ) : null}
          {errorCode ? (
            <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-danger-800">
              {t([`errors.${errorCode}`, 'admin.users.confirm.failed'])}
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('admin.users.confirm.cancel')}
            </Button>
          </DialogClose>
          <Button variant={blocking ? 'danger' : 'primary'} isLoading={pending} onClick={() => user && onConfirm(user)}>
            {t(blocking ? 'admin.users.block' : 'admin.users.unblock')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
