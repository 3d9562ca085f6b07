import { lazy, Suspense } from 'react';
import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { useStoredSession } from '../../auth/useStoredSession.ts';

const ShopperBell = lazy(() => import('./ShopperBell.tsx'));

/**
 * Where the bell goes in the navbar: nothing for guests and admins (and on the server), the bell
 * loaded on demand for a signed-in buyer or seller, so a guest's first load carries none of it.
 */
export function ShopperBellSlot() {
  const { token, accountType } = useStoredSession();
  const hasInbox =
    isLoggedInToken(token) &&
    (accountType === null || accountType === ACCOUNT_TYPE.CLIENT || accountType === ACCOUNT_TYPE.MERCHANT);
  if (!hasInbox) return null;
  return (
    <Suspense fallback={null}>
      <ShopperBell />
    </Suspense>
  );
}
