import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import type { StoredSession } from '../../auth/sessionStore.ts';

/**
 * What the custom-order button does for this visitor: a guest signs in first (spec §6), the seller of
 * the product has its conversations in their Messages, anyone else chats with the seller.
 */
export type CustomOrderAccess = 'guest' | 'own' | 'chat';

export function customOrderAccess(session: StoredSession, merchantId: string): CustomOrderAccess {
  if (!isLoggedInToken(session.token)) return 'guest';
  if (session.accountType === ACCOUNT_TYPE.MERCHANT && session.id === merchantId) return 'own';
  return 'chat';
}
