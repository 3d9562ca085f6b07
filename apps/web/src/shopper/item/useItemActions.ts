import { createElement } from 'react';
import { isLoggedInToken, type Item } from '@marketplace/contract';
import type { AddToCartOutcome, PurchaseChoice } from '@marketplace/design-system';
import { isApiError } from '../../api/ApiError.ts';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { cartCalls } from '../../data/cartCalls.ts';
import { publishCartCount } from '../../data/cartCount.ts';
import { showToast } from '../frame/toasts.ts';
import { useShopperAccount } from '../ShopperAccount.tsx';
import { AddedToCartToast } from './AddedToCartToast.tsx';

const CART_HREF = '/cart';

/**
 * The item page's buyer actions (spec §6): adding to the cart or a custom order needs a token,
 * else the auth popup opens (remembering this page, to come back to it after signing in).
 * The add goes through the data layer's plain call, not a TanStack mutation: this hook is in the
 * product page's first load.
 */
export function useItemActions(item: Item) {
  const session = useStoredSession();
  const { openLogin } = useShopperAccount();
  const loggedIn = isLoggedInToken(session.token);

  const addToCart = async (choice: PurchaseChoice): Promise<AddToCartOutcome> => {
    if (!loggedIn) {
      openLogin();
      return 'skipped';
    }
    try {
      const answer = await cartCalls.add({ itemId: item.id, ...choice });
      // The navbar here and in the buyer's other tabs shows the new count at once.
      publishCartCount(answer.count);
      showToast('success', createElement(AddedToCartToast, { cartHref: CART_HREF }));
      return 'added';
    } catch (error) {
      // A session ended elsewhere: sign in again instead of showing an error.
      if (isApiError(error) && error.status === 401) {
        openLogin();
        return 'skipped';
      }
      throw error;
    }
  };

  const customOrder = () => {
    if (!loggedIn) openLogin();
  };

  return {
    addToCart,
    customOrder,
    // The custom-order chat (POST /direct/v1/getItemContact) is not served yet: signed-in buyers see why the button waits.
    customOrderState: loggedIn ? ('unavailable' as const) : ('available' as const),
  };
}
