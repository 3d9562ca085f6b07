import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  NOTIFICATION_REFRESH_MS,
  type InboxPage,
  type MarkNotificationsReadRequest,
  type UnreadCount,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

const keys = queryKeysFactory('inbox');
const UNREAD_KEY = keys.detail('unread');

const calls = {
  unread: (signal?: AbortSignal) => browserClient.get<UnreadCount>(API_PATHS.mobile.getUnreadNotificationCount, { signal }),
  page: (page: number, signal?: AbortSignal) => browserClient.get<InboxPage>(API_PATHS.mobile.getNotifications, { query: { page }, signal }),
  // Opening a notification with a link leaves the page at once: the read mark must outlive it.
  markRead: (request: MarkNotificationsReadRequest) =>
    browserClient.post<UnreadCount>(API_PATHS.mobile.markNotificationsRead, request, { keepalive: true }),
};

/** The bell's count: read again when the window gets focus and every minute while the page is open. */
export function useUnreadNotifications() {
  return useQuery<UnreadCount, ApiError>({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => calls.unread(signal),
    refetchInterval: NOTIFICATION_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

/** The inbox's first page, read while the bell's list is open. */
export function useInbox(enabled: boolean) {
  return useQuery<InboxPage, ApiError>({
    queryKey: keys.list({ page: 1 }),
    queryFn: ({ signal }) => calls.page(1, signal),
    enabled,
    refetchOnWindowFocus: 'always',
  });
}

/** Marks notifications read (or all); the count comes back with the answer, the list is read again. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation<UnreadCount, ApiError, MarkNotificationsReadRequest>({
    mutationFn: calls.markRead,
    onSuccess: (answer) => {
      client.setQueryData(UNREAD_KEY, answer);
      return client.invalidateQueries({ queryKey: keys.lists() });
    },
  });
}
