import { forgetEndedSession, readSession, subscribeToSession } from '../auth/sessionStore.ts';
import { readPublicConfig } from '../config/publicConfig.ts';
import { createLiveClient, type LiveClient } from './liveClient.ts';
import { liveUrl } from './liveUrl.ts';

let client: LiveClient | undefined;

/** Online again, or the tab shown again: a connection waiting to come back tries at once. */
function watchRevival(revive: () => void): () => void {
  const onVisible = () => {
    if (document.visibilityState === 'visible') revive();
  };
  window.addEventListener('online', revive);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.removeEventListener('online', revive);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The page's one live connection (created on first use, opened with the first subscription): the
 * stored session token in its hello, a new hello when the page signs in or out, and the page
 * signed out when the server says the session has ended (as any 401 to the token does).
 */
export function pageLive(): LiveClient {
  if (!client) {
    const live = createLiveClient({
      url: () => liveUrl(readPublicConfig(), window.location.origin),
      getToken: () => readSession().token,
      onSessionEnded: forgetEndedSession,
      watchRevival,
    });
    subscribeToSession(() => live.sessionChanged());
    client = live;
  }
  return client;
}
