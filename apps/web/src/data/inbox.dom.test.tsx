import { act, renderHook, waitFor } from '@testing-library/react';
import { focusManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type LiveTopic, type PublicConfig } from '@marketplace/contract';
import type { LiveHandlers } from '../realtime/liveClient.ts';
import { useUnreadNotifications } from './inbox.ts';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';

const live = vi.hoisted(() => ({ topics: [] as Array<{ topic: LiveTopic; handlers: LiveHandlers; stopped: boolean }> }));
vi.mock('../realtime/pageLive.ts', () => ({
  pageLive: () => ({
    subscribe: (topic: LiveTopic, handlers: LiveHandlers) => {
      const entry = { topic, handlers, stopped: false };
      live.topics.push(entry);
      return () => {
        entry.stopped = true;
      };
    },
  }),
}));

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;

let reads = 0;
let serverUnread = 1;

async function fakeApi(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input));
  if (url.pathname !== API_PATHS.mobile.getUnreadNotificationCount) return new Response('{}', { status: 404 });
  reads += 1;
  return new Response(JSON.stringify({ unread: serverUnread }), { headers: { 'content-type': 'application/json' } });
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);

describe('the bell’s unread count', () => {
  beforeEach(() => {
    live.topics = [];
    reads = 0;
    serverUnread = 1;
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('is read once, then follows the live notifications topic; it is read on focus only while the connection is down', async () => {
    const { result, unmount } = renderHook(() => useUnreadNotifications(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ unread: 1 }));
    expect(live.topics.map((entry) => entry.topic)).toEqual([{ kind: 'notifications' }]);
    const { handlers } = live.topics[0]!;

    act(() => handlers.onConnection?.('live'));
    act(() => handlers.onNotifications?.(4));
    await waitFor(() => expect(result.current.data).toEqual({ unread: 4 }));
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(reads).toBe(1);

    act(() => handlers.onConnection?.('reconnecting'));
    serverUnread = 6;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(result.current.data).toEqual({ unread: 6 }));
    expect(reads).toBe(2);

    unmount();
    expect(live.topics[0]!.stopped).toBe(true);
  });
});
