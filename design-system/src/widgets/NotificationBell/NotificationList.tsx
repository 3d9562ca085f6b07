import { useTranslation } from 'react-i18next';
import type { InboxNotification } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatDay } from '../../rules/day.ts';

export interface NotificationListProps {
  state: 'loading' | 'error' | 'ready';
  items: readonly InboxNotification[];
  /** A notification was opened: it is marked read, and one with a link leads there. */
  onOpen: (item: InboxNotification) => void;
  onRetry: () => void;
}

const two = (value: number) => String(value).padStart(2, '0');
const whenOf = (iso: string) => {
  const date = new Date(iso);
  return `${formatDay(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
};

/** The inbox in the bell's popover: unread ones marked, each one a button, or a link where it has one. */
export function NotificationList({ state, items, onOpen, onRetry }: NotificationListProps) {
  const { t } = useTranslation();
  if (state === 'loading') {
    return (
      <div role="status" aria-busy="true" aria-label={t('notifications.bell.loading')} className="flex flex-col gap-2 p-3">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 p-4 text-sm text-ink">
        {t('notifications.bell.error')}
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('notifications.bell.retry')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) return <p className="p-6 text-center text-sm text-ink-muted">{t('notifications.bell.empty')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-line">
      {items.map((item) => {
        const body = (
          <>
            <span className="flex items-start gap-2">
              <span
                aria-hidden="true"
                className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-brand-600')}
              />
              <span className="min-w-0 flex-1">
                <span className={cn('block text-sm text-ink [overflow-wrap:anywhere]', !item.read && 'font-semibold')}>
                  {item.title}
                </span>
                <span className="block text-sm text-ink-muted [overflow-wrap:anywhere]">{item.content}</span>
                <span className="mt-0.5 block text-xs text-ink-muted">
                  {whenOf(item.sentAt)}
                  {!item.read && <span className="sr-only">, {t('notifications.bell.unread')}</span>}
                </span>
              </span>
            </span>
          </>
        );
        const className =
          'block w-full px-3 py-2.5 text-start hover:bg-sunken focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus';
        return (
          <li key={item.id}>
            {item.link ? (
              <a href={item.link} className={className} onClick={() => onOpen(item)}>
                {body}
              </a>
            ) : (
              <button type="button" className={className} onClick={() => onOpen(item)}>
                {body}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
