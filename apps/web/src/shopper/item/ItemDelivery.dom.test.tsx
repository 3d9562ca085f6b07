import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  DELIVERY_ZONE_KIND,
  PUBLIC_CONFIG_ELEMENT_ID,
  STORAGE_KEYS,
  type CheckoutQuote,
  type DeliveryOptions,
  type PublicConfig,
} from '@marketplace/contract';
import { createBundledI18n } from '@marketplace/design-system';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import CheckoutContent from '../checkout/CheckoutContent.tsx';
import { ItemDeliverySlot } from './ItemDeliverySlot.tsx';

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

const STORE_ID = '5b7f2c1e-8d4a-4c3b-9e6f-0a1b2c3d4e5f';

/** The buyer picks a city as a browser does it: the select takes focus, then changes. */
function choose(select: HTMLElement, city: string) {
  fireEvent.focus(select);
  fireEvent.change(select, { target: { value: city } });
}

/** The store of the product: Baku for 4 ₼, a list of western cities for 9 ₼, free from 150 ₼. */
const storeOptions: DeliveryOptions = {
  processingDays: 1,
  zones: [
    { zoneId: 'baku', kind: DELIVERY_ZONE_KIND.BAKU, cities: [], feeQepik: 400, days: 1 },
    { zoneId: 'west', kind: DELIVERY_ZONE_KIND.CITIES, cities: ['Gəncə', 'Şəmkir'], feeQepik: 900, days: 3 },
  ],
  freeDeliveryFromQepik: 15_000,
  pickup: { enabled: false, address: '' },
};

const quote: CheckoutQuote = {
  stores: [
    {
      storeId: STORE_ID,
      storeName: 'Nar Keramika',
      profileImage: '',
      lines: [
        {
          lineId: 'l1',
          itemId: 'i1',
          title: 'Nar formalı keramika qab',
          coverImage: '',
          attributes: {},
          pocketTypeName: 'Standart',
          pocketFeeQepik: 0,
          personalization: '',
          quantity: 1,
          unitPriceQepik: 4_500,
          lineTotalQepik: 4_500,
          processingDays: 2,
          change: null,
        },
      ],
      subtotalQepik: 4_500,
      shipBy: '2026-12-02',
      choices: [],
      freeDeliveryFromQepik: 15_000,
    },
  ],
  subtotalQepik: 4_500,
  changed: false,
};

const item = { merchantId: STORE_ID, processingDays: 2, productPrice: 45, salePrice: 45 };

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const calledPaths = () => vi.mocked(fetch).mock.calls.map(([input]) => new URL(String(input)));

function withProviders(children: React.ReactNode) {
  return (
    <I18nextProvider i18n={createBundledI18n('en')}>
      <MemoryRouter>{children}</MemoryRouter>
    </I18nextProvider>
  );
}

describe('the delivery estimate on a product page', () => {
  beforeEach(() => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PUBLIC_CONFIG_ELEMENT_ID;
    block.textContent = JSON.stringify(CONFIG);
    document.head.append(block);
    // jsdom has no ResizeObserver; the checkout's Radix checkbox measures itself with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    localStorage.setItem(STORAGE_KEYS.token, 'session-token-0123456789');
    localStorage.setItem(STORAGE_KEYS.accountType, String(ACCOUNT_TYPE.CLIENT));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input)).pathname;
        if (path.endsWith(API_PATHS.order.previewCheckout)) return json(quote);
        if (path.endsWith(API_PATHS.order.getDeliveryOptions)) return json(storeOptions);
        if (path.endsWith(API_PATHS.auth.getClientInfo)) return json({ name: 'Leyla', lastname: 'Məmmədova', phoneNumber: '' });
        if (path.endsWith(API_PATHS.payment.getPaymentMethods)) return json({ methods: ['CASH'] });
        return new Response('{}', { status: 404 });
      }),
    );
  });
  afterEach(() => {
    cleanup();
    shopperQueryClient.clear();
    vi.unstubAllGlobals();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    localStorage.clear();
  });

  it('shows the city chosen at checkout, with that store’s fee and arrival', async () => {
    render(withProviders(<CheckoutContent />));
    choose(await screen.findByRole('combobox', { name: /City/ }), 'Gəncə');
    cleanup();

    render(withProviders(<ItemDeliverySlot item={item} />));
    const city = await screen.findByRole('combobox', { name: 'Deliver to' });
    expect(city).toHaveValue('Gəncə');
    expect(
      await screen.findByText(/^Delivery to Gəncə: 9\.00 ₼ \(free from 150\.00 ₼\), arrives about \w{3}, \d{1,2} \w{3}$/),
    ).toBeVisible();
    const asked = calledPaths().filter((url) => url.pathname.endsWith(API_PATHS.order.getDeliveryOptions));
    expect(asked.map((url) => url.searchParams.get('storeId'))).toEqual([STORE_ID]);

    // Another city here is remembered for the checkout too.
    choose(city, 'Şəki');
    expect(await screen.findByText('This store does not deliver to Şəki')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.buyerCity)).toBe('Şəki');
  });

  it('asks for a city, and reads the store’s options only once the buyer goes to choose one', async () => {
    render(withProviders(<ItemDeliverySlot item={item} />));
    expect(await screen.findByText('Choose your city to see the delivery fee and arrival date.')).toBeVisible();
    expect(calledPaths().some((url) => url.pathname.endsWith(API_PATHS.order.getDeliveryOptions))).toBe(false);

    const select = screen.getByRole('combobox', { name: 'Deliver to' });
    fireEvent.focus(select);
    await waitFor(() =>
      expect(calledPaths().filter((url) => url.pathname.endsWith(API_PATHS.order.getDeliveryOptions))).toHaveLength(1),
    );
    choose(select, 'Bakı');
    expect(await screen.findByText(/^Delivery to Bakı: 4\.00 ₼ \(free from 150\.00 ₼\)/)).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.buyerCity)).toBe('Bakı');
  });
});
