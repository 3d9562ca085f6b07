import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../primitives/Button/index.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { NavDrawer } from '../PanelShell/NavDrawer.tsx';
import { SidebarNav } from '../PanelShell/SidebarNav.tsx';
import { useMaybeControlled } from '../PanelShell/useMaybeControlled.ts';
import type { AdminNavItem } from './types.ts';
import { Icon, LogOutIcon, MenuIcon } from '../../primitives/Icon/index.ts';

export interface AdminShellProps {
  brand: string;
  brandHref: string;
  navItems: readonly AdminNavItem[];
  /** The signed-in admin's name (or e-mail); empty while it is being read. */
  adminName: string;
  onLogout: () => void;
  /** Controls in the top bar before the admin's name (the language switcher). */
  actions?: ReactNode;
  /** The logout is on its way: the button shows it and takes no second click. */
  loggingOut?: boolean;
  /** Phones: the sidebar as a drawer. Controlled when given. */
  drawerOpen?: boolean;
  defaultDrawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * The admin site's frame: a narrow sidebar with the sections (a drawer below `lg`) and a compact
 * top bar with the signed-in admin and log out, over a full-width work area for dense tables.
 */
export function AdminShell(props: AdminShellProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useMaybeControlled(
    props.drawerOpen,
    props.defaultDrawerOpen ?? false,
    props.onDrawerOpenChange,
  );

  const brandLink = (
    <a
      href={props.brandHref}
      className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-focus"
    >
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-md bg-neutral-800 font-display text-base font-semibold text-white"
      >
        {props.brand.slice(0, 1)}
      </span>
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate font-display text-base font-semibold text-ink">{props.brand}</span>
        <span className="truncate text-xs text-ink-muted">{t('shell.adminPanel')}</span>
      </span>
    </a>
  );

  return (
    <div data-slot="admin-shell" className="flex min-h-screen bg-paper">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm font-semibold focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('shell.skipToContent')}
      </a>
      <aside
        data-slot="admin-sidebar"
        className="sticky top-0 hidden h-screen w-56 shrink-0 flex-col gap-4 overflow-y-auto border-e border-line bg-surface px-3 py-3 lg:flex"
      >
        <div className="flex h-10 items-center px-1">{brandLink}</div>
        <SidebarNav items={props.navItems} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="admin-topbar"
          className="sticky top-0 z-30 flex min-h-12 items-center gap-3 border-b border-line bg-surface/95 px-3 py-1.5 backdrop-blur sm:px-4"
        >
          <span className="flex lg:hidden">
            <NavDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              brand={brandLink}
              trigger={
                <IconButton aria-label={t('shell.openSidebar')} size="sm">
                  <Icon icon={MenuIcon} />
                </IconButton>
              }
            >
              <SidebarNav items={props.navItems} onNavigate={() => setDrawerOpen(false)} />
            </NavDrawer>
          </span>
          <span className="min-w-0 flex-1" />
          {props.actions}
          <span data-slot="admin-name" className="flex min-w-0 items-center gap-2 text-sm text-ink">
            <span className="text-ink-muted max-sm:sr-only">{t('admin.shell.signedInAs')}</span>
            <span className="max-w-56 truncate font-medium">{props.adminName}</span>
          </span>
          <Button variant="outline" size="sm" onClick={props.onLogout} isLoading={props.loggingOut} className="shrink-0">
            <Icon icon={LogOutIcon} />
            {t('shell.nav.logout')}
          </Button>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {props.children}
        </main>
      </div>
    </div>
  );
}
