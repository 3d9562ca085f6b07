import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { AccountDialogs } from '../auth/AccountDialogs.tsx';
import { rememberReturnAddress } from '../auth/returnAddress.ts';
import { useBrowserAccountFlow } from '../auth/useBrowserAccountFlow.ts';

export interface ShopperAccount {
  /**
   * Opens the auth popup. `returnHere` (spec §6: a custom order while logged out) remembers
   * the current address, and the redirect page brings the user back to it after login.
   */
  openLogin(options?: { returnHere?: boolean }): void;
}

const ShopperAccountContext = createContext<ShopperAccount | null>(null);

/** The shopper site's auth popup and conflict screen, reachable from any page. */
export function ShopperAccountProvider({ children }: { children: ReactNode }) {
  const flow = useBrowserAccountFlow('shopper');
  const { openPopup } = flow;
  const account = useMemo<ShopperAccount>(
    () => ({
      openLogin: ({ returnHere = false } = {}) => {
        if (returnHere) rememberReturnAddress();
        openPopup('login');
      },
    }),
    [openPopup],
  );
  return (
    <ShopperAccountContext.Provider value={account}>
      {children}
      <AccountDialogs flow={flow} accountType={ACCOUNT_TYPE.CLIENT} policyHref="/policy" />
    </ShopperAccountContext.Provider>
  );
}

export function useShopperAccount(): ShopperAccount {
  const account = useContext(ShopperAccountContext);
  if (!account) throw new Error('useShopperAccount needs a ShopperAccountProvider above it');
  return account;
}
