import { queryKeysFactory } from './queryKeys.ts';

/** Orders across stores for the admin's Orders section. */
export const adminOrderQueryKeys = queryKeysFactory('adminOrders');
