import { useSyncExternalStore } from 'react';
import { pageLive } from './pageLive.ts';
import type { LiveState } from './liveClient.ts';

const subscribe = (listener: () => void) => pageLive().onState(listener);
const current = (): LiveState => pageLive().state;
const onServer = (): LiveState => 'idle';

/** The page's live connection as it is now, followed as it changes. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribe, current, onServer);
}

/** Whether the page is reachable live: not while its connection is down or refused. */
export const isPresent = (state: LiveState): boolean => state !== 'reconnecting' && state !== 'refused';
