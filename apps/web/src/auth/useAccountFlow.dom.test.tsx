import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE, STORAGE_KEYS, type PublicConfig } from '@marketplace/contract';
import type { AuthApi } from './authApi.ts';
import { useAccountFlow } from './useAccountFlow.ts';

const CONFIG: PublicConfig = {
  siteUrl: 'https://bazar.example.az',
  merchantUrl: 'https://satici.example.az',
  adminUrl: 'https://admin.example.az',
  apiUrl: 'https://api.example.az',
  appStoreUrl: 'https://apps.apple.com/app/bazar',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=az.bazar',
  whatsappNumber: '+994 12 555 00 00',
  chat: 'self',
  media: 'self',
};

/** A buyer signing in on the seller panel: the answer is a buyer's session, which asks for the upgrade screen. */
const api = {
  login: vi.fn(async () => ({ token: 'buyer-temp-token', type: ACCOUNT_TYPE.CLIENT, id: 'u1' })),
} as unknown as AuthApi;

const renderFlow = () => renderHook(() => useAccountFlow({ site: 'merchant', api, config: CONFIG, go: vi.fn() }));

afterEach(() => localStorage.clear());

describe('the conflict screen and its temporary token', () => {
  it('keeps the token while the screen shows, and a reload (a new page) drops it with the screen', async () => {
    const page = renderFlow();
    await act(() => page.result.current.onLogin({ identifier: 'aysel@example.az', password: 'secret-password' }));
    expect(page.result.current.conflict).toEqual({ variant: 'buyerOnSellerHost', identifier: 'aysel@example.az' });
    expect(localStorage.getItem(STORAGE_KEYS.tempToken)).toBe('buyer-temp-token');
    page.rerender();
    expect(localStorage.getItem(STORAGE_KEYS.tempToken)).toBe('buyer-temp-token');

    page.unmount();
    const reloaded = renderFlow();
    expect(reloaded.result.current.conflict).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tempToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.tempTokenLegacy)).toBeNull();
  });
});
