import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBakuSchedule, NOTIFICATION_PAGE_SIZE, type AdminNotification } from '@marketplace/contract';
import { NotificationComposer, notify, PageHeading, ScheduledNotifications } from '@marketplace/design-system';
import { isApiError } from '../../../api/ApiError.ts';
import { useAdminNotifications, useCancelNotification, useScheduleNotification } from '../../../data/adminNotifications.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { useListState } from '../../useListState.ts';

const HOUR_MS = 60 * 60 * 1000;

/** A starting JSON with the spec's fields, due in an hour. */
function templateJson(now: Date): string {
  return JSON.stringify(
    { title: '', content: '', target: 'all', scheduled: formatBakuSchedule(new Date(now.getTime() + HOUR_MS)) },
    null,
    2,
  );
}

/** `/notifications`: Schedule Notification (spec §2) and the scheduled and sent ones, their page in the address. */
export function NotificationsPage() {
  const { t, i18n } = useTranslation();
  const list = useListState([] as const);
  const notifications = useAdminNotifications(list.state.page);
  const schedule = useScheduleNotification();
  const cancel = useCancelNotification();
  const [json, setJson] = useState(() => templateJson(new Date()));

  const refusal = (error: unknown) => {
    if (!isApiError(error)) return t('errors.UNEXPECTED_RESPONSE');
    // The refused fields are shown on the composer's fields, in their own translated words.
    const key = `errors.${error.code}`;
    return i18n.exists(key) ? t(key) : error.message;
  };

  const scheduleJson = (notificationData: unknown) =>
    schedule.mutate(notificationData, {
      onSuccess: (created) => {
        notify.success(t('notifications.toast.scheduled', { time: formatBakuSchedule(new Date(created.scheduledAt)) }));
        setJson(templateJson(new Date()));
      },
    });
  const cancelOne = (notification: AdminNotification) =>
    cancel.mutate(notification.id, {
      onSuccess: () => notify.success(t('notifications.toast.cancelled')),
      onError: (error) => notify.error(`${t('notifications.toast.cancelFailed')} ${refusal(error)}`),
    });

  const total = notifications.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-6 px-4 py-4 sm:px-6">
      <PageMeta title={t('pages.admin.notifications.title')} noIndex />
      <PageHeading title={t('pages.admin.notifications.title')} subtitle={t('pages.admin.notifications.description')} />
      <NotificationComposer
        value={json}
        onChange={(value) => {
          setJson(value);
          schedule.reset();
        }}
        onSchedule={scheduleJson}
        pending={schedule.isPending}
        error={schedule.isError ? refusal(schedule.error) : undefined}
        refusedFields={schedule.isError && isApiError(schedule.error) ? schedule.error.fields : undefined}
      />
      <ScheduledNotifications
        state={notifications.data ? 'ready' : notifications.isError ? 'error' : 'loading'}
        items={notifications.data?.items ?? []}
        total={total}
        page={list.state.page}
        pageCount={Math.max(1, Math.ceil(total / NOTIFICATION_PAGE_SIZE))}
        hrefForPage={list.hrefForPage}
        onCancel={cancelOne}
        cancellingId={cancel.isPending ? cancel.variables : undefined}
        onRetry={() => void notifications.refetch()}
      />
    </div>
  );
}
