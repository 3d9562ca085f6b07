import * as Popover from '@radix-ui/react-popover';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_BADGE_MAX, unreadBadgeText } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../primitives/Button/buttonVariants.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Icon, BellIcon } from '../../primitives/Icon/index.ts';

export type PushOfferState = 'available' | 'busy' | 'on' | 'denied';

export interface NotificationBellProps {
  /** Unread notifications; null while not known (no badge). */
  unread: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list (NotificationList), shown while open. */
  children: ReactNode;
  onMarkAllRead?: () => void;
  /** Offers this browser's push notifications; absent where push is not configured or supported. */
  push?: { state: PushOfferState; onEnable: () => void };
}

/** The navbar's bell: the unread count as a badge (99+ beyond), and the inbox in a popover. */
export function NotificationBell({ unread, open, onOpenChange, children, onMarkAllRead, push }: NotificationBellProps) {
  const { t } = useTranslation();
  const badge = unreadBadgeText(unread ?? 0);
  const label =
    unread === null || unread === 0
      ? t('notifications.bell.label')
      : unread > NOTIFICATION_BADGE_MAX
        ? t('notifications.bell.labelMany', { max: NOTIFICATION_BADGE_MAX })
        : t('notifications.bell.labelWithCount', { count: unread });
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-slot="notification-bell"
          aria-label={label}
          className={cn(buttonVariants({ variant: 'ghost', shape: 'custom' }), 'relative size-10 min-h-0 rounded-full p-0')}
        >
          <Icon icon={BellIcon} size={6} />
          {badge && (
            <span
              aria-hidden="true"
              data-slot="unread-count"
              className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-danger-700 px-1 text-center text-xs font-semibold leading-5 text-white"
            >
              {badge}
            </span>
          )}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          aria-label={t('notifications.bell.title')}
          className="z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-lg border border-line bg-surface shadow-lg"
        >
          <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
            <h2 className="font-semibold text-ink">{t('notifications.bell.title')}</h2>
            {onMarkAllRead && (unread ?? 0) > 0 && (
              <Button size="sm" variant="link" onClick={onMarkAllRead}>
                {t('notifications.bell.markAllRead')}
              </Button>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
          {push && (
            <div className="border-t border-line px-3 py-2 text-sm">
              {push.state === 'on' ? (
                <p className="text-ink-muted">{t('notifications.push.on')}</p>
              ) : push.state === 'denied' ? (
                <p className="text-ink-muted">{t('notifications.push.denied')}</p>
              ) : (
                <Button size="sm" variant="outline" isLoading={push.state === 'busy'} onClick={push.onEnable}>
                  {t('notifications.push.enable')}
                </Button>
              )}
            </div>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
