import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { chatDay, isSameChatDay } from '../../rules/chatDate.ts';
import { lastReadOwnMessageId } from '../../rules/chatMessages.ts';
import { ChatMessageBubble } from '../ChatMessageBubble/ChatMessageBubble.tsx';
import type { ChatListMessage, ChatSender } from '../ChatMessageBubble/chatListMessage.ts';
import { useChatNow } from '../ChatMessageBubble/useChatNow.ts';
import { useChatScroll } from './useChatScroll.ts';
import { Icon, ArrowDownIcon } from '../../primitives/Icon/index.ts';

export interface ChatMessageListProps {
  /** Oldest first. Put older pages in front and new messages at the end; the view keeps its place. */
  messages: readonly ChatListMessage[];
  /** The viewer's side (`user` for the buyer and the person on the site, `received` for the seller, `bot` for support). */
  viewerSender: ChatSender;
  /** Who wrote the other side's messages, for screen readers ("Nar Atelye", "Dəstək xidməti"). */
  counterpartName: string;
  /** `loading`: the first page is on its way (skeleton); `error`: it failed (with `onRetryLoad`). */
  state?: 'loading' | 'error' | 'ready';
  onRetryLoad?: () => void;
  /** Older messages exist: a "show earlier messages" button at the top calls `onLoadEarlier`. */
  hasEarlier?: boolean;
  loadingEarlier?: boolean;
  onLoadEarlier?: () => void;
  /** The other side's read cursor (Conversation.counterpartLastReadId, SupportHistory.staffLastReadId…). */
  counterpartReadUpTo?: string | null;
  /** Sends a failed message again. */
  onRetryMessage?: (message: ChatListMessage) => void;
  /** What an empty chat says instead of the default "no messages yet". */
  empty?: ReactNode;
  /** The log's accessible name; defaults to "Messages". */
  label?: string;
  className?: string;
}

/**
 * A chat's messages as a live log (screen readers hear new ones politely), oldest at the top, with
 * day separators, the viewer's read tick, and a jump to new messages when scrolled up.
 */
export function ChatMessageList({
  messages,
  viewerSender,
  counterpartName,
  state = 'ready',
  onRetryLoad,
  hasEarlier = false,
  loadingEarlier = false,
  onLoadEarlier,
  counterpartReadUpTo,
  onRetryMessage,
  empty,
  label,
  className,
}: ChatMessageListProps) {
  const { t } = useTranslation();
  const now = useChatNow();
  const lastIsMine = messages.at(-1)?.sender === viewerSender;
  const { scrollerRef, onScroll, hasUnseen, scrollToEnd } = useChatScroll(state === 'ready' ? messages : [], lastIsMine);
  const readId = lastReadOwnMessageId(messages, viewerSender, counterpartReadUpTo);

  const dayLabel = (date: Date) => {
    const day = chatDay(date, now);
    return day.kind === 'date' ? day.text : t(`chat.date.${day.kind}`);
  };

  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <div role="status" aria-busy="true" aria-label={t('chat.list.loading')} className="flex flex-col gap-3 p-4">
        {['w-2/3', 'ms-auto w-1/2', 'w-3/5', 'ms-auto w-2/5'].map((width, index) => (
          <Skeleton key={index} rounded="xl" className={cn('h-12', width)} />
        ))}
      </div>
    );
  } else if (state === 'error') {
    body = (
      <div role="alert" className="m-auto">
        <EmptyState
          density="compact"
          headingLevel={3}
          title={t('chat.list.error')}
          action={
            onRetryLoad && (
              <Button variant="outline" size="sm" onClick={onRetryLoad}>
                {t('chat.list.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  } else if (messages.length === 0) {
    body = (
      <div data-slot="chat-list-empty" className="m-auto">
        {empty ?? (
          <EmptyState density="compact" headingLevel={3} title={t('chat.list.empty')} description={t('chat.list.emptyHint')} />
        )}
      </div>
    );
  } else {
    body = (
      <>
        {hasEarlier && onLoadEarlier && (
          <div className="flex justify-center pb-2">
            <Button variant="outline" size="sm" isLoading={loadingEarlier} onClick={onLoadEarlier}>
              {t('chat.list.loadEarlier')}
            </Button>
          </div>
        )}
        <ol className="flex flex-col gap-3">
          {messages.map((message, index) => {
            const date = new Date(message.date);
            const previous = messages[index - 1];
            const newDay = !previous || !isSameChatDay(new Date(previous.date), date);
            return (
              <Fragment key={message.id}>
                {newDay && !Number.isNaN(date.getTime()) && (
                  <li data-slot="chat-day" className="flex justify-center">
                    <span className="rounded-full bg-sunken px-3 py-0.5 text-xs font-semibold text-ink-muted">
                      {dayLabel(date)}
                    </span>
                  </li>
                )}
                <li>
                  <ChatMessageBubble
                    message={message}
                    viewerSender={viewerSender}
                    counterpartName={counterpartName}
                    read={message.id === readId}
                    onRetry={onRetryMessage}
                    now={now}
                  />
                </li>
              </Fragment>
            );
          })}
        </ol>
      </>
    );
  }

  return (
    <div data-slot="chat-message-list" className={cn('relative flex min-h-0 flex-1 flex-col', className)}>
      {/* The scrolling log takes focus so that keyboard users can scroll it. */}
      <div
        ref={scrollerRef}
        role="log"
        aria-live="polite"
        aria-label={label ?? t('chat.list.label')}
        aria-busy={loadingEarlier || state === 'loading' || undefined}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        className="flex min-h-0 flex-1 flex-col overflow-y-auto overscroll-contain px-3 [overflow-anchor:none] py-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus sm:px-4"
      >
        {body}
      </div>
      {hasUnseen && (
        <div className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center">
          <button
            type="button"
            onClick={scrollToEnd}
            className="pointer-events-auto inline-flex items-center gap-1.5 rounded-full bg-caspian-700 px-4 py-2 text-sm font-semibold text-white shadow-md hover:bg-caspian-800"
          >
            <Icon icon={ArrowDownIcon} />
            {t('chat.list.newMessages')}
          </button>
        </div>
      )}
    </div>
  );
}
