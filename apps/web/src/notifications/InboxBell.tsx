import { useState } from 'react';
import type { InboxNotification } from '@marketplace/contract';
import { NotificationBell, NotificationList } from '@marketplace/design-system';
import { useInbox, useMarkNotificationsRead, useUnreadNotifications } from '../data/inbox.ts';
import { usePushOffer } from './usePushOffer.ts';

/**
 * The navbar bell of a signed-in buyer or seller: the unread count (live on the page's connection;
 * read on focus and every few minutes only while that is down), the inbox while open, read marks
 * kept on the server, and the offer of browser push.
 */
export function InboxBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications();
  const inbox = useInbox(open);
  const markRead = useMarkNotificationsRead();
  const push = usePushOffer();

  const openItem = (item: InboxNotification) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    if (!item.link) return;
    setOpen(false);
  };

  return (
    <NotificationBell
      unread={unread.data?.unread ?? null}
      open={open}
      onOpenChange={setOpen}
      onMarkAllRead={() => markRead.mutate({ all: true })}
      push={push}
    >
      <NotificationList
        state={inbox.isPending ? 'loading' : inbox.isError ? 'error' : 'ready'}
        items={inbox.data?.items ?? []}
        onOpen={openItem}
        onRetry={() => void inbox.refetch()}
      />
    </NotificationBell>
  );
}
