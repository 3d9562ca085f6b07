import { useTranslation } from 'react-i18next';
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

export interface BlockChatDialogProps {
  /** The account to block from chatting; null = closed. */
  account: { id: string; name: string; email?: string | null } | null;
  onConfirm: (accountId: string) => void;
  onCancel: () => void;
  /** The server call is on its way. */
  pending?: boolean;
  /** The server's refusal (an error code with an `errors.{code}` text), shown in the dialog. */
  errorCode?: string | null;
}

/** Asks before an account is blocked from writing in any chat (support and custom orders); its sign-in stays. */
export function BlockChatDialog({ account, onConfirm, onCancel, pending = false, errorCode }: BlockChatDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogRoot open={account !== null} onOpenChange={(open) => (open || pending ? undefined : onCancel())}>
      <DialogContent size="sm" data-slot="block-chat-dialog">
        <DialogHeader>
          <DialogTitle>{t('admin.support.confirm.title', { name: account?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('admin.support.confirm.text')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-2 text-sm">
          {account?.email ? (
            <p className="break-all">
              <span className="text-ink-muted">{t('admin.support.confirm.account')} </span>
              <span className="font-semibold">{account.email}</span>
            </p>
          ) : null}
          {errorCode ? (
            <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-danger-800">
              {t([`errors.${errorCode}`, 'admin.support.confirm.failed'])}
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {t('admin.support.confirm.cancel')}
            </Button>
          </DialogClose>
          <Button variant="danger" isLoading={pending} onClick={() => account && onConfirm(account.id)}>
            {t('admin.support.confirm.block')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
