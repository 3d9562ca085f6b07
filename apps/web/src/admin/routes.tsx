import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PageLoading } from '../pages/PageLoading.tsx';
import { PlaceholderPage } from '../pages/PlaceholderPage.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { AdminGuard } from './AdminGuard.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminLoginPage } from './pages/AdminLoginPage.tsx';

/** Every admin-host route of spec §2. */
export const adminRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <AdminLayout />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        id: 'pages',
        errorElement: <RouteErrorPage />,
        children: [
          {
            id: 'admin-guard',
            element: <AdminGuard />,
            children: [{ id: 'dashboard', index: true, element: <PlaceholderPage page="admin.dashboard" /> }],
          },
          { id: 'login', path: 'login', element: <AdminLoginPage /> },
          { id: 'redirect-__rd', path: '__rd', element: <RedirectPage /> },
          { id: 'not-found', path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
