import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';

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
    <ConfirmDialog
      open={account !== null}
      slot="block-chat-dialog"
      title={t('admin.support.confirm.title', { name: account?.name ?? '' })}
      description={t('admin.support.confirm.text')}
      error={errorCode ? t([`errors.${errorCode}`, 'admin.support.confirm.failed']) : null}
      cancelLabel={t('admin.support.confirm.cancel')}
      confirmLabel={t('admin.support.confirm.block')}
      pending={pending}
      onConfirm={() => account && onConfirm(account.id)}
      onCancel={onCancel}
    >
      {account?.email ? (
        <p className="break-all">
          <span className="text-ink-muted">{t('admin.support.confirm.account')} </span>
          <span className="font-semibold">{account.email}</span>
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
