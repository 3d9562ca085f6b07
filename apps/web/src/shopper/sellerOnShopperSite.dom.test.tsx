import type { ReactNode } from 'react';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_TYPE, PUBLIC_CONFIG_ELEMENT_ID, STORAGE_KEYS, type AccountType, type PublicConfig } from '@marketplace/contract';
import { createBundledI18n } from '@marketplace/design-system';
import { ShopperNavigation } from './frame/ShopperNavigation.tsx';
import { HomePromoTiles } from './pages/HomePromoTiles.tsx';
import { ProfilePage } from './pages/ProfilePage.tsx';
import { ShopperAccountProvider } from './ShopperAccount.tsx';

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

function renderShopper(page: ReactNode, lng: 'az' | 'en' | 'ru' | 'tr' = 'en') {
  return render(
    <I18nextProvider i18n={createBundledI18n(lng)}>
      <MemoryRouter>
        <ShopperAccountProvider>{page}</ShopperAccountProvider>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PUBLIC_CONFIG_ELEMENT_ID;
  block.textContent = JSON.stringify(CONFIG);
  document.head.append(block);
  // Nothing here needs an answer: a pending request keeps every data hook waiting.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
  localStorage.clear();
});

describe('the shopper navbar', () => {
  it('offers a guest and a buyer to become a seller', async () => {
    renderShopper(<ShopperNavigation />);
    expect((await screen.findAllByRole('link', { name: 'Become a seller' }))[0]).toHaveAttribute(
      'href',
      'https://satici.example.az/joinus',
    );
    cleanup();
    signInAs(ACCOUNT_TYPE.CLIENT);
    renderShopper(<ShopperNavigation />);
    expect((await screen.findAllByRole('link', { name: 'Become a seller' })).length).toBeGreaterThan(0);
  });

  it.each([
    ['en', 'Seller panel', 'Become a seller'],
    ['az', 'Satıcı paneli', 'Satıcı olun'],
    ['ru', 'Панель продавца', 'Стать продавцом'],
    ['tr', 'Satıcı paneli', 'Satıcı olun'],
  ] as const)('leads a signed-in seller to the seller panel instead (%s)', async (lng, panel, become) => {
    signInAs(ACCOUNT_TYPE.MERCHANT);
    renderShopper(<ShopperNavigation />, lng);
    const links = await screen.findAllByRole('link', { name: panel });
    for (const link of links) expect(link).toHaveAttribute('href', 'https://satici.example.az/');
    expect(screen.queryByRole('link', { name: become })).toBeNull();
  });
});

describe('/profile of a signed-in seller', () => {
  it('says the buyer profile is for buyers and links to the store profile in the seller panel, without the buyer form', async () => {
    signInAs(ACCOUNT_TYPE.MERCHANT);
    renderShopper(<ProfilePage />);
    expect(await screen.findByText('You are signed in with a store account')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the store profile' })).toHaveAttribute(
      'href',
      'https://satici.example.az/profile',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it.each([
    ['az', 'Siz mağaza hesabı ilə daxil olmusunuz', 'Mağaza profilinə keç'],
    ['ru', 'Вы вошли с аккаунтом магазина', 'Открыть профиль магазина'],
    ['tr', 'Mağaza hesabıyla giriş yaptınız', 'Mağaza profiline git'],
  ] as const)('says so in %s', async (lng, title, action) => {
    signInAs(ACCOUNT_TYPE.MERCHANT);
    renderShopper(<ProfilePage />, lng);
    expect(await screen.findByText(title)).toBeVisible();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', 'https://satici.example.az/profile');
  });
});

describe("the home page's promo blocks", () => {
  const tiles = (
    <I18nextProvider i18n={createBundledI18n('en')}>
      <HomePromoTiles />
    </I18nextProvider>
  );

  /** The cached server HTML, then hydrated in the browser with the stored session. */
  async function hydrateHome() {
    const container = document.createElement('div');
    const serverHtml = renderToString(tiles);
    container.innerHTML = serverHtml;
    document.body.append(container);
    const list = container.querySelector('[data-slot="promo-tiles"]')!;
    const serverTitles = within(container)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tiles, { onRecoverableError: recoverable });
    });
    return { container, list, serverHtml, serverTitles, recoverable, unmount: () => act(() => root!.unmount()) };
  }

  it('keeps "become a seller" in the HTML cached for everyone, and hides it from a signed-in seller after hydration', async () => {
    signInAs(ACCOUNT_TYPE.MERCHANT);
    const home = await hydrateHome();
    expect(home.serverTitles).toEqual(['Sell your handmade work', 'Order something custom', 'Share memories']);
    expect(home.recoverable).not.toHaveBeenCalled();
    expect(within(home.container).queryByRole('link', { name: 'Become a seller' })).toBeNull();
    expect(within(home.container).queryByRole('heading', { name: 'Sell your handmade work' })).toBeNull();
    expect(
      within(home.container)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Order something custom', 'Share memories']);
    await home.unmount();
    home.container.remove();
  });

  it.each([
    ['a guest', null],
    ['a buyer', ACCOUNT_TYPE.CLIENT],
  ] as const)('leaves the server HTML as it is for %s: the same three blocks, nothing moves', async (_who, type) => {
    if (type !== null) signInAs(type);
    const home = await hydrateHome();
    expect(home.recoverable).not.toHaveBeenCalled();
    expect(home.container.querySelector('[data-slot="promo-tiles"]')).toBe(home.list);
    expect(home.container.innerHTML).toBe(home.serverHtml);
    expect(within(home.container).getByRole('link', { name: 'Become a seller' })).toHaveAttribute(
      'href',
      'https://satici.example.az/joinus',
    );
    expect(home.list.children).toHaveLength(3);
    await home.unmount();
    home.container.remove();
  });
});
