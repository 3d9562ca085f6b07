import { useEffect, useState } from 'react';
import { usePublicConfig } from '../config/usePublicConfig.ts';
import type { ChatAdapter } from './chatAdapter.ts';
import { loadChatAdapter } from './loadChatAdapter.ts';

/**
 * The page's chat adapter once its code has loaded (null before, and during the server render).
 * Mount it where the chat is shown: the adapter's code is fetched then, not with the page.
 */
export function useChatAdapter(): { adapter: ChatAdapter | null; error: unknown } {
  const config = usePublicConfig();
  const [state, setState] = useState<{ adapter: ChatAdapter | null; error: unknown }>({ adapter: null, error: null });
  useEffect(() => {
    let current = true;
    loadChatAdapter(config).then(
      (adapter) => current && setState({ adapter, error: null }),
      (error: unknown) => current && setState({ adapter: null, error }),
    );
    return () => {
      current = false;
    };
  }, [config]);
  return state;
}
