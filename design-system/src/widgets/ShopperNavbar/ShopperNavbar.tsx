import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { buttonVariants } from '../../primitives/Button/buttonVariants.ts';
import { isNavbarFixed } from '../../rules/navbar.ts';
import { useScrolledPast } from './useScrolledPast.ts';
import { Icon, MenuIcon, SearchIcon, ShoppingCartIcon, XIcon } from '../../primitives/Icon/index.ts';

export interface NavbarLink {
  href: string;
  label: string;
}

export interface ShopperNavbarProps {
  brand: string;
  brandHref?: string;
  /** Where the search form sends `?q=` (GET). */
  searchAction?: string;
  /** The current query, shown in the box on the results page. */
  searchQuery?: string;
  cartHref: string;
  /** Lines in the buyer's cart; null hides the number (logged out, or not known yet). */
  cartCount: number | null;
  /** The account corner (login button or profile link). */
  account: ReactNode;
  /** Main sections, in the bar from `lg` up and in the menu on smaller screens. */
  links: NavbarLink[];
  /** Extra controls at the end of the mobile menu (e.g. the language switch). */
  menuExtras?: ReactNode;
}

/** Above this many lines the badge reads "99+". */
const CART_BADGE_MAX = 99;
/** The round icon links of the toolbar (cart, menu); relative for the cart's count badge. */
const ROUND_ICON_LINK = 'relative size-10 min-h-0 rounded-full p-0 [&_svg]:size-6';

/**
 * The shopper site's header: brand, search, main links, cart with its count and the account
 * corner; a menu button on small screens. Past 200 px of scroll (spec §2) the bar is fixed to
 * the top: the outer box keeps its height, so the page below does not jump.
 */
export function ShopperNavbar({
  brand,
  brandHref = '/',
  searchAction = '/search',
  searchQuery,
  cartHref,
  cartCount,
  account,
  links,
  menuExtras,
}: ShopperNavbarProps) {
  const { t } = useTranslation();
  const fixed = useScrolledPast(isNavbarFixed);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const searchId = useId();
  const cartLabel =
    cartCount === null
      ? t('frame.navbar.cart')
      : cartCount > CART_BADGE_MAX
        ? t('frame.navbar.cartWithMany', { max: CART_BADGE_MAX })
        : t('frame.navbar.cartWithCount', { count: cartCount });

  return (
    <div data-slot="shopper-navbar" className="h-16">
      <header
        data-fixed={fixed}
        className={cn(
          'relative inset-x-0 top-0 z-40 border-b border-line bg-surface',
          'data-[fixed=true]:fixed data-[fixed=true]:shadow-md',
        )}
      >
        <div className="mx-auto flex h-16 w-full max-w-content items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
          <a href={brandHref} className="shrink-0 truncate font-display text-xl font-semibold text-brand-700 sm:text-2xl">
            {brand}
          </a>
          <nav aria-label={t('frame.navbar.sections')} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className={buttonVariants({ variant: 'ghost', size: 'sm', weight: 'medium' })}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <form role="search" action={searchAction} method="get" className="ms-auto hidden min-w-0 flex-1 sm:block sm:max-w-md">
            <label htmlFor={searchId} className="sr-only">
              {t('frame.navbar.searchLabel')}
            </label>
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-ink-muted ">
                <Icon icon={SearchIcon} size={5} />
              </span>
              <input
                id={searchId}
                type="search"
                name="q"
                defaultValue={searchQuery}
                maxLength={SEARCH_QUERY_MAX}
                placeholder={t('frame.navbar.searchPlaceholder')}
                className="h-10 w-full rounded-full border border-line-strong bg-paper pl-10 pr-4 text-base text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              />
            </div>
          </form>
          <div className="ms-auto flex shrink-0 items-center gap-1 sm:ms-0">
            <a
              href={cartHref}
              aria-label={cartLabel}
              className={cn(buttonVariants({ variant: 'ghost', shape: 'custom' }), ROUND_ICON_LINK)}
            >
              <Icon icon={ShoppingCartIcon} size={6} />
              {cartCount !== null && cartCount > 0 && (
                <span
                  aria-hidden="true"
                  data-slot="cart-count"
                  className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-brand-600 px-1 text-center text-xs font-semibold leading-5 text-white"
                >
                  {cartCount > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : cartCount}
                </span>
              )}
            </a>
            {account}
            <button
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={t(menuOpen ? 'frame.navbar.closeMenu' : 'frame.navbar.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
              className={cn(buttonVariants({ variant: 'ghost', shape: 'custom' }), ROUND_ICON_LINK, 'lg:hidden')}
            >
              <Icon icon={menuOpen ? XIcon : MenuIcon} size={6} />
            </button>
          </div>
        </div>
        <div
          id={menuId}
          hidden={!menuOpen}
          className="absolute inset-x-0 top-full border-b border-line bg-surface shadow-lg lg:hidden"
        >
          <div className="mx-auto flex w-full max-w-content flex-col gap-4 px-4 py-4 sm:px-6">
            <form role="search" action={searchAction} method="get" className="sm:hidden">
              <label className="flex flex-col gap-1 text-sm font-medium text-ink">
                {t('frame.navbar.searchLabel')}
                <input
                  type="search"
                  name="q"
                  defaultValue={searchQuery}
                  maxLength={SEARCH_QUERY_MAX}
                  placeholder={t('frame.navbar.searchPlaceholder')}
                  className="h-11 w-full rounded-full border border-line-strong bg-paper px-4 text-base font-normal text-ink placeholder:text-ink-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
                />
              </label>
            </form>
            <nav aria-label={t('frame.navbar.sections')}>
              <ul className="flex flex-col">
                {links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="block rounded-md px-2 py-3 text-base font-medium text-ink hover:bg-sunken">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {menuExtras}
          </div>
        </div>
      </header>
    </div>
  );
}
