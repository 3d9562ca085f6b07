import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SiteQueryProvider } from '../data/SiteQueryProvider.tsx';
import { adminRoutes } from './routes.tsx';

const router = createBrowserRouter(adminRoutes);

/** The admin site, client-rendered on `admin.*` hosts. */
export function App() {
  return (
    <SiteQueryProvider>
      <RouterProvider router={router} />
    </SiteQueryProvider>
  );
}
