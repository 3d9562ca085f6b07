import type { ShopperApi } from '@marketplace/contract';
import type { Database } from '../db/connection.ts';
import { isDatabaseUp } from '../modules/health/service.ts';

/** What server-rendered shopper loaders call: our services directly, no HTTP hop. */
export function createShopperApi(db: Database): ShopperApi {
  return {
    health: async () => ({ ok: await isDatabaseUp(db) }),
  };
}
