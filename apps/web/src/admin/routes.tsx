import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PageLoading } from '../pages/PageLoading.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { AdminGuard } from './AdminGuard.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { AdminPublicLayout } from './AdminPublicLayout.tsx';
import { AdminLoginPage } from './pages/AdminLoginPage.tsx';
import { ADMIN_HOME } from './sections.ts';

/** Every admin-host route of spec §2; `/` is the panel, its sections one address each. */
export const adminRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        id: 'admin-guard',
        element: <AdminGuard />,
        children: [
          {
            id: 'panel',
            element: <AdminLayout />,
            children: [
              {
                id: 'panel-pages',
                errorElement: <RouteErrorPage />,
                children: [
                  { id: 'dashboard', index: true, element: <Navigate to={ADMIN_HOME} replace /> },
                  {
                    id: 'products',
                    path: 'products',
                    lazy: { Component: async () => (await import('./routes/products/ProductsPage.tsx')).ProductsPage },
                  },
                  {
                    id: 'orders',
                    path: 'orders',
                    lazy: { Component: async () => (await import('./routes/orders/OrdersPage.tsx')).OrdersPage },
                  },
                  {
                    id: 'order',
                    path: 'orders/:orderId',
                    lazy: { Component: async () => (await import('./routes/orders/OrderPage.tsx')).OrderPage },
                  },
                  {
                    id: 'reviews',
                    path: 'reviews',
                    lazy: { Component: async () => (await import('./routes/reviews/ReviewsPage.tsx')).ReviewsPage },
                  },
                  {
                    id: 'promotions',
                    path: 'promotions',
                    lazy: { Component: async () => (await import('./routes/promotions/PromotionsPage.tsx')).PromotionsPage },
                  },
                  {
                    id: 'categories',
                    path: 'categories',
                    lazy: { Component: async () => (await import('./routes/categories/CategoriesPage.tsx')).CategoriesPage },
                  },
                  {
                    id: 'partners',
                    path: 'partners',
                    lazy: { Component: async () => (await import('./routes/partners/PartnersPage.tsx')).PartnersPage },
                  },
                  {
                    id: 'users',
                    path: 'users',
                    lazy: { Component: async () => (await import('./routes/users/UsersPage.tsx')).UsersPage },
                  },
                  {
                    id: 'support',
                    path: 'support',
                    lazy: { Component: async () => (await import('./routes/support/SupportInboxPage.tsx')).SupportInboxPage },
                  },
                  {
                    id: 'support-help',
                    path: 'support/help',
                    lazy: { Component: async () => (await import('./routes/support/HelpRequestsPage.tsx')).HelpRequestsPage },
                  },
                  {
                    id: 'notifications',
                    path: 'notifications',
                    lazy: {
                      Component: async () => (await import('./routes/notifications/NotificationsPage.tsx')).NotificationsPage,
                    },
                  },
                  {
                    id: 'payment-methods',
                    path: 'payment-methods',
                    lazy: {
                      Component: async () => (await import('./routes/payments/PaymentMethodsPage.tsx')).PaymentMethodsPage,
                    },
                  },
                  {
                    id: 'coupons',
                    path: 'coupons',
                    lazy: { Component: async () => (await import('./routes/coupons/CouponsPage.tsx')).CouponsPage },
                  },
                  {
                    id: 'statistics',
                    path: 'statistics',
                    lazy: { Component: async () => (await import('./routes/statistics/StatisticsPage.tsx')).StatisticsPage },
                  },
                  {
                    id: 'payouts',
                    path: 'payouts',
                    lazy: { Component: async () => (await import('./routes/payouts/PayoutsPage.tsx')).PayoutsPage },
                  },
                  {
                    id: 'audit-log',
                    path: 'audit-log',
                    lazy: { Component: async () => (await import('./routes/audit-log/AuditLogPage.tsx')).AuditLogPage },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'public',
        element: <AdminPublicLayout />,
        children: [
          {
            id: 'public-pages',
            errorElement: <RouteErrorPage />,
            children: [
              { id: 'login', path: 'login', element: <AdminLoginPage /> },
              { id: 'redirect-__rd', path: '__rd', element: <RedirectPage /> },
              { id: 'not-found', path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
