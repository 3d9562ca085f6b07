import { useEffect, useState } from 'react';
import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { browserClient } from '../../api/browserClient.ts';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { CART_CHANGED_EVENT } from './cartEvents.ts';

/**
 * Lines in the buyer's cart for the navbar, read after hydration (the server renders no count).
 * Null when logged out, for sellers and admins (they have no cart), or when the read fails.
 */
export function useCartCount(): number | null {
  const { token, accountType } = useStoredSession();
  const hasCart = isLoggedInToken(token) && (accountType === null || accountType === ACCOUNT_TYPE.CLIENT);
  const [count, setCount] = useState<number | null>(null);

  useEffect(() => {
    if (!hasCart) {
      setCount(null);
      return;
    }
    const controller = new AbortController();
    const read = () => {
      browserClient
        .get<{ count: number }>('/cart/v1/getCartCount', { signal: controller.signal })
        .then((answer) => setCount(answer.count))
        .catch(() => {
          // A stale session or a network hiccup: the badge just stays away.
          if (!controller.signal.aborted) setCount(null);
        });
    };
    read();
    window.addEventListener(CART_CHANGED_EVENT, read);
    return () => {
      controller.abort();
      window.removeEventListener(CART_CHANGED_EVENT, read);
    };
  }, [hasCart, token]);

  return count;
}
