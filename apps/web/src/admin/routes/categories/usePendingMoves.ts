import { useCallback, useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { withMoves, type PendingMove } from '@marketplace/contract';

/**
 * The moves made on the page and not yet confirmed. While there are any, leaving asks first: a route
 * change is held by the router's blocker (the page asks with its own dialog), closing or reloading the
 * tab by the browser's own prompt.
 */
export function usePendingMoves() {
  const [pending, setPending] = useState<PendingMove[]>([]);
  const dirty = pending.length > 0;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    pending,
    blocker,
    add: useCallback((moves: PendingMove[]) => setPending((current) => withMoves(current, moves)), []),
    remove: useCallback(
      (productId: string) => setPending((current) => current.filter((move) => move.productId !== productId)),
      [],
    ),
    clear: useCallback(() => setPending([]), []),
  };
}
