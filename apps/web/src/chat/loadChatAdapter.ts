import { effectiveProvider, type PublicConfig } from '@marketplace/contract';
import type { ChatAdapter } from './chatAdapter.ts';

let loading: Promise<ChatAdapter> | null = null;

async function load(config: PublicConfig): Promise<ChatAdapter> {
  const { browserSelfHostedChat } = await import('./browserSelfHostedChat.ts');
  const selfHosted = browserSelfHostedChat();
  if (effectiveProvider(config, 'chat') !== 'firebase' || !config.firebase) return selfHosted;
  // Firebase's code is fetched only here, on pages whose configuration selects it.
  const { browserFirebaseChat } = await import('./browserFirebaseChat.ts');
  return browserFirebaseChat(selfHosted, config.firebase);
}

/**
 * The page's chat adapter (ARCHITECTURE §3): our own server by default, Firebase when the public
 * configuration says `chat: 'firebase'` and carries the Firebase web configuration. Loaded on first
 * use (never part of a first load) and shared by every caller, so a page keeps one live connection.
 */
export function loadChatAdapter(config: PublicConfig): Promise<ChatAdapter> {
  loading ??= load(config);
  // A failed chunk download may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
