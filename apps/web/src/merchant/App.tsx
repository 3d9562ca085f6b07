import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SiteQueryProvider } from '../data/SiteQueryProvider.tsx';
import { merchantRoutes } from './routes.tsx';

const router = createBrowserRouter(merchantRoutes);

/** The merchant (seller) panel, client-rendered on `merchant.*` hosts. */
export function App() {
  return (
    <SiteQueryProvider>
      <RouterProvider router={router} />
    </SiteQueryProvider>
  );
}
