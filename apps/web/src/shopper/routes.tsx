import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PlaceholderPage } from '../pages/PlaceholderPage.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { ShopperLayout } from './ShopperLayout.tsx';
import { notFoundLoader } from './notFound.data.ts';
import { QrPage } from './pages/QrPage.tsx';
import { qrLoader } from './pages/qr.data.ts';

/** Spec §2 "/__rd, /app, /t_app, /logout": one redirect page under four addresses. */
const REDIRECT_PATHS = ['__rd', 'app', 't_app', 'logout'] as const;

/** Every shopper route of spec §2 (spec spellings kept: /chate, /speical/qr). */
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
          { id: 'home', index: true, element: <PlaceholderPage page="home" /> },
          { id: 'profile', path: 'profile', element: <PlaceholderPage page="profile" /> },
          { id: 'item', path: 'item', element: <PlaceholderPage page="item" /> },
          { id: 'category', path: 'category', element: <PlaceholderPage page="category" /> },
          { id: 'company', path: 'company', element: <PlaceholderPage page="company" /> },
          { id: 'companies', path: 'companies', element: <PlaceholderPage page="companies" /> },
          { id: 'chate', path: 'chate', element: <PlaceholderPage page="chat" /> },
          { id: 'speical-qr', path: 'speical/qr', loader: qrLoader, element: <QrPage /> },
          { id: 'special-qr', path: 'special/qr', loader: qrLoader, element: <QrPage /> },
          ...REDIRECT_PATHS.map((path) => ({ id: `redirect-${path}`, path, element: <RedirectPage /> })),
          { id: 'policy', path: 'policy', element: <PlaceholderPage page="policy" /> },
          { id: 'not-found', path: '*', loader: notFoundLoader, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
