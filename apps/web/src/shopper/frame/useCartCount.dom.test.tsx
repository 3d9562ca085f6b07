import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  PUBLIC_CONFIG_ELEMENT_ID,
  STORAGE_KEYS,
  type Cart,
  type PublicConfig,
} from '@marketplace/contract';
import { createBundledI18n } from '@marketplace/design-system';
import { CART_CHANNEL_NAME } from '../../data/cartCount.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { itemOf } from '../pages/loaderTestData.ts';
import CartContent from '../cart/CartContent.tsx';
import { useItemActions } from '../item/useItemActions.ts';
import { ShopperAccountProvider } from '../ShopperAccount.tsx';
import { useCartCount } from './useCartCount.ts';

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
const i18n = createBundledI18n('az');
const ITEM = itemOf('item-1', { productName: 'Şəki xalçası' });

function cartWith(quantity: number): Cart {
  const line = {
    lineId: 'line-1',
    itemId: ITEM.id,
    productName: ITEM.productName,
    coverImage: '',
    productPrice: 10,
    unitPrice: 10,
    quantity,
    attributes: {},
    pocketTypeId: 1,
    pocketTypeName: 'Standart',
    personalization: '',
    pocketFee: 0,
    lineTotal: 10 * quantity,
    available: true,
    stock: null,
    storeId: 'store-1',
  };
  return {
    stores:
      quantity > 0
        ? [{ storeId: 'store-1', companyName: 'Xalça Evi', profileImage: '', lines: [line], total: 10 * quantity }]
        : [],
    total: 10 * quantity,
    count: quantity,
  };
}

/** The API as the buyer's session sees it: a cart of `units` units of one line. */
let units = 0;
const seenPaths: string[] = [];

function answer(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

async function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const path = new URL(String(input)).pathname;
  seenPaths.push(path);
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
  switch (path) {
    case API_PATHS.cart.getCartCount:
      return answer({ count: units });
    case API_PATHS.cart.getCart:
      return answer(cartWith(units));
    case API_PATHS.cart.addToCart:
      units += Number(body.quantity ?? 1);
      return answer({ lineId: 'line-1', quantity: units, count: units });
    case API_PATHS.cart.updateQuantity:
      units = Number(body.quantity);
      return answer(cartWith(units));
    case API_PATHS.cart.removeFromCart:
      units = 0;
      return answer(cartWith(units));
    default:
      return new Response('', { status: 404 });
  }
}

function NavbarBadge() {
  const count = useCartCount();
  return <output aria-label="cart">{count === null ? 'no badge' : String(count)}</output>;
}

function AddToCartButton() {
  const actions = useItemActions(ITEM);
  return (
    <button type="button" onClick={() => void actions.addToCart({ attributes: {}, pocketTypeId: 1, quantity: 2 })}>
      add
    </button>
  );
}

function renderPage(content: ReactNode) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ShopperAccountProvider>
        <NavbarBadge />
        {content}
      </ShopperAccountProvider>
    </I18nextProvider>,
  );
}

const badge = () => screen.getByRole('status', { name: 'cart' });
const otherTabs: BroadcastChannel[] = [];

/** Another tab of this browser, listening on the same channel. */
function otherTab(): { channel: BroadcastChannel; heard: unknown[] } {
  const channel = new BroadcastChannel(CART_CHANNEL_NAME);
  otherTabs.push(channel);
  const heard: unknown[] = [];
  channel.addEventListener('message', (event: MessageEvent<unknown>) => heard.push(event.data));
  return { channel, heard };
}

describe('the navbar cart count', () => {
  beforeEach(() => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PUBLIC_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(CONFIG);
    document.head.append(block);
    localStorage.setItem(STORAGE_KEYS.token, 'buyer-token-0123456789');
    localStorage.setItem(STORAGE_KEYS.accountType, String(ACCOUNT_TYPE.CLIENT));
    units = 1;
    seenPaths.length = 0;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
  });
  afterEach(() => {
    cleanup();
    shopperQueryClient.clear();
    for (const channel of otherTabs.splice(0)) channel.close();
    vi.unstubAllGlobals();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    localStorage.clear();
  });

  it('shows the new count as soon as the product page adds to the cart, and tells the other tabs', async () => {
    const tab = otherTab();
    renderPage(<AddToCartButton />);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    fireEvent.click(screen.getByRole('button', { name: 'add' }));

    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    await waitFor(() => expect(tab.heard).toContainEqual({ count: 3 }));
  });

  it('follows a change made in another tab without asking the server again', async () => {
    renderPage(null);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    const reads = seenPaths.filter((path) => path === API_PATHS.cart.getCartCount).length;

    act(() => otherTab().channel.postMessage({ count: 7 }));

    await waitFor(() => expect(badge()).toHaveTextContent('7'));
    expect(seenPaths.filter((path) => path === API_PATHS.cart.getCartCount)).toHaveLength(reads);
  });

  it('ignores messages on the channel that are not a cart count', async () => {
    renderPage(null);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));

    const tab = otherTab();
    tab.channel.postMessage({ count: -4 });
    tab.channel.postMessage('hello');
    tab.channel.postMessage({ count: 5 });

    await waitFor(() => expect(badge()).toHaveTextContent('5'));
  });

  it('follows quantity changes and removals on the cart page, here and in the other tabs', async () => {
    const tab = otherTab();
    renderPage(<CartContent />);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    const stepper = await screen.findByRole('group', { name: i18n.t('itemPage.quantity.of', { name: ITEM.productName }) });

    fireEvent.click(within(stepper).getByRole('button', { name: i18n.t('itemPage.quantity.increase') }));
    await waitFor(() => expect(badge()).toHaveTextContent('2'));
    await waitFor(() => expect(tab.heard).toContainEqual({ count: 2 }));

    fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${i18n.t('cart.remove')}\\s*${ITEM.productName}$`) }));
    await waitFor(() => expect(badge()).toHaveTextContent('0'));
    await waitFor(() => expect(tab.heard).toContainEqual({ count: 0 }));
  });

  it('reads the open cart page again when another tab changed the cart', async () => {
    renderPage(<CartContent />);
    await screen.findByRole('group', { name: i18n.t('itemPage.quantity.of', { name: ITEM.productName }) });
    const reads = seenPaths.filter((path) => path === API_PATHS.cart.getCart).length;

    units = 4;
    act(() => otherTab().channel.postMessage({ count: 4 }));

    await waitFor(() => expect(seenPaths.filter((path) => path === API_PATHS.cart.getCart)).toHaveLength(reads + 1));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: i18n.t('itemPage.quantity.of', { name: ITEM.productName }) })).toHaveValue(4),
    );
  });

  it('shows no count to a guest', async () => {
    localStorage.clear();
    renderPage(null);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(badge()).toHaveTextContent('no badge');
    expect(seenPaths).not.toContain(API_PATHS.cart.getCartCount);
  });
});
