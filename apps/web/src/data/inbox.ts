import { useEffect, useState } from 'react';
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
import { pageLive } from '../realtime/pageLive.ts';
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

/**
 * The bell's count: read once, then kept live by the page's connection (the `notifications` topic
 * sends it on subscribing, again after each reconnect, and at every change). Only while the
 * connection is down is it read again on focus and every few minutes.
 */
export function useUnreadNotifications() {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(
    () =>
      pageLive().subscribe(
        { kind: 'notifications' },
        {
          onNotifications: (unread) => client.setQueryData<UnreadCount>(UNREAD_KEY, { unread }),
          onConnection: (state) => setLive(state === 'live'),
          onRefused: () => setLive(false),
        },
      ),
    [client],
  );
  return useQuery<UnreadCount, ApiError>({
    queryKey: UNREAD_KEY,
    queryFn: ({ signal }) => calls.unread(signal),
    refetchInterval: live ? false : NOTIFICATION_REFRESH_MS,
    refetchOnWindowFocus: live ? false : 'always',
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
