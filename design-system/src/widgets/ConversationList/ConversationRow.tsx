import type { TFunction } from 'i18next';
import type { KeyboardEvent, MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { ChatDate } from '../ChatMessageBubble/ChatDate.tsx';
import type { ConversationListItem } from './conversationListItem.ts';
import { Icon, ImageIcon } from '../../primitives/Icon/index.ts';

export interface ConversationRowProps {
  item: ConversationListItem;
  selected: boolean;
  /** Each row is a link when given, a button otherwise. */
  href?: string;
  /** The row was chosen (a link's default navigation can be prevented here for a client-side router). */
  onSelect: (id: string, event: MouseEvent<HTMLElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  now: Date;
  t: TFunction;
}

function Avatar({ item, name }: { item: ConversationListItem; name: string }) {
  if (item.imageUrl) {
    return <Image src={item.imageUrl} alt="" width={96} height={96} aspectRatio={1} className="w-12 shrink-0 rounded-md" />;
  }
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-lg font-semibold text-accent-900"
    >
      {name.trim().charAt(0).toLocaleUpperCase() || '?'}
    </span>
  );
}

/** The last message in one line: "Siz: " before the viewer's own, a photo sign and "Şəkil" for a photo alone. */
function Preview({ item, t }: { item: ConversationListItem; t: TFunction }) {
  const last = item.lastMessage;
  if (!last) return <>{t('chat.inbox.noMessages')}</>;
  const photoOnly = last.text.trim() === '' && last.hasAttachments;
  return (
    <>
      {last.mine && t('chat.inbox.youPrefix')}
      {photoOnly ? (
        <>
          <Icon icon={ImageIcon} className="me-1 inline align-[-0.2em]" />
          {t('chat.inbox.photo')}
        </>
      ) : (
        last.text.replace(/\s+/g, ' ')
      )}
    </>
  );
}

/** One conversation in an inbox: picture, name, product, last message in one line, time and unread count. */
export function ConversationRow({ item, selected, href, onSelect, onKeyDown, now, t }: ConversationRowProps) {
  const name = item.title ?? t('chat.inbox.guest');
  const unread = item.unread > 0;
  const className = cn(
    'flex w-full items-start gap-3 px-3 py-3 text-start focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus',
    selected ? 'bg-caspian-50' : 'hover:bg-sunken',
  );
  const body = (
    <>
      <Avatar item={item} name={name} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 truncate text-ink', unread ? 'font-bold' : 'font-semibold')}>{name}</span>
          {item.lastMessage && <ChatDate date={item.lastMessage.date} now={now} className="shrink-0 text-xs text-ink-muted" />}
        </span>
        {item.subtitle && <span className="block truncate text-sm text-ink-muted">{item.subtitle}</span>}
        <span className="flex items-center gap-2">
          <span
            data-slot="conversation-preview"
            className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'font-semibold text-ink' : 'text-ink-muted')}
          >
            <Preview item={item} t={t} />
          </span>
          {unread && (
            <span
              data-slot="unread-count"
              className="min-w-5 shrink-0 rounded-full bg-brand-600 px-1.5 text-center text-xs font-semibold leading-5 text-white"
            >
              <span aria-hidden="true">{item.unread > 99 ? '99+' : item.unread}</span>
              <span className="sr-only">{t('chat.inbox.unread', { count: item.unread })}</span>
            </span>
          )}
        </span>
        {(item.status || item.assignee !== undefined) && (
          <span className="mt-1 flex flex-wrap items-center gap-1.5">
            {item.status && (
              <Badge size="sm" tone={item.status === 'open' ? 'success' : 'neutral'}>
                {t(`chat.inbox.${item.status}`)}
              </Badge>
            )}
            {item.assignee !== undefined && (
              <span className="truncate text-xs text-ink-muted">
                {item.assignee === null
                  ? t('chat.inbox.unassigned')
                  : t('chat.inbox.assignedTo', { name: item.assignee, interpolation: { escapeValue: false } })}
              </span>
            )}
          </span>
        )}
      </span>
    </>
  );
  return href ? (
    <a
      href={href}
      data-conversation-row=""
      aria-current={selected ? 'true' : undefined}
      className={className}
      onClick={(event) => onSelect(item.id, event)}
      onKeyDown={onKeyDown}
    >
      {body}
    </a>
  ) : (
    <button
      type="button"
      data-conversation-row=""
      aria-current={selected ? 'true' : undefined}
      className={className}
      onClick={(event) => onSelect(item.id, event)}
      onKeyDown={onKeyDown}
    >
      {body}
    </button>
  );
}
