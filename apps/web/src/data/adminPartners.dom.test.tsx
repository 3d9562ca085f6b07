import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_COMPANY_PAGE_SIZE_DEFAULT, API_PATHS, type PartnerStatus, type PublicConfig } from '@marketplace/contract';
import { useAdminPartner, useAdminPartners, useSetPartnerStatus } from './adminPartners.ts';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;
const STORE = '5a1c0000-1111-4222-8333-444455556666';

let seen: URL[] = [];
let status: PartnerStatus = 'ACTIVE';

function json(body: unknown, code = 200): Response {
  return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
}

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  seen.push(url);
  switch (url.pathname) {
    case API_PATHS.auth.getAdminMerchants:
      return json({ items: [{ id: STORE, status }], next_page_token: null, total: 1 });
    case API_PATHS.company.updateCompanyStatus: {
      const body = JSON.parse(String(init?.body)) as { id: string; status: PartnerStatus };
      if (body.id !== STORE) return json({ error: { code: 'UNKNOWN_PARTNER', message: 'No such store.' } }, 404);
      status = body.status;
      return json(body);
    }
    default:
      return json({ error: { code: 'NOT_FOUND', message: 'No such path.' } }, 404);
  }
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);
const reads = (path: string) => seen.filter((url) => url.pathname === path);

describe('the admin partners data', () => {
  beforeEach(() => {
    seen = [];
    status = 'ACTIVE';
    client = openDataLayerPage(CONFIG, fakeApi);
  });
  afterEach(() => closeDataLayerPage(client));

  it('asks for a numbered page with the status filter, leaving out a blank search', async () => {
    const { result } = renderHook(() => useAdminPartners({ page: 3, q: '  ', status: 'INACTIVE' }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const asked = reads(API_PATHS.auth.getAdminMerchants)[0];
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({ page: '3', page_size: String(ADMIN_COMPANY_PAGE_SIZE_DEFAULT), status: 'INACTIVE' });
  });

  it('the row has the new status once the change resolves (the list was read again), not before the server said so', async () => {
    const { result } = renderHook(() => ({ list: useAdminPartners({ page: 1 }), setStatus: useSetPartnerStatus() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.setStatus.mutateAsync({ id: STORE, status: 'INACTIVE' }));
    expect(reads(API_PATHS.auth.getAdminMerchants)).toHaveLength(2);
    await waitFor(() => expect(result.current.list.data?.items[0]?.status).toBe('INACTIVE'));
  });

  it('a refused change leaves the list as it was and hands the code to the caller', async () => {
    const { result } = renderHook(() => ({ list: useAdminPartners({ page: 1 }), setStatus: useSetPartnerStatus() }), { wrapper });
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const failure = await act(() => result.current.setStatus.mutateAsync({ id: 'gone', status: 'INACTIVE' }).catch((error: unknown) => error));
    expect(failure).toMatchObject({ code: 'UNKNOWN_PARTNER', status: 404 });
    expect(reads(API_PATHS.auth.getAdminMerchants)).toHaveLength(1);
    expect(result.current.list.data?.items[0]?.status).toBe('ACTIVE');
  });

  it('reads no details while no store is open', async () => {
    renderHook(() => useAdminPartner(null), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads(API_PATHS.company.getAdminPartner)).toHaveLength(0);
  });
});
