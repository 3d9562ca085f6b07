import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { LiveSession } from '../auth/sessions.ts';
import { catalogueErrors } from '../items/catalogue-errors.ts';
import { partnerStatusOf } from './service.ts';

export interface SellerGuards {
  /** A seller's session (a guest hears 401, any other account 403). */
  merchantOnly: preHandlerAsyncHookHandler;
  /** A seller whose store is ACTIVE: a deactivated store hears 403 PARTNER_INACTIVE before any complaint about the body. */
  merchantWrite: preHandlerAsyncHookHandler[];
  /** After a session guard: a seller whose store is not ACTIVE hears 403 PARTNER_INACTIVE (other accounts pass). */
  activeStoreIfSeller: preHandlerAsyncHookHandler;
  /** The signed-in seller's account id, on a route behind one of the guards. */
  accountOf(auth: LiveSession | null): string;
}

/**
 * The session checks of the seller's routes, run in preValidation (before the body is read). The
 * store status check is only an early answer: every write checks it again inside its transaction
 * (assertPartnerActive).
 */
export function sellerGuards(app: FastifyInstance, db: Database): SellerGuards {
  const merchantOnly = app.sessionGuard.requireRole(ACCOUNT_TYPE.MERCHANT);
  const accountOf = (auth: LiveSession | null): string => {
    if (!auth) throw new Error('guarded route reached without a session');
    return auth.account.id;
  };
  const activeStoreOnly: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    if ((await partnerStatusOf(db, accountOf(request.auth))) !== 'ACTIVE') throw catalogueErrors.partnerInactive();
  };
  const activeStoreIfSeller: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    if (request.auth?.account.type !== ACCOUNT_TYPE.MERCHANT) return;
    if ((await partnerStatusOf(db, request.auth.account.id)) !== 'ACTIVE') throw catalogueErrors.partnerInactive();
  };
  return { merchantOnly, merchantWrite: [merchantOnly, activeStoreOnly], activeStoreIfSeller, accountOf };
}
