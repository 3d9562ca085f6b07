import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { NavDrawer } from '../PanelShell/NavDrawer.tsx';
import { SidebarNav } from '../PanelShell/SidebarNav.tsx';
import { useMaybeControlled } from '../PanelShell/useMaybeControlled.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { ShellSearch } from './ShellSearch.tsx';
import type { MerchantBreadcrumb, MerchantNavItem } from './types.ts';
import { Icon, MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from '../../primitives/Icon/index.ts';

export interface MerchantShellProfile {
  href: string;
  /** The store's name, else the seller's; shown beside the avatar from `md` up. */
  name: string;
  image?: string;
}

export interface MerchantShellProps {
  brand: string;
  brandHref: string;
  navItems: readonly MerchantNavItem[];
  breadcrumbs: readonly MerchantBreadcrumb[];
  /** The search box's target: the seller's product list (it takes `q`). */
  searchAction: string;
  searchQuery?: string;
  onSearch?: (query: string) => void;
  profile: MerchantShellProfile;
  /** Controls in the top bar before the profile link (the notification bell). */
  actions?: ReactNode;
  /** Desktop: the sidebar narrowed to its icons. Controlled when given. */
  sidebarCollapsed?: boolean;
  defaultSidebarCollapsed?: boolean;
  onSidebarCollapsedChange?: (collapsed: boolean) => void;
  /** Phones: the sidebar as a drawer. Controlled when given. */
  drawerOpen?: boolean;
  defaultDrawerOpen?: boolean;
  onDrawerOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** The first letter of a name, upper-cased the way the reader's language does it (i → İ in Azerbaijani). */
function initialOf(name: string, language: string): string {
  const [first = ''] = Array.from(name.trim());
  return first.toLocaleUpperCase(language);
}

/**
 * The seller panel's frame (spec §2): sidebar with home, profile, products and log out
 * (collapsible from `lg` up, a drawer below), and a top bar with the sidebar toggle,
 * breadcrumbs, the search over the seller's own products and the profile link.
 */
export function MerchantShell(props: MerchantShellProps) {
  const { t, i18n } = useTranslation();
  const sidebarId = useId();
  const [collapsed, setCollapsed] = useMaybeControlled(
    props.sidebarCollapsed,
    props.defaultSidebarCollapsed ?? false,
    props.onSidebarCollapsedChange,
  );
  const [drawerOpen, setDrawerOpen] = useMaybeControlled(
    props.drawerOpen,
    props.defaultDrawerOpen ?? false,
    props.onDrawerOpenChange,
  );

  const brandLink = (short: boolean) => (
    <a
      href={props.brandHref}
      className="flex min-w-0 items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-focus"
    >
      <span
        aria-hidden="true"
        className="grid size-9 shrink-0 place-items-center rounded-md bg-brand-600 font-display text-lg font-semibold text-white"
      >
        {props.brand.slice(0, 1)}
      </span>
      <span className={cn('flex min-w-0 flex-col leading-tight', short && 'sr-only')}>
        <span className="truncate font-display text-lg font-semibold text-brand-700">{props.brand}</span>
        <span className="truncate text-xs text-ink-muted">{t('shell.merchantPanel')}</span>
      </span>
    </a>
  );

  return (
    <div data-slot="merchant-shell" data-sidebar={collapsed ? 'collapsed' : 'expanded'} className="flex min-h-screen bg-paper">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm font-semibold focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t('shell.skipToContent')}
      </a>
      <aside
        id={sidebarId}
        data-slot="merchant-sidebar"
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 flex-col gap-4 overflow-y-auto border-e border-line bg-surface py-4 transition-[width] motion-reduce:transition-none lg:flex',
          collapsed ? 'w-18 px-2' : 'w-64 px-4',
        )}
      >
        <div className={cn('flex h-10 items-center', collapsed && 'justify-center')}>{brandLink(collapsed)}</div>
        <SidebarNav items={props.navItems} collapsed={collapsed} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header
          data-slot="merchant-topbar"
          className="sticky top-0 z-30 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-line bg-surface/95 px-3 py-2 backdrop-blur sm:px-4 lg:min-h-16"
        >
          {/* One toggle per width: the drawer below `lg`, collapsing the sidebar from `lg` up. */}
          <span className="flex lg:hidden">
            <NavDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              brand={brandLink(false)}
              trigger={
                <IconButton aria-label={t('shell.openSidebar')}>
                  <Icon icon={MenuIcon} size={5} />
                </IconButton>
              }
            >
              <SidebarNav items={props.navItems} onNavigate={() => setDrawerOpen(false)} />
            </NavDrawer>
          </span>
          <span className="hidden lg:flex">
            <IconButton
              aria-label={collapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar')}
              aria-controls={sidebarId}
              aria-expanded={!collapsed}
              onClick={() => setCollapsed(!collapsed)}
            >
              <Icon icon={collapsed ? PanelLeftOpenIcon : PanelLeftCloseIcon} size={5} />
            </IconButton>
          </span>
          <Breadcrumbs items={props.breadcrumbs} className="order-last w-full md:order-none md:w-auto md:flex-1" />
          <ShellSearch
            action={props.searchAction}
            query={props.searchQuery}
            onSearch={props.onSearch}
            className="flex-1 md:max-w-xs md:flex-none lg:w-80 lg:max-w-none"
          />
          {props.actions}
          <a
            href={props.profile.href}
            data-slot="profile-link"
            aria-label={props.profile.name ? t('shell.profileLinkNamed', { name: props.profile.name }) : t('shell.profileLink')}
            className="flex shrink-0 items-center gap-2 rounded-full py-1 pe-1 text-sm font-medium text-ink hover:bg-sunken focus-visible:outline-2 focus-visible:outline-focus md:pe-3"
          >
            {props.profile.image ? (
              <Image
                src={props.profile.image}
                alt=""
                width={64}
                height={64}
                aspectRatio={1}
                className="size-8 shrink-0 rounded-full border border-line"
              />
            ) : (
              // No store photo yet: the name's first letter, as the brand mark does, not an empty circle.
              // Drawn from an attribute so the letter stays out of the link's text (its name is the label).
              <span
                aria-hidden="true"
                data-slot="profile-initial"
                data-initial={initialOf(props.profile.name, i18n.language)}
                className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800 before:content-[attr(data-initial)]"
              />
            )}
            <span className="max-w-40 truncate max-md:sr-only">{props.profile.name || t('shell.profileLink')}</span>
          </a>
        </header>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 focus:outline-none">
          {props.children}
        </main>
      </div>
    </div>
  );
}
