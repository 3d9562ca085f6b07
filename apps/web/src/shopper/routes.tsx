import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { ShopperLayout } from './ShopperLayout.tsx';
import { INFO_TOPICS } from './pages/infoTopics.ts';

/** Spec §2 "/__rd, /app, /t_app, /logout": one redirect page under four addresses. */
const REDIRECT_PATHS = ['__rd', 'app', 't_app', 'logout'] as const;

/**
 * A route's lazy modules by their source paths (the keys of the client build's manifest): the
 * server has the browser import their files side by side with the entry, so the matched routes
 * are loaded when hydration starts (routePlan.ts). A module left out here still loads, later.
 */
const planned = (...paths: string[]) => ({
  modules: paths.map((relative) => new URL(relative, 'file:///src/shopper/').pathname.slice(1)),
});

/** The product page's code; product links load it ahead of a click (productPrefetch). */
export const loadItemPage = () => import('./pages/ItemPage.tsx');

// A new object per route: React Router clears each lazy property it has loaded.
const qrPage = () => ({
  lazy: {
    loader: async () => (await import('./pages/qr.data.ts')).qrLoader,
    Component: async () => (await import('./pages/QrPage.tsx')).QrPage,
  },
  handle: planned('./pages/qr.data.ts', './pages/QrPage.tsx'),
});
// Not planned: the back-office imports this page statically, so it shares a chunk with no manifest key of its own.
const redirectPage = () => ({
  lazy: { Component: async () => (await import('../pages/RedirectPage.tsx')).RedirectPage },
});

/**
 * Every shopper route of spec §2 (spec spellings kept: /chate, /speical/qr). Each page's
 * component and loader are chunks of their own (`lazy`, fetched side by side): a page loads only
 * its own code, the server's HTML already carries its data. The layout, the error page and the
 * not-found page are never lazy: they must render even when a page chunk fails to load.
 */
export const shopperRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <ShopperLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Pathless: errors of a page render inside the layout.
        id: 'pages',
        errorElement: <RouteErrorPage />,
        children: [
          {
            id: 'home',
            index: true,
            lazy: {
              loader: async () => (await import('./pages/home.data.ts')).homeLoader,
              Component: async () => (await import('./pages/HomePage.tsx')).HomePage,
            },
            handle: planned('./pages/home.data.ts', './pages/HomePage.tsx'),
          },
          {
            id: 'profile',
            path: 'profile',
            lazy: { Component: async () => (await import('./pages/ProfilePage.tsx')).ProfilePage },
            handle: planned('./pages/ProfilePage.tsx'),
          },
          {
            id: 'item',
            path: 'item',
            lazy: {
              loader: async () => (await import('./pages/item.data.ts')).itemLoader,
              Component: async () => (await loadItemPage()).ItemPage,
            },
            handle: planned('./pages/item.data.ts', './pages/ItemPage.tsx'),
          },
          {
            id: 'cart',
            path: 'cart',
            lazy: { Component: async () => (await import('./pages/CartPage.tsx')).CartPage },
            handle: planned('./pages/CartPage.tsx'),
          },
          {
            id: 'checkout',
            path: 'checkout',
            lazy: { Component: async () => (await import('./pages/CheckoutPage.tsx')).CheckoutPage },
            handle: planned('./pages/CheckoutPage.tsx'),
          },
          {
            // paymentReturnPath: where a card payment's gateway brings the buyer back.
            id: 'checkout-payment',
            path: 'checkout/payment/:paymentId',
            lazy: { Component: async () => (await import('./pages/PaymentReturnPage.tsx')).PaymentReturnPage },
            handle: planned('./pages/PaymentReturnPage.tsx'),
          },
          {
            // The test gateway's hosted page (404 while the gateway is off: the loader says so).
            id: 'test-gateway',
            path: 'test-gateway/:sessionId',
            lazy: {
              loader: async () => (await import('./pages/testGateway.data.ts')).testGatewayLoader,
              Component: async () => (await import('./pages/TestGatewaySessionPage.tsx')).TestGatewaySessionPage,
            },
            handle: planned('./pages/testGateway.data.ts', './pages/TestGatewaySessionPage.tsx'),
          },
          {
            // profile/favourites and profile/following (profile/orders, a static path, ranks first).
            id: 'favourites',
            path: 'profile/:list',
            lazy: { Component: async () => (await import('./pages/FavouritesPage.tsx')).FavouritesPage },
            handle: planned('./pages/FavouritesPage.tsx'),
          },
          {
            id: 'orders',
            path: 'profile/orders',
            lazy: { Component: async () => (await import('./pages/OrdersPage.tsx')).OrdersPage },
            handle: planned('./pages/OrdersPage.tsx'),
          },
          {
            id: 'order',
            path: 'profile/orders/:orderId',
            lazy: { Component: async () => (await import('./pages/OrdersPage.tsx')).OrdersPage },
            handle: planned('./pages/OrdersPage.tsx'),
          },
          {
            id: 'category',
            path: 'category',
            lazy: {
              loader: async () => (await import('./pages/category.data.ts')).categoryLoader,
              Component: async () => (await import('./pages/CategoryPage.tsx')).CategoryPage,
            },
            handle: planned('./pages/category.data.ts', './pages/CategoryPage.tsx'),
          },
          {
            id: 'company',
            path: 'company',
            lazy: {
              loader: async () => (await import('./pages/company.data.ts')).companyLoader,
              Component: async () => (await import('./pages/CompanyPage.tsx')).CompanyPage,
            },
            handle: planned('./pages/company.data.ts', './pages/CompanyPage.tsx'),
          },
          {
            id: 'companies',
            path: 'companies',
            lazy: {
              loader: async () => (await import('./pages/companies.data.ts')).companiesLoader,
              Component: async () => (await import('./pages/CompaniesPage.tsx')).CompaniesPage,
            },
            handle: planned('./pages/companies.data.ts', './pages/CompaniesPage.tsx'),
          },
          {
            id: 'chate',
            path: 'chate',
            lazy: { Component: async () => (await import('./pages/ChatPage.tsx')).ChatPage },
            handle: planned('./pages/ChatPage.tsx'),
          },
          {
            id: 'search',
            path: 'search',
            lazy: {
              loader: async () => (await import('./pages/search.data.ts')).searchLoader,
              Component: async () => (await import('./pages/SearchPage.tsx')).SearchPage,
            },
            handle: planned('./pages/search.data.ts', './pages/SearchPage.tsx'),
          },
          { id: 'speical-qr', path: 'speical/qr', ...qrPage() },
          { id: 'special-qr', path: 'special/qr', ...qrPage() },
          ...REDIRECT_PATHS.map((path) => ({ id: `redirect-${path}`, path, ...redirectPage() })),
          {
            id: 'policy',
            path: 'policy',
            lazy: { Component: async () => (await import('./pages/PolicyPage.tsx')).PolicyPage },
            handle: planned('./pages/PolicyPage.tsx'),
          },
          // The footer's content pages (about, help, status…); the status page asks the backend.
          ...INFO_TOPICS.map((topic) => ({
            id: `info-${topic}`,
            path: topic,
            lazy: {
              ...(topic === 'status' ? { loader: async () => (await import('./pages/status.data.ts')).statusLoader } : {}),
              element: async () => {
                const { InfoPage } = await import('./pages/InfoPage.tsx');
                return <InfoPage topic={topic} />;
              },
            },
            handle:
              topic === 'status' ? planned('./pages/status.data.ts', './pages/InfoPage.tsx') : planned('./pages/InfoPage.tsx'),
          })),
          // The page is eager (a 404 must render even when no chunk loads); the loader looks up store vanity addresses.
          {
            id: 'not-found',
            path: '*',
            lazy: { loader: async () => (await import('./notFound.data.ts')).notFoundLoader },
            handle: planned('./notFound.data.ts'),
            element: <NotFoundPage />,
          },
        ],
      },
    ],
  },
];
