import { createElement, useEffect, useState } from 'react';
import { ACCOUNT_TYPE, isLoggedInToken, type Item } from '@marketplace/contract';
import type { AddToCartOutcome, PurchaseChoice } from '@marketplace/design-system';
import { isApiError } from '../../api/ApiError.ts';
import { readSession } from '../../auth/sessionStore.ts';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { cartCalls } from '../../data/cartCalls.ts';
import { publishCartCount } from '../../data/cartCount.ts';
import { showToast } from '../frame/toasts.ts';
import { takePendingCartAdd } from '../takePendingCartAdd.ts';
import { useShopperAccount } from '../ShopperAccount.tsx';
import { AddedToCartToast } from './AddedToCartToast.tsx';
import { AddFailedToast } from './AddFailedToast.tsx';

const CART_HREF = '/cart';

async function addAndConfirm(itemId: string, choice: PurchaseChoice): Promise<void> {
  const answer = await cartCalls.add({ itemId, ...choice });
  // The navbar here and in the buyer's other tabs shows the new count at once.
  publishCartCount(answer.count);
  showToast('success', createElement(AddedToCartToast, { cartHref: CART_HREF }));
}

/**
 * The item page's add to cart (spec §6): it needs a token, else the auth popup opens (remembering
 * this page, to come back to it after signing in, and the guest's choice, added once they are
 * back signed in). The custom order is useCustomOrderPanel's.
 * The add goes through the data layer's plain call, not a TanStack mutation: this hook is in the
 * product page's first load.
 */
export function useItemActions(item: Item) {
  const session = useStoredSession();
  const { openLogin } = useShopperAccount();
  const loggedIn = isLoggedInToken(session.token);
  /** The choice the guest made before signing in, shown again in the panel as it is added. */
  const [resumedChoice, setResumedChoice] = useState<PurchaseChoice | null>(null);

  const addToCart = async (choice: PurchaseChoice): Promise<AddToCartOutcome> => {
    if (!loggedIn) {
      openLogin({ cartAdd: { itemId: item.id, choice } });
      return 'skipped';
    }
    try {
      await addAndConfirm(item.id, choice);
      return 'added';
    } catch (error) {
      // A session ended elsewhere: sign in again (and add then) instead of showing an error.
      if (isApiError(error) && error.status === 401) {
        openLogin({ cartAdd: { itemId: item.id, choice } });
        return 'skipped';
      }
      throw error;
    }
  };

  // Back from the sign-in the add asked for: carry it out once (the wish is removed as it is read).
  // Only a page that opens signed in does it: the popup's login saves the session on the page it is
  // leaving for the redirect page, and a toast there would never be seen.
  useEffect(() => {
    const opened = readSession();
    if (!isLoggedInToken(opened.token) || opened.accountType !== ACCOUNT_TYPE.CLIENT) return;
    const choice = takePendingCartAdd(item.id);
    if (!choice) return;
    setResumedChoice(choice);
    addAndConfirm(item.id, choice).catch((error: unknown) => showToast('error', createElement(AddFailedToast, { error })));
  }, [item.id]);

  return { addToCart, resumedChoice };
}
