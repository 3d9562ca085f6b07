import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useStoredSession } from '../auth/useStoredSession.ts';
import { createQueryClient } from './queryClient.ts';

/** The session token each client's cache was filled for. */
const cacheOwners = new WeakMap<QueryClient, string | null>();

/**
 * Empties the cache when it was filled for another session; the same answer however often it runs.
 * Reset rather than cleared: the queries on screen hear it, show their loading state and read again.
 */
function keepForSession(client: QueryClient, token: string | null): void {
  if (!cacheOwners.has(client)) {
    cacheOwners.set(client, token);
    return;
  }
  if (cacheOwners.get(client) === token) return;
  cacheOwners.set(client, token);
  client.getMutationCache().clear();
  void client.resetQueries();
}

/**
 * The site's QueryClient (`client`, else one made for this provider's life). When the stored
 * session changes (log out, another account signs in here or in another tab) the cache is
 * emptied before anything new renders from it, so one account never sees another's products,
 * profile or cart — also when the provider mounts again later with a long-lived client.
 */
export function SiteQueryProvider({ client: given, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(() => given ?? createQueryClient());
  const client = given ?? own;
  const { token } = useStoredSession();
  keepForSession(client, token);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
