import {
  ACCOUNT_TYPE,
  DEFAULT_DELIVERY_OPTIONS,
  DELIVERY_ZONE_KIND,
  deliveryOptionsProblems,
  deliveryOptionsSchema,
  type DeliveryOptions,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import type { Queryable } from '../auth/accounts.ts';
import { isStoreShown } from '../sellers/service.ts';
import { deliveryErrors } from './errors.ts';
import { deliveryOptionsRows, writeDeliveryOptions } from './store.ts';

/**
 * The delivery options of several stores in one query, for every id asked: a store whose seller has
 * saved none has DEFAULT_DELIVERY_OPTIONS. The checkout prices its stores' delivery with these.
 */
export async function deliveryOptionsOfStores(db: Queryable, storeIds: readonly string[]): Promise<Map<string, DeliveryOptions>> {
  const saved = new Map((await deliveryOptionsRows(db, [...new Set(storeIds)])).map((row) => [row.sellerId, row.options]));
  return new Map(storeIds.map((id) => [id, saved.get(id) ?? DEFAULT_DELIVERY_OPTIONS]));
}

/** The options as the calls carry them (cities by their listed names). */
type SavedOptions = z.output<typeof deliveryOptionsSchema>;

async function optionsOf(db: Queryable, storeId: string): Promise<DeliveryOptions> {
  return (await deliveryOptionsOfStores(db, [storeId])).get(storeId) ?? DEFAULT_DELIVERY_OPTIONS;
}

/**
 * GET getDeliveryOptions: anyone reads a store's options by its id (a store buyers are not shown,
 * or no store at all, is 404); a seller who names no store reads their own, shown or not.
 */
export async function readDeliveryOptions(
  db: Database,
  viewer: { accountId: string; type: number } | undefined,
  storeId: string | undefined,
): Promise<SavedOptions> {
  const ownStore = viewer?.type === ACCOUNT_TYPE.MERCHANT ? viewer.accountId : undefined;
  const id = storeId ?? ownStore;
  if (id === undefined) throw deliveryErrors.storeIdRequired();
  if (id !== ownStore && (!isUuid(id) || !(await isStoreShown(db, id)))) throw deliveryErrors.storeNotFound();
  return deliveryOptionsSchema.parse(await optionsOf(db, id));
}

/**
 * POST updateDeliveryOptions: the seller's own options, whole. Problems a schema cannot see
 * (deliveryOptionsProblems) are refused by field; a zone that is not a list of cities keeps no cities.
 */
export async function saveDeliveryOptions(db: Database, sellerId: string, input: SavedOptions): Promise<SavedOptions> {
  const problems = deliveryOptionsProblems(input);
  if (Object.keys(problems).length > 0) throw deliveryErrors.invalidOptions(problems);
  const options: SavedOptions = {
    processingDays: input.processingDays,
    zones: input.zones.map((zone) => ({ ...zone, cities: zone.kind === DELIVERY_ZONE_KIND.CITIES ? zone.cities : [] })),
    freeDeliveryFromQepik: input.freeDeliveryFromQepik,
    pickup: { enabled: input.pickup.enabled, address: input.pickup.address },
  };
  await writeDeliveryOptions(db, sellerId, options, new Date());
  return options;
}
