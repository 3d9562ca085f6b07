import { useId, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@marketplace/design-system';

const NAV_ITEMS = [
  { to: '/', key: 'shell.nav.home', end: true },
  { to: '/profile', key: 'shell.nav.profile', end: false },
  { to: '/products', key: 'shell.nav.products', end: false },
  { to: '/logout', key: 'shell.nav.logout', end: false },
] as const;

/** The seller panel frame (spec §2): sidebar with home, profile, products, log out; a top bar with the toggle. */
export function MerchantLayout() {
  const { t } = useTranslation();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const sidebarId = useId();

  return (
    <div className="flex min-h-screen flex-col bg-paper">
      <header className="flex h-14 items-center gap-3 border-b border-line bg-surface px-4">
        <button
          type="button"
          aria-controls={sidebarId}
          aria-expanded={sidebarOpen}
          onClick={() => setSidebarOpen((open) => !open)}
          className="whitespace-nowrap rounded-md border border-line px-3 py-1.5 text-sm font-medium text-ink hover:bg-sunken lg:hidden"
        >
          {sidebarOpen ? t('shell.closeSidebar') : t('shell.openSidebar')}
        </button>
        <Link to="/" className="truncate font-display text-xl font-semibold text-brand-700">
          {t('shell.brand')}
        </Link>
        <span className="hidden text-sm text-ink-muted sm:inline">{t('shell.merchantPanel')}</span>
        <Link to="/profile" className="ml-auto text-sm font-medium text-caspian-700 hover:underline">
          {t('shell.nav.profile')}
        </Link>
      </header>
      <div className="relative flex flex-1">
        {/* Beside the page on wide screens; over it, under the top bar, on narrow ones. */}
        <nav
          id={sidebarId}
          aria-label={t('shell.nav.label')}
          className={cn(
            'w-60 shrink-0 flex-col border-r border-line bg-surface p-4 lg:static lg:flex lg:shadow-none',
            sidebarOpen ? 'absolute inset-y-0 left-0 z-30 flex shadow-lg' : 'hidden',
          )}
        >
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  onClick={() => setSidebarOpen(false)}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm font-medium hover:bg-sunken',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink',
                    )
                  }
                >
                  {t(item.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
