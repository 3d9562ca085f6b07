import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Icon, ShieldMinusIcon } from '../../primitives/Icon/index.ts';

export interface ChatNoticeProps {
  children: ReactNode;
  className?: string;
}

/** A standing note above the messages (a rule of the conversation). */
export function ChatNotice({ children, className }: ChatNoticeProps) {
  return (
    <p
      data-slot="chat-notice"
      className={cn('flex items-start gap-2 border-b border-line bg-caspian-50 px-4 py-2 text-sm text-caspian-900', className)}
    >
      <Icon icon={ShieldMinusIcon} className="mt-0.5" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}

/** The policy's rule for custom-order chats: phone numbers, e-mails, messenger handles and social links are hidden in messages. */
export function ChatMaskingNotice({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <ChatNotice className={className}>{t('chat.panel.masking')}</ChatNotice>;
}
