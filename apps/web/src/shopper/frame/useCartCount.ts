import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { useSharedCartCount } from '../../data/cartCount.ts';

/**
 * Units in the buyer's cart for the navbar, read after hydration (the server renders no count)
 * and updated at once by every cart change in this tab or another tab of this browser.
 * Null when logged out, for sellers and admins (they have no cart), or when the read fails.
 */
export function useCartCount(): number | null {
  const { token, accountType } = useStoredSession();
  const hasCart = isLoggedInToken(token) && (accountType === null || accountType === ACCOUNT_TYPE.CLIENT);
  return useSharedCartCount(hasCart, token);
}
