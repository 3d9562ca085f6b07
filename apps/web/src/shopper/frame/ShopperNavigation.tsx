import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ShopperNavbar, type NavbarLink } from '@marketplace/design-system';
import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { ShopperAccountCorner } from '../ShopperAccountCorner.tsx';
import { ShopperBellSlot } from './ShopperBellSlot.tsx';
import { ShopperLanguageSwitcher } from './ShopperLanguageSwitcher.tsx';
import { useCartCount } from './useCartCount.ts';

/** The navbar of every shopper page, wired to the session, the cart count and the search page. */
export function ShopperNavigation() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const cartCount = useCartCount();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const session = useStoredSession();
  const merchantBase = config.merchantUrl.replace(/\/+$/, '');
  // A signed-in seller already sells: the link leads to their panel, not to the sign-up page.
  const seller = isLoggedInToken(session.token) && session.accountType === ACCOUNT_TYPE.MERCHANT;
  const links: NavbarLink[] = [
    { href: '/', label: t('frame.navbar.links.home') },
    { href: '/companies', label: t('frame.navbar.links.stores') },
    { href: '/help', label: t('frame.navbar.links.help') },
    seller
      ? { href: `${merchantBase}/`, label: t('frame.navbar.links.sellerPanel') }
      : { href: `${merchantBase}/joinus`, label: t('frame.navbar.links.sell') },
  ];
  return (
    <ShopperNavbar
      // A new query on the results page refills the box.
      key={pathname === '/search' ? (params.get('q') ?? '') : 'search'}
      brand={t('shell.brand')}
      searchQuery={pathname === '/search' ? (params.get('q') ?? undefined) : undefined}
      cartHref="/cart"
      cartCount={cartCount}
      account={
        <>
          <ShopperBellSlot />
          <ShopperAccountCorner />
        </>
      }
      links={links}
      menuExtras={<ShopperLanguageSwitcher />}
    />
  );
}
