import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { breadcrumbsFor } from './breadcrumbs.ts';

const t = ((key: string, options?: { query?: string }) =>
  options?.query ? `${key}:${options.query}` : key) as unknown as TFunction;

describe('breadcrumbsFor', () => {
  it('shows home alone on the dashboard, as the page itself (no link)', () => {
    expect(breadcrumbsFor('/', '', t)).toEqual([{ label: 'shell.nav.home' }]);
  });

  it('links back home from the products and profile pages', () => {
    expect(breadcrumbsFor('/products', '?page=3', t)).toEqual([
      { label: 'shell.nav.home', href: '/' },
      { label: 'pages.merchant.products.title' },
    ]);
    expect(breadcrumbsFor('/profile/', '', t)).toEqual([
      { label: 'shell.nav.home', href: '/' },
      { label: 'pages.merchant.profile.title' },
    ]);
  });

  it('shows Delivery as one level under home', () => {
    expect(breadcrumbsFor('/delivery', '', t)).toEqual([
      { label: 'shell.nav.home', href: '/' },
      { label: 'deliveryOptions.title' },
    ]);
  });

  it('shows an order and its packing slip under Orders', () => {
    expect(breadcrumbsFor('/orders', '?status=PLACED', t)).toEqual([
      { label: 'shell.nav.home', href: '/' },
      { label: 'pages.merchant.orders.title' },
    ]);
    expect(breadcrumbsFor('/orders/abc/slip', '', t)).toEqual([
      { label: 'shell.nav.home', href: '/' },
      { label: 'pages.merchant.orders.title', href: '/orders' },
      { label: 'orders.slip.title' },
    ]);
    expect(breadcrumbsFor('/orders/abc', '', t).at(-1)).toEqual({ label: 'orders.list.order' });
  });

  it('shows Messages as one level, whichever conversation is open', () => {
    expect(breadcrumbsFor('/messages', '?chat=0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f', t)).toEqual([
      { label: 'shell.nav.home', href: '/' },
      { label: 'pages.merchant.messages.title' },
    ]);
  });

  it('adds the search as a last level that links back to the whole list', () => {
    expect(breadcrumbsFor('/products', '?q=+nar+&status=HIDDEN', t)).toEqual([
      { label: 'shell.nav.home', href: '/' },
      { label: 'pages.merchant.products.title', href: '/products' },
      { label: 'shell.crumbs.search:nar' },
    ]);
  });
});
