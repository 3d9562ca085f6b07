import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PlaceholderPage } from '../pages/PlaceholderPage.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { ShopperLayout } from './ShopperLayout.tsx';
import { notFoundLoader } from './notFound.data.ts';
import { CategoryPage } from './pages/CategoryPage.tsx';
import { categoryLoader } from './pages/category.data.ts';
import { ChatPage } from './pages/ChatPage.tsx';
import { CompaniesPage } from './pages/CompaniesPage.tsx';
import { companiesLoader } from './pages/companies.data.ts';
import { CompanyPage } from './pages/CompanyPage.tsx';
import { companyLoader } from './pages/company.data.ts';
import { HomePage } from './pages/HomePage.tsx';
import { homeLoader } from './pages/home.data.ts';
import { InfoPage } from './pages/InfoPage.tsx';
import { INFO_TOPICS } from './pages/infoTopics.ts';
import { PolicyPage } from './pages/PolicyPage.tsx';
import { CartPage } from './pages/CartPage.tsx';
import { ItemPage } from './pages/ItemPage.tsx';
import { itemLoader } from './pages/item.data.ts';
import { ProfilePage } from './pages/ProfilePage.tsx';
import { QrPage } from './pages/QrPage.tsx';
import { SearchPage } from './pages/SearchPage.tsx';
import { searchLoader } from './pages/search.data.ts';
import { qrLoader } from './pages/qr.data.ts';
import { statusLoader } from './pages/status.data.ts';

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
          { id: 'home', index: true, loader: homeLoader, element: <HomePage /> },
          { id: 'profile', path: 'profile', element: <ProfilePage /> },
          { id: 'item', path: 'item', loader: itemLoader, element: <ItemPage /> },
          { id: 'cart', path: 'cart', element: <CartPage /> },
          { id: 'category', path: 'category', loader: categoryLoader, element: <CategoryPage /> },
          { id: 'company', path: 'company', loader: companyLoader, element: <CompanyPage /> },
          { id: 'companies', path: 'companies', loader: companiesLoader, element: <CompaniesPage /> },
          { id: 'chate', path: 'chate', element: <ChatPage /> },
          { id: 'search', path: 'search', loader: searchLoader, element: <SearchPage /> },
          { id: 'speical-qr', path: 'speical/qr', loader: qrLoader, element: <QrPage /> },
          { id: 'special-qr', path: 'special/qr', loader: qrLoader, element: <QrPage /> },
          ...REDIRECT_PATHS.map((path) => ({ id: `redirect-${path}`, path, element: <RedirectPage /> })),
          { id: 'policy', path: 'policy', element: <PolicyPage /> },
          // The footer's content pages (about, help, status…); the status page asks the backend.
          ...INFO_TOPICS.map((topic) => ({
            id: `info-${topic}`,
            path: topic,
            ...(topic === 'status' ? { loader: statusLoader } : {}),
            element: <InfoPage topic={topic} />,
          })),
          { id: 'not-found', path: '*', loader: notFoundLoader, element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
