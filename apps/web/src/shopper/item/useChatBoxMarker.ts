import { useEffect, useRef } from 'react';
import { withoutChatBoxMarker } from './chatBoxMarker.ts';

/**
 * Calls `onMarker` once when the page was opened with the chatBox marker; the marker is then removed
 * from the address (replacing the history entry, without a navigation, so no loader runs again).
 */
export function useChatBoxMarker(onMarker: () => void): void {
  const latest = useRef(onMarker);
  latest.current = onMarker;
  useEffect(() => {
    const clean = withoutChatBoxMarker(new URL(window.location.href));
    if (clean === null) return;
    window.history.replaceState(window.history.state, '', clean);
    latest.current();
  }, []);
}
