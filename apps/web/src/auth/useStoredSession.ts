import { useSyncExternalStore } from 'react';
import { readSession, subscribeToSession, type StoredSession } from './sessionStore.ts';

const NO_SESSION: StoredSession = { token: null, accountType: null, id: null };

let lastSnapshot: StoredSession = NO_SESSION;

/** The same object while nothing changed, as useSyncExternalStore requires. */
function snapshot(): StoredSession {
  const next = readSession();
  if (next.token !== lastSnapshot.token || next.accountType !== lastSnapshot.accountType || next.id !== lastSnapshot.id) {
    lastSnapshot = next;
  }
  return lastSnapshot;
}

/**
 * The stored session, kept current. The server (and hydration) sees no session, so the
 * server-rendered navbar always matches; the stored state follows right after hydration.
 */
export function useStoredSession(): StoredSession {
  return useSyncExternalStore(subscribeToSession, snapshot, () => NO_SESSION);
}
