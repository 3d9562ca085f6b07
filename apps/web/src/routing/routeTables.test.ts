import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from '../admin/routes.tsx';
import { ADMIN_SECTIONS } from '../admin/sections.ts';
import { merchantRoutes } from '../merchant/routes.tsx';
import { resolveLazyMatches } from '../shopper/resolveLazyMatches.ts';
import { shopperRoutes } from '../shopper/routes.tsx';
import { routePaths } from './routePaths.ts';

/** Spec §2, verbatim (misspellings included), plus the corrected /special/qr alias. */
const SPEC_ROUTES = {
  shopper: [
    '/',
    '/profile',
    '/item',
    '/category',
    '/company',
    '/companies',
    '/chate',
    '/speical/qr',
    '/special/qr',
    '/__rd',
    '/app',
    '/t_app',
    '/logout',
    '/policy',
    '/*',
  ],
  merchant: ['/', '/products', '/profile', '/__rd', '/logout', '/policy', '/joinus', '/*'],
  admin: ['/', '/login', '/__rd', '/*'],
};

const leafId = (routes: RouteObject[], url: string) => matchRoutes(routes, url)?.at(-1)?.route.id;

describe.each([
  ['shopper', shopperRoutes],
  ['merchant', merchantRoutes],
  ['admin', adminRoutes],
] as const)('%s route table', (site, routes) => {
  it('answers every route of spec §2 (our own pages such as /cart come on top)', () => {
    expect(routePaths(routes)).toEqual(expect.arrayContaining(SPEC_ROUTES[site]));
  });

  it('sends unknown addresses to the catch-all route', () => {
    expect(leafId(routes, '/no/such/page')).toBe('not-found');
  });

  it('has an error element over every page', () => {
    const [root] = routes;
    expect(root?.errorElement).toBeTruthy();
  });
});

describe('merchant routes', () => {
  it.each([
    ['/', 'dashboard'],
    ['/products?q=xalca', 'products'],
    ['/delivery', 'delivery'],
    ['/earnings?kind=SALE&from=2026-11-01&page=2', 'earnings'],
    ['/orders?status=PLACED&page=2', 'orders'],
    ['/orders/0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f', 'order'],
    ['/orders/0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f/slip', 'packing-slip'],
    ['/profile', 'profile'],
  ])('%s → %s', (url, id) => {
    expect(leafId(merchantRoutes, url)).toBe(id);
  });
});

describe('admin routes', () => {
  it.each([
    ['/', 'dashboard'],
    ['/products?store=s1', 'products'],
    ['/orders?status=PLACED&store=s1&from=2026-01-01&overdue=true&page=2', 'orders'],
    ['/orders/0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f', 'order'],
    ['/audit-log', 'audit-log'],
    ['/payouts?q=xalca&available=true', 'payouts'],
  ])('%s → %s', (url, id) => {
    expect(leafId(adminRoutes, url)).toBe(id);
  });

  it('gives every sidebar section its page, Orders among them', () => {
    expect(ADMIN_SECTIONS.map((section) => section.path)).toContain('/orders');
    for (const section of ADMIN_SECTIONS) expect(leafId(adminRoutes, section.path)).not.toBe('not-found');
  });
});

describe('shopper routes', () => {
  it.each([
    ['/', 'home'],
    ['/item?name=xali&id=42', 'item'],
    ['/category?name=kilim&id=3', 'category'],
    ['/company?id=7', 'company'],
    ['/speical/qr?qrCode=abc', 'speical-qr'],
    ['/special/qr?qrCode=abc', 'special-qr'],
    ['/chate', 'chate'],
    ['/checkout', 'checkout'],
    ['/checkout/payment/0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f', 'checkout-payment'],
    ['/profile', 'profile'],
    ['/profile/orders?page=2', 'orders'],
    ['/profile/orders/0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f', 'order'],
    ['/t_app', 'redirect-t_app'],
  ])('%s → %s', (url, id) => {
    expect(leafId(shopperRoutes, url)).toBe(id);
  });

  it('makes the catch-all answer 404 through its loader when no store has that name', async () => {
    await resolveLazyMatches(shopperRoutes, '/missing');
    const catchAll = matchRoutes(shopperRoutes, '/missing')?.at(-1)?.route;
    const loader = catchAll?.loader;
    expect(typeof loader).toBe('function');
    const api = { companyIdByName: async () => ({ id: null, companyName: null }) };
    const thrown = await Promise.resolve()
      .then(() =>
        (loader as (args: unknown) => unknown)({
          request: new Request('http://localhost/missing'),
          params: {},
          context: { api },
        }),
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
