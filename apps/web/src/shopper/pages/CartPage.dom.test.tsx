import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE, PUBLIC_CONFIG_ELEMENT_ID, STORAGE_KEYS, type AccountType, type PublicConfig } from '@marketplace/contract';
import { createBundledI18n } from '@marketplace/design-system';
import { ShopperAccountProvider } from '../ShopperAccount.tsx';
import { CartPage } from './CartPage.tsx';

const CONFIG: PublicConfig = {
  siteUrl: 'https://bazar.example.az',
  merchantUrl: 'https://satici.example.az/',
  adminUrl: 'https://admin.example.az',
  apiUrl: 'https://api.example.az',
  appStoreUrl: 'https://apps.apple.com/app/bazar',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=az.bazar',
  whatsappNumber: '+994 12 555 00 00',
  chat: 'self',
  media: 'self',
};

function signInAs(type: AccountType) {
  localStorage.setItem(STORAGE_KEYS.token, 'session-token-0123456789');
  localStorage.setItem(STORAGE_KEYS.accountType, String(type));
}

function renderCartPage(lng: 'az' | 'en' | 'ru' | 'tr') {
  return render(
    <I18nextProvider i18n={createBundledI18n(lng)}>
      <ShopperAccountProvider>
        <CartPage />
      </ShopperAccountProvider>
    </I18nextProvider>,
  );
}

describe('the cart page of a seller', () => {
  beforeEach(() => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PUBLIC_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(CONFIG);
    document.head.append(block);
    // A seller's session never asks for a cart: any call would answer 403.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    localStorage.clear();
  });

  it('says the cart is for buyer accounts and links to the seller panel, instead of a connection problem', async () => {
    signInAs(ACCOUNT_TYPE.MERCHANT);
    renderCartPage('en');
    expect(await screen.findByText('The cart is for buyer accounts')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the seller panel' })).toHaveAttribute('href', 'https://satici.example.az/');
    expect(screen.queryByText(/check your connection/i)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['az', 'Səbət alıcı hesabları üçündür'],
    ['ru', 'Корзина — для аккаунтов покупателей'],
    ['tr', 'Sepet alıcı hesapları içindir'],
  ] as const)('says so in %s', async (lng, title) => {
    signInAs(ACCOUNT_TYPE.MERCHANT);
    renderCartPage(lng);
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://satici.example.az/');
  });
});
