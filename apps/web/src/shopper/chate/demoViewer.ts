import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import type { StoredSession } from '../../auth/sessionStore.ts';

/**
 * Whose demo chat page it is: a guest sees a sample conversation and is asked to sign in to write,
 * a buyer their latest conversation, a seller the way to their Messages (their conversations are there).
 */
export type DemoViewer = 'guest' | 'buyer' | 'seller';

export function demoViewerOf(session: StoredSession): DemoViewer {
  if (!isLoggedInToken(session.token)) return 'guest';
  return session.accountType === ACCOUNT_TYPE.MERCHANT ? 'seller' : 'buyer';
}
