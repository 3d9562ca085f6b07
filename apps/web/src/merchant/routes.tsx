import type { RouteObject } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { PageLoading } from '../pages/PageLoading.tsx';
import { RedirectPage } from '../pages/RedirectPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { MerchantAuthGuard } from './MerchantAuthGuard.tsx';
import { MerchantLayout } from './MerchantLayout.tsx';

/** Every merchant-host route of spec §2. The panel pages share the sidebar layout. */
export const merchantRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    errorElement: <RouteErrorPage />,
    HydrateFallback: PageLoading,
    children: [
      {
        // Only a signed-in seller sees the panel; everyone else gets the auth popup.
        id: 'panel-guard',
        element: <MerchantAuthGuard />,
        children: [
          {
            id: 'panel',
            element: <MerchantLayout />,
            children: [
              {
                id: 'panel-pages',
                errorElement: <RouteErrorPage />,
                children: [
                  {
                    id: 'dashboard',
                    index: true,
                    lazy: { Component: async () => (await import('./routes/dashboard/DashboardPage.tsx')).DashboardPage },
                  },
                  {
                    id: 'products',
                    path: 'products',
                    lazy: { Component: async () => (await import('./routes/products/ProductsPage.tsx')).ProductsPage },
                  },
                  {
                    id: 'products-csv',
                    path: 'products/csv',
                    lazy: { Component: async () => (await import('./routes/products/ProductsCsvPage.tsx')).ProductsCsvPage },
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
                    id: 'packing-slip',
                    path: 'orders/:orderId/slip',
                    lazy: { Component: async () => (await import('./routes/orders/PackingSlipPage.tsx')).PackingSlipPage },
                  },
                  {
                    id: 'statistics',
                    path: 'statistics',
                    lazy: { Component: async () => (await import('./routes/statistics/StatisticsPage.tsx')).StatisticsPage },
                  },
                  {
                    id: 'coupons',
                    path: 'coupons',
                    lazy: { Component: async () => (await import('./routes/coupons/CouponsPage.tsx')).CouponsPage },
                  },
                  {
                    id: 'earnings',
                    path: 'earnings',
                    lazy: { Component: async () => (await import('./routes/earnings/EarningsPage.tsx')).EarningsPage },
                  },
                  {
                    id: 'promotions',
                    path: 'promotions',
                    lazy: { Component: async () => (await import('./routes/promotions/PromotionsPage.tsx')).PromotionsPage },
                  },
                  {
                    id: 'reviews',
                    path: 'reviews',
                    lazy: { Component: async () => (await import('./routes/reviews/ReviewsPage.tsx')).ReviewsPage },
                  },
                  {
                    id: 'delivery',
                    path: 'delivery',
                    lazy: { Component: async () => (await import('./routes/delivery/DeliveryPage.tsx')).DeliveryPage },
                  },
                  {
                    id: 'profile',
                    path: 'profile',
                    lazy: { Component: async () => (await import('./routes/profile/ProfilePage.tsx')).ProfilePage },
                  },
                  {
                    id: 'messages',
                    path: 'messages',
                    lazy: { Component: async () => (await import('./routes/messages/MessagesPage.tsx')).MessagesPage },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        id: 'joinus',
        path: 'joinus',
        lazy: { Component: async () => (await import('./routes/joinus/JoinUsPage.tsx')).JoinUsPage },
      },
      {
        // The shopper's policy page: the same terms on both hosts, from one module (it uses nothing shopper-only).
        id: 'policy',
        path: 'policy',
        lazy: { Component: async () => (await import('../shopper/pages/PolicyPage.tsx')).PolicyPage },
      },
      { id: 'redirect-__rd', path: '__rd', element: <RedirectPage /> },
      { id: 'redirect-logout', path: 'logout', element: <RedirectPage /> },
      { id: 'not-found', path: '*', element: <NotFoundPage /> },
    ],
  },
];
