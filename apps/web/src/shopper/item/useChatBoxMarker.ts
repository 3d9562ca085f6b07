import { useEffect, useState } from 'react';
import { withoutChatBoxMarker } from './chatBoxMarker.ts';

/**
 * True once the page was opened with the chatBox marker; the marker is then removed from the
 * address (replacing the history entry, without a navigation, so no loader runs again).
 */
export function useChatBoxMarker(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const clean = withoutChatBoxMarker(new URL(window.location.href));
    if (clean === null) return;
    window.history.replaceState(window.history.state, '', clean);
    setOpen(true);
  }, []);
  return open;
}
