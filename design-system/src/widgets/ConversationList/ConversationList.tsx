import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { useChatNow } from '../ChatMessageBubble/useChatNow.ts';
import type { ConversationListItem } from './conversationListItem.ts';
import { ConversationRow } from './ConversationRow.tsx';

export interface ConversationListProps {
  /** Newest activity first (toConversationListItem / toSupportChatListItem make them). */
  items: readonly ConversationListItem[];
  state?: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  /** The open conversation (marked `aria-current`). */
  selectedId?: string | null;
  onSelect: (id: string, event: MouseEvent<HTMLElement>) => void;
  /** Rows are links to these addresses when given (the address of the open conversation), buttons otherwise. */
  hrefOf?: (id: string) => string;
  /** More pages: a "show more" button calls `onLoadMore`. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** What an empty inbox says; defaults to "no conversations yet". */
  empty?: ReactNode;
  /** The list's accessible name; defaults to "Conversations". */
  label?: string;
  className?: string;
}

/** Up and Down move between rows, Home and End to the first and last (Tab still walks them in order). */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys: Record<string, (index: number, count: number) => number> = {
    ArrowDown: (index, count) => Math.min(count - 1, index + 1),
    ArrowUp: (index) => Math.max(0, index - 1),
    Home: () => 0,
    End: (_index, count) => count - 1,
  };
  const next = keys[event.key];
  const list = event.currentTarget.closest('ul');
  if (!next || !list) return;
  const rows = Array.from(list.querySelectorAll<HTMLElement>('[data-conversation-row]'));
  const index = rows.indexOf(event.currentTarget);
  event.preventDefault();
  rows[next(index, rows.length)]?.focus();
}

/** An inbox: the seller's Messages, the buyer's conversations, or the admin's Support inbox. */
export function ConversationList({
  items,
  state = 'ready',
  onRetry,
  selectedId,
  onSelect,
  hrefOf,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  empty,
  label,
  className,
}: ConversationListProps) {
  const { t } = useTranslation();
  const now = useChatNow();
  const name = label ?? t('chat.inbox.label');

  if (state === 'loading') {
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('chat.inbox.loading')}
        data-slot="conversation-list"
        className={cn('flex flex-col gap-1 p-3', className)}
      >
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="flex items-center gap-3 py-2">
            <Skeleton rounded="full" className="size-12 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-full" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div role="alert" data-slot="conversation-list" className={className}>
        <EmptyState
          density="compact"
          headingLevel={3}
          title={t('chat.inbox.error')}
          action={
            onRetry && (
              <Button variant="outline" size="sm" onClick={onRetry}>
                {t('chat.inbox.retry')}
              </Button>
            )
          }
        />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div data-slot="conversation-list" className={className}>
        {empty ?? <EmptyState density="compact" headingLevel={3} title={t('chat.inbox.empty')} />}
      </div>
    );
  }
  return (
    <div data-slot="conversation-list" className={cn('flex flex-col', className)}>
      <ul aria-label={name} className="flex flex-col divide-y divide-line">
        {items.map((item) => (
          <li key={item.id}>
            <ConversationRow
              item={item}
              selected={item.id === selectedId}
              href={hrefOf?.(item.id)}
              onSelect={onSelect}
              onKeyDown={moveFocus}
              now={now}
              t={t}
            />
          </li>
        ))}
      </ul>
      {hasMore && onLoadMore && (
        <div className="flex justify-center p-3">
          <Button variant="outline" size="sm" isLoading={loadingMore} onClick={onLoadMore}>
            {t('chat.inbox.loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}
