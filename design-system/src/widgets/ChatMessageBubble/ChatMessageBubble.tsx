import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { ChatAttachments } from './ChatAttachments.tsx';
import { ChatDate } from './ChatDate.tsx';
import type { ChatListMessage, ChatSender } from './chatListMessage.ts';
import { Icon, CheckCheckIcon, CircleAlertIcon, ClockIcon, ShieldMinusIcon } from '../../primitives/Icon/index.ts';

export interface ChatMessageBubbleProps {
  message: ChatListMessage;
  /** The viewer's side: messages with this sender are "mine" (at the end of the line). */
  viewerSender: ChatSender;
  /** Who wrote the other side's messages, said to screen readers before each ("Nar Atelye", "Support"). */
  counterpartName: string;
  /** The other side has read this message (the tick under the viewer's last read message). */
  read?: boolean;
  /** Sends a failed message again (shown with `delivery: 'failed'`). */
  onRetry?: (message: ChatListMessage) => void;
  /** The moment relative dates count from; defaults to now. */
  now?: Date;
  className?: string;
}

/** One chat message: the text (wrapping anywhere), its photos, the masking note, date and delivery state. */
export function ChatMessageBubble({
  message,
  viewerSender,
  counterpartName,
  read = false,
  onRetry,
  now,
  className,
}: ChatMessageBubbleProps) {
  const { t } = useTranslation();
  const mine = message.sender === viewerSender;
  const { delivery } = message;
  const hasText = message.text.trim().length > 0;
  return (
    <div
      data-slot="chat-message"
      data-mine={mine}
      data-delivery={delivery}
      className={cn('flex w-full flex-col gap-1', mine ? 'items-end' : 'items-start', className)}
    >
      <div
        className={cn(
          'flex max-w-[85%] flex-col gap-2 rounded-2xl px-3.5 py-2 text-base sm:max-w-[75%]',
          mine ? 'rounded-br-sm bg-caspian-700 text-white' : 'rounded-bl-sm border border-line bg-surface text-ink',
          delivery === 'failed' && 'ring-2 ring-danger-600 ring-offset-1 ring-offset-paper',
        )}
      >
        <span className="sr-only">{mine ? t('chat.message.you') : counterpartName}: </span>
        <ChatAttachments attachments={message.attachments} />
        {hasText && <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{message.text}</p>}
        {message.masked && (
          <p
            data-slot="chat-message-masked"
            className={cn('flex items-center gap-1.5 text-sm', mine ? 'text-caspian-50' : 'text-ink-muted')}
          >
            <Icon icon={ShieldMinusIcon} />
            {t('chat.message.masked')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-1 text-xs text-ink-muted">
        <ChatDate date={message.date} now={now} />
        {delivery === 'sending' && (
          <span data-slot="chat-message-status" className="inline-flex items-center gap-1">
            <Icon icon={ClockIcon} size={3.5} />
            {t('chat.message.sending')}
          </span>
        )}
        {delivery === 'failed' && (
          <>
            <span data-slot="chat-message-status" className="inline-flex items-center gap-1 font-semibold text-danger-700">
              <Icon icon={CircleAlertIcon} size={3.5} />
              {t('chat.message.failed')}
            </span>
            {onRetry && (
              <button
                type="button"
                onClick={() => onRetry(message)}
                className="font-semibold text-caspian-700 underline underline-offset-2 hover:text-caspian-800"
              >
                {t('chat.message.retry')}
              </button>
            )}
          </>
        )}
        {mine && !delivery && read && (
          <span data-slot="chat-message-read" className="inline-flex items-center gap-1 text-caspian-700">
            <Icon icon={CheckCheckIcon} />
            {t('chat.message.read')}
          </span>
        )}
      </div>
    </div>
  );
}
