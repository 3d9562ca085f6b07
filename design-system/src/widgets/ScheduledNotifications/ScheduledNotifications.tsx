import { useTranslation } from 'react-i18next';
import { formatBakuSchedule, type AdminNotification } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Pagination } from '../Pagination/index.ts';

export interface ScheduledNotificationsProps {
  state: 'loading' | 'error' | 'ready';
  items: readonly AdminNotification[];
  total: number;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  /** Cancels a scheduled notification; the row changes when the list is read again. */
  onCancel: (notification: AdminNotification) => void;
  /** The notification whose cancel call is on its way. */
  cancellingId?: string;
  onRetry: () => void;
}

const STATUS_STYLE: Record<AdminNotification['status'], string> = {
  scheduled: 'bg-caspian-50 text-caspian-800',
  sent: 'bg-success-50 text-success-800',
  cancelled: 'bg-neutral-100 text-ink-muted',
};

/** The scheduled, sent and cancelled notifications, the latest scheduled first; times in Baku time. */
export function ScheduledNotifications(props: ScheduledNotificationsProps) {
  const { t } = useTranslation();
  return (
    <section data-slot="scheduled-notifications" aria-labelledby="scheduled-notifications-title" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="scheduled-notifications-title" className="font-display text-xl font-semibold text-ink">
          {t('notifications.list.title')}
        </h2>
        {props.state === 'ready' && (
          <p className="text-sm text-ink-muted">{t('notifications.list.total', { count: props.total })}</p>
        )}
      </div>
      {props.state === 'loading' ? (
        <div role="status" aria-busy="true" aria-label={t('notifications.list.loading')} className="flex flex-col gap-2">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-16 w-full" />
          ))}
        </div>
      ) : props.state === 'error' ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-danger-200 bg-danger-50 p-3 text-sm text-danger-800"
        >
          {t('notifications.list.error')}
          <Button size="sm" variant="outline" onClick={props.onRetry}>
            {t('notifications.list.retry')}
          </Button>
        </div>
      ) : props.items.length === 0 ? (
        <p className="rounded-md border border-dashed border-line p-6 text-center text-sm text-ink-muted">
          {t('notifications.list.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
          {props.items.map((item) => (
            <li key={item.id} aria-label={item.title} className="flex flex-wrap items-start gap-x-4 gap-y-2 p-3 sm:p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink [overflow-wrap:anywhere]">{item.title}</p>
                <p className="line-clamp-2 text-sm text-ink-muted [overflow-wrap:anywhere]">{item.content}</p>
                <p className="mt-1 text-xs text-ink-muted">
                  {t(`notifications.targets.${item.target}`)} ·{' '}
                  {t('notifications.list.scheduledAt', { time: formatBakuSchedule(new Date(item.scheduledAt)) })}
                  {item.send && ` · ${t('notifications.list.push')}`}
                  {item.link && ` · ${item.link}`}
                </p>
              </div>
              <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[item.status])}>
                {t(`notifications.status.${item.status}`)}
              </span>
              {item.status === 'scheduled' && (
                <Button
                  size="sm"
                  variant="outline"
                  isLoading={props.cancellingId === item.id}
                  aria-label={t('notifications.list.cancelNamed', { title: item.title })}
                  onClick={() => props.onCancel(item)}
                >
                  {t('notifications.list.cancel')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {props.state === 'ready' && props.pageCount > 1 && (
        <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} />
      )}
    </section>
  );
}
