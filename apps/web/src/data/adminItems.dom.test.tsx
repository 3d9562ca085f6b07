import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PRODUCTS_PAGE_SIZE, API_PATHS, type PublicConfig } from '@marketplace/contract';
import { useAdminDeleteItems, useAdminItems } from './adminItems.ts';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;

let seen: Array<{ path: string; body: Record<string, unknown> }> = [];
let deleted = 0;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input)).pathname;
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  seen.push({ path, body });
  if (path === API_PATHS.item.getAdminItems) return json({ items: [], page: body.page, total: 100 - deleted });
  if (path === API_PATHS.item.deleteAdminItems) {
    if ((body.ids as string[]).includes('gone')) return json({ error: { code: 'ITEM_NOT_FOUND', message: 'No such item.' } }, 404);
    deleted += (body.ids as string[]).length;
    return json({ updated: (body.ids as string[]).length });
  }
  return json({ error: { code: 'NOT_FOUND', message: 'No such path.' } }, 404);
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);
const calls = (path: string) => seen.filter((request) => request.path === path);

describe('the admin products data', () => {
  beforeEach(() => {
    seen = [];
    deleted = 0;
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('asks for a numbered page with the filters, leaving out a blank search', async () => {
    const { result } = renderHook(() => useAdminItems({ page: 3, status: 'DELETED', category: 7, q: '  ' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls(API_PATHS.item.getAdminItems)[0]?.body).toEqual({ page: 3, page_size: ADMIN_PRODUCTS_PAGE_SIZE, status: 'DELETED', category: 7 });
  });

  it('reads the list again after a delete, not after a refused one', async () => {
    const { result } = renderHook(() => ({ list: useAdminItems({ page: 1 }), remove: useAdminDeleteItems() }), { wrapper });
    await waitFor(() => expect(result.current.list.data?.total).toBe(100));
    await act(async () => {
      await expect(result.current.remove.mutateAsync({ ids: ['gone'] })).rejects.toMatchObject({ code: 'ITEM_NOT_FOUND' });
    });
    expect(calls(API_PATHS.item.getAdminItems)).toHaveLength(1);
    await act(async () => {
      await result.current.remove.mutateAsync({ ids: ['a', 'b'] });
    });
    await waitFor(() => expect(result.current.list.data?.total).toBe(98));
    expect(calls(API_PATHS.item.getAdminItems)).toHaveLength(2);
  });
});
