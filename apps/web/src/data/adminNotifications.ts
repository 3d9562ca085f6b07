import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type AdminNotification, type AdminNotificationList } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

const keys = queryKeysFactory('adminNotifications');

const calls = {
  list: (page: number, signal?: AbortSignal) =>
    browserClient.get<AdminNotificationList>(API_PATHS.mobile.getAdminNotifications, { query: { page }, signal }),
  schedule: (notificationData: unknown) => browserClient.post<AdminNotification>(API_PATHS.mobile.setAdminNotifications, { notificationData }),
  cancel: (id: string) => browserClient.post<AdminNotification>(API_PATHS.mobile.cancelAdminNotification, { id }),
};

/** One page of every scheduled, sent and cancelled notification. */
export function useAdminNotifications(page: number) {
  return useQuery<AdminNotificationList, ApiError>({
    queryKey: keys.list({ page }),
    queryFn: ({ signal }) => calls.list(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Schedules the notification JSON as typed (the server validates it); the list is read again. */
export function useScheduleNotification() {
  const client = useQueryClient();
  return useMutation<AdminNotification, ApiError, unknown>({
    mutationFn: calls.schedule,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useCancelNotification() {
  const client = useQueryClient();
  return useMutation<AdminNotification, ApiError, string>({
    mutationFn: calls.cancel,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
