import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, SELLER_PAGE_SIZE, type PublicConfig } from '@marketplace/contract';
import { useDashboard } from './dashboard.ts';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';
import { useSellerItems, useSetItemsStatus } from './sellerItems.ts';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;

interface Seen {
  path: string;
  body: Record<string, unknown>;
}
let seen: Seen[] = [];
let hidden = 0;
/** Answers held back until the test lets them go (a slow page). */
let holdLists = false;
const heldLists: Array<() => void> = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input)).pathname;
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  seen.push({ path, body });
  switch (path) {
    case API_PATHS.merchant.getItemListByPage: {
      if (holdLists) await new Promise<void>((resolve) => heldLists.push(resolve));
      const offset = Number(body.offset);
      return json({ items: [], next_page_token: null, total: 13, offsetSeen: offset, hiddenSeen: hidden });
    }
    case API_PATHS.merchant.setItemsStatus:
      if ((body.ids as string[]).includes('foreign')) {
        return json({ error: { code: 'NOT_ITEM_OWNER', message: 'Not yours.' } }, 403);
      }
      hidden += (body.ids as string[]).length;
      return json({ updated: (body.ids as string[]).length });
    case API_PATHS.merchant.getDashboard:
      return json({ hiddenProducts: hidden });
    default:
      return json({ error: { code: 'NOT_FOUND', message: 'No such path.' } }, 404);
  }
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);
const calls = (path: string) => seen.filter((request) => request.path === path);

describe('the seller products data', () => {
  beforeEach(() => {
    seen = [];
    hidden = 0;
    holdLists = false;
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('asks for page 2 by offset with the filters, leaving out a blank search', async () => {
    const { result } = renderHook(() => useSellerItems({ page: 2, status: 'HIDDEN', q: '   ' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls(API_PATHS.merchant.getItemListByPage)[0]?.body).toEqual({
      page_size: SELLER_PAGE_SIZE,
      offset: SELLER_PAGE_SIZE,
      status: 'HIDDEN',
    });
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    const { result, rerender } = renderHook(({ page }) => useSellerItems({ page }), { wrapper, initialProps: { page: 1 } });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const firstPage = result.current.data;

    holdLists = true;
    rerender({ page: 2 });
    await waitFor(() => expect(heldLists).toHaveLength(1));
    expect(result.current.data).toBe(firstPage);
    expect(result.current.isPlaceholderData).toBe(true);

    act(() => heldLists.shift()?.());
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));
    expect(result.current.data).toMatchObject({ offsetSeen: SELLER_PAGE_SIZE });
  });

  it('reads the list and the dashboard again after hiding products', async () => {
    const { result } = renderHook(
      () => ({ list: useSellerItems({ page: 1 }), dashboard: useDashboard(), hide: useSetItemsStatus() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.dashboard.isSuccess).toBe(true));

    await act(() => result.current.hide.mutateAsync({ ids: ['a', 'b'], status: 'HIDDEN' }));

    expect(calls(API_PATHS.merchant.getItemListByPage)).toHaveLength(2);
    // Query results reach the hooks in the query library's next notification batch, after the act.
    await waitFor(() => expect(result.current.list.data).toMatchObject({ hiddenSeen: 2 }));
    await waitFor(() => expect(result.current.dashboard.data).toMatchObject({ hiddenProducts: 2 }));
  });

  it("hands a refused write's code and status to the caller without repeating it", async () => {
    const { result } = renderHook(() => useSetItemsStatus(), { wrapper });
    const failure = await act(() => result.current.mutateAsync({ ids: ['foreign'], status: 'HIDDEN' }).catch((error: unknown) => error));
    expect(failure).toMatchObject({ code: 'NOT_ITEM_OWNER', status: 403 });
    expect(calls(API_PATHS.merchant.setItemsStatus)).toHaveLength(1);
  });

  it('does not ask again after a 4xx read', async () => {
    const { result } = renderHook(() => useSellerItems({ page: 1 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'FORBIDDEN', message: 'No.' } }, 403)));
    await act(() => client.refetchQueries());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(vi.mocked(fetch)).toHaveBeenCalledTimes(1);
  });
});
