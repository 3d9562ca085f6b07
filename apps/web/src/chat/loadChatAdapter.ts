import type { PublicConfig } from '@marketplace/contract';
import type { ChatAdapter } from './chatAdapter.ts';

let loading: Promise<ChatAdapter> | null = null;

/**
 * The page's chat adapter, loaded on first use (never part of a first load) and shared by every
 * caller, so a page keeps one live connection.
 */
export function loadChatAdapter(_config: PublicConfig): Promise<ChatAdapter> {
  loading ??= import('./browserSelfHostedChat.ts').then(({ browserSelfHostedChat }) => browserSelfHostedChat());
  // A failed chunk download may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
