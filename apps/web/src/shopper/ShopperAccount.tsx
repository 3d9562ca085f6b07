import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PurchaseChoice } from '@marketplace/design-system';
import { focusedOpener } from '../auth/focusedOpener.ts';
import { rememberReturnAddress } from '../auth/returnAddress.ts';
import { forgetPendingCartAdd, keepPendingCartAdd } from './pendingCartAdd.ts';
import type { PopupRequest } from './ShopperAccountDialogs.tsx';

// The popup brings the form and schema libraries: shopper pages load them only when someone signs in.
const ShopperAccountDialogs = lazy(() => import('./ShopperAccountDialogs.tsx'));

/** The add to cart a guest asked for: done on the product page once they have signed in. */
export interface CartAddIntent {
  itemId: string;
  choice: PurchaseChoice;
}

/** What a sign-in asked for by a page should lead back to. */
export interface LoginIntent {
  /** An add to cart, carried out on the product page once signed in. */
  cartAdd?: CartAddIntent;
  /** The address to come back to instead of the current one (e.g. with the chatBox marker, spec §6). */
  returnTo?: string;
}

export interface ShopperAccount {
  /**
   * Opens the auth popup and remembers the current address (or `returnTo`): after signing in or
   * registering, the redirect page brings the buyer back to the page they were on (spec §6 names
   * the custom order; adding to the cart or the navbar's login must not drop the buyer on the home
   * page either). With `cartAdd`, the add is remembered too; any other opening forgets an earlier one.
   * Focus returns to the control that had it when the popup closes.
   */
  openLogin(intent?: LoginIntent): void;
}

const ShopperAccountContext = createContext<ShopperAccount | null>(null);

/** The shopper site's auth popup and conflict screen, reachable from any page. */
export function ShopperAccountProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<PopupRequest | null>(null);
  const account = useMemo<ShopperAccount>(
    () => ({
      openLogin: ({ cartAdd, returnTo } = {}) => {
        rememberReturnAddress(returnTo === undefined ? window.location : new URL(returnTo, window.location.href));
        if (cartAdd) keepPendingCartAdd(cartAdd.itemId, cartAdd.choice);
        else forgetPendingCartAdd();
        // Read now: the popup's code loads first, and a busy button may have lost focus by then.
        const opener = focusedOpener();
        setRequest((previous) => ({ mode: 'login', id: (previous?.id ?? 0) + 1, opener }));
      },
    }),
    [],
  );
  return (
    <ShopperAccountContext.Provider value={account}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <ShopperAccountDialogs request={request} />
        </Suspense>
      )}
    </ShopperAccountContext.Provider>
  );
}

export function useShopperAccount(): ShopperAccount {
  const account = useContext(ShopperAccountContext);
  if (!account) throw new Error('useShopperAccount needs a ShopperAccountProvider above it');
  return account;
}
