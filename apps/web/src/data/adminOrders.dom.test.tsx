import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type OrderList, type PublicConfig } from '@marketplace/contract';
import { useAuditLog } from './adminAuditLog.ts';
import { useAdminChangeOrderStatus } from './adminOrderMoves.ts';
import { useAdminOrders } from './adminOrders.ts';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';
import { useOrder } from './orders.ts';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;
const ORDER = 'o-100023';

let seen: URL[] = [];
let status = 'IN_PRODUCTION';

function json(body: unknown, code = 200): Response {
  return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
}

const detail = () => ({ orderId: ORDER, number: 100023, status, actions: status === 'CANCELLED' ? [] : ['CANCEL'] });

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  seen.push(url);
  switch (url.pathname) {
    case API_PATHS.order.getAdminOrders:
      return json({ orders: [], total: 0, page: Number(url.searchParams.get('page') ?? 1), pageSize: 12 } satisfies OrderList);
    case API_PATHS.order.getOrder:
      return json(detail());
    case API_PATHS.order.changeOrderStatus: {
      const body = JSON.parse(String(init?.body)) as { action: string; reason: string };
      if (body.reason === '') return json({ error: { code: 'ORDER_REASON_REQUIRED', message: 'A reason is required.' } }, 400);
      status = 'CANCELLED';
      return json(detail());
    }
    case API_PATHS.admin.getAuditLog:
      return json({ items: [], total: 0 });
    default:
      return json({ error: { code: 'NOT_FOUND', message: 'No such path.' } }, 404);
  }
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);
const reads = (path: string) => seen.filter((url) => url.pathname === path);

describe('the admin orders data', () => {
  beforeEach(() => {
    seen = [];
    status = 'IN_PRODUCTION';
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('asks for the page with every filter set', async () => {
    const { result } = renderHook(
      () =>
        useAdminOrders({
          page: 2,
          q: ' 100023 ',
          status: 'PLACED',
          storeId: 's1',
          from: '2026-01-01',
          to: '2026-01-31',
          overdue: true,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(reads(API_PATHS.order.getAdminOrders)[0]?.searchParams ?? [])).toEqual({
      page: '2',
      q: '100023',
      status: 'PLACED',
      storeId: 's1',
      from: '2026-01-01',
      to: '2026-01-31',
      overdue: 'true',
    });
  });

  it('leaves out a blank search and the overdue view when it is off', async () => {
    const { result } = renderHook(() => useAdminOrders({ page: 1, q: '  ', overdue: false }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(Object.fromEntries(reads(API_PATHS.order.getAdminOrders)[0]?.searchParams ?? [])).toEqual({ page: '1' });
  });

  it('a cancellation shows the order as the server answers it and reads the orders and the audit log again', async () => {
    const { result } = renderHook(
      () => ({
        list: useAdminOrders({ page: 1 }),
        log: useAuditLog({ page: 1 }),
        order: useOrder(ORDER),
        cancel: useAdminChangeOrderStatus(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.log.isSuccess && result.current.order.isSuccess).toBe(true));
    await act(() => result.current.cancel.mutateAsync({ orderId: ORDER, action: 'CANCEL', reason: 'Mağaza cavab vermir' }));
    await waitFor(() => expect(result.current.order.data?.status).toBe('CANCELLED'));
    expect(reads(API_PATHS.order.getAdminOrders)).toHaveLength(2);
    expect(reads(API_PATHS.admin.getAuditLog)).toHaveLength(2);
  });

  it('a refused cancellation changes nothing and hands the code to the caller', async () => {
    const { result } = renderHook(() => ({ log: useAuditLog({ page: 1 }), cancel: useAdminChangeOrderStatus() }), { wrapper });
    await waitFor(() => expect(result.current.log.isSuccess).toBe(true));
    const failure = await act(() =>
      result.current.cancel.mutateAsync({ orderId: ORDER, action: 'CANCEL', reason: '' }).catch((error: unknown) => error),
    );
    expect(failure).toMatchObject({ code: 'ORDER_REASON_REQUIRED', status: 400 });
    expect(reads(API_PATHS.admin.getAuditLog)).toHaveLength(1);
  });
});
