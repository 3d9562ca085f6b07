import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useStoredSession } from '../auth/useStoredSession.ts';
import { createQueryClient } from './queryClient.ts';

/**
 * The site's QueryClient for its whole life. When the stored session changes (log out, another
 * account signs in here or in another tab) the cache is dropped, so one account never sees
 * another's products, profile or cart.
 */
export function SiteQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const { token } = useStoredSession();
  const previousToken = useRef(token);

  useEffect(() => {
    if (previousToken.current === token) return;
    previousToken.current = token;
    client.clear();
  }, [client, token]);

  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
