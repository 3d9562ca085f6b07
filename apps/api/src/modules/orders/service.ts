import { ACCOUNT_TYPE, ORDER_ACTOR, type AccountType, type OrderActor } from '@marketplace/contract';

/** Who a signed-in account is to an order's status table. */
export function orderActorOf(accountType: AccountType): OrderActor {
  if (accountType === ACCOUNT_TYPE.ADMIN) return ORDER_ACTOR.ADMIN;
  return accountType === ACCOUNT_TYPE.MERCHANT ? ORDER_ACTOR.SELLER : ORDER_ACTOR.BUYER;
}
