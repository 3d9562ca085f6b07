import { Suspense, type ReactNode } from 'react';
import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { useStoredSession } from '../auth/useStoredSession.ts';
import { useHydrated } from './useHydrated.ts';

export interface BuyerOnlyProps {
  /** Shown to guests (a sign-in prompt). */
  guest: ReactNode;
  /** Shown to a signed-in seller, who has no buyer's things (e.g. why, and the way to the seller panel); else the content. */
  seller?: ReactNode;
  /** Shown on the server, while hydrating and while the content's code loads. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Content that needs the stored session (in local storage, so never on the server): the server
 * and the first browser render show the fallback, then either the guest view or the content.
 */
export function BuyerOnly({ guest, seller, fallback, children }: BuyerOnlyProps) {
  const hydrated = useHydrated();
  const session = useStoredSession();
  if (!hydrated) return <>{fallback}</>;
  if (!isLoggedInToken(session.token)) return <>{guest}</>;
  if (seller !== undefined && session.accountType === ACCOUNT_TYPE.MERCHANT) return <>{seller}</>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
