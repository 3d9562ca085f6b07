import {
  ACCOUNT_TYPE,
  MERCHANT_STATUS,
  type PartnerStatus,
  type ReviewCompanyAnswer,
  type ReviewDecision,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import type { Queryable } from '../auth/accounts.ts';
import { revokeAllSessionsOf } from '../auth/sessions.ts';
import { catalogueErrors } from '../items/errors.ts';
import { sellerErrors } from './errors.ts';
import { premiumChanged, sellerSessionsEnded, storeChanged } from './events.ts';
import {
  accountTypeOf,
  insertSellerRecord,
  isCategoryPermittedRow,
  knownCategoryCount,
  lockAccountForKeyShare,
  lockAccountForUpdate,
  permittedCategoryIds,
  sellerRecordRow,
  storeFieldsRow,
  storeShownRow,
  storeStatusRow,
  syncStoreShown,
  type StoreFields,
  writePermittedCategories,
  writePremium,
  writeReview,
  writeStoreStatus,
} from './store.ts';

/**
 * The seller's store: its status (ACTIVE/INACTIVE), its category permissions and its premium mark.
 * For other modules and the seed: `ensureSellerRecord`, `sellerRecordOf`, `storeStatusOf`,
 * `isCategoryPermitted`, `assertStoreActive` (inside a catalogue write), `setStoreStatus` (keeps
 * items.merchant_active in step, and runs the caller's other steps of a status change in the same
 * transaction), `updateStoreStatus`, `setSellerCategories` and `setSellerPremium`.
 *
 * Status change and catalogue writes are serialized on the seller's accounts row: the status change
 * locks it FOR UPDATE, a catalogue write takes FOR KEY SHARE (which does not block profile edits or
 * other writes of the same seller) and then reads the status in a new statement. Under READ COMMITTED
 * either the write commits first and the status change then hides its new item too, or the status
 * change commits first and the write reads INACTIVE.
 */

export interface SellerRecord {
  accountId: string;
  status: PartnerStatus;
  allCategories: boolean;
  /** Permitted category ids when `allCategories` is false. */
  categories: number[];
}

async function requireSeller(db: Queryable, accountId: string): Promise<void> {
  if ((await accountTypeOf(db, accountId)) !== ACCOUNT_TYPE.MERCHANT) throw sellerErrors.unknownSeller();
}

/** Creates the seller's record (ACTIVE, every category) if missing. The account must be a seller. */
export async function ensureSellerRecord(db: Queryable, accountId: string): Promise<void> {
  await requireSeller(db, accountId);
  await insertSellerRecord(db, accountId);
}

/** A seller's record; a seller with no row yet is ACTIVE and permitted everything. */
export async function sellerRecordOf(db: Queryable, accountId: string): Promise<SellerRecord> {
  const row = await sellerRecordRow(db, accountId);
  if (!row) return { accountId, status: 'ACTIVE', allCategories: true, categories: [] };
  const permitted = row.allCategories ? [] : await permittedCategoryIds(db, accountId);
  return {
    accountId,
    status: row.status,
    allCategories: row.allCategories,
    categories: permitted.sort((a, b) => a - b),
  };
}

export function isCategoryPermitted(db: Queryable, accountId: string, categoryId: number): Promise<boolean> {
  return isCategoryPermittedRow(db, accountId, categoryId);
}

/** The store's status; a seller without a record yet is ACTIVE. */
export async function storeStatusOf(db: Queryable, accountId: string): Promise<PartnerStatus> {
  return (await storeStatusRow(db, accountId)) ?? 'ACTIVE';
}

/**
 * Inside a catalogue write's transaction, before it writes: 403 PARTNER_INACTIVE unless the seller's
 * store is ACTIVE. Holds a KEY SHARE lock on the seller's account row until the write commits, so a
 * status change (which locks that row FOR UPDATE) waits for the write, or the write for it.
 */
export async function assertStoreActive(tx: Queryable, accountId: string): Promise<void> {
  await lockAccountForKeyShare(tx, accountId);
  // A statement of its own: it sees a status change committed while the lock above waited.
  if ((await storeStatusOf(tx, accountId)) !== 'ACTIVE') throw sellerErrors.storeInactive();
}

/**
 * ACTIVE/INACTIVE, in one transaction: locks the seller's account row (404 UNKNOWN_PARTNER unless
 * it is a seller's), sets the store status, the seller's items leave (or rejoin) the shopper
 * lists, and `alsoInTransaction` runs the caller's own steps (updateStoreStatus ends the seller's
 * sessions there): all of it commits, or none. Then the catalogue caches are dropped.
 */
export async function setStoreStatus(
  db: Database,
  accountId: string,
  status: PartnerStatus,
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    // The account row is locked first, as catalogue writes lock it first.
    if ((await lockAccountForUpdate(tx, accountId)) !== ACCOUNT_TYPE.MERCHANT) throw sellerErrors.unknownSeller();
    await insertSellerRecord(tx, accountId);
    await writeStoreStatus(tx, accountId, status);
    await alsoInTransaction?.(tx);
  });
  await storeChanged(db);
}

/**
 * POST /company/v1/updateCompanyStatus, in one transaction: the store status, its items'
 * merchant_active and, on deactivation, the end of every session of the seller; a failure of any
 * step leaves all of them as they were. 404 UNKNOWN_PARTNER unless the id is a seller's.
 */
export async function updateStoreStatus(
  db: Database,
  id: string,
  status: PartnerStatus,
  now: Date,
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  if (!isUuid(id)) throw sellerErrors.unknownSeller();
  await setStoreStatus(db, id, status, async (tx) => {
    if (status === 'INACTIVE') await revokeAllSessionsOf(tx, id, now);
    await alsoInTransaction?.(tx);
  });
  if (status === 'INACTIVE') await sellerSessionsEnded(db);
}

/**
 * Restricts the seller to exactly `categoryIds` (spec: finalCategoryList). Unknown ids → 400.
 * `alsoInTransaction` runs the caller's own steps (the route records the change in the audit log).
 */
export async function setSellerCategories(
  db: Database,
  accountId: string,
  categoryIds: readonly number[],
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<SellerRecord> {
  const wanted = [...new Set(categoryIds)];
  await db.transaction(async (tx) => {
    await ensureSellerRecord(tx, accountId);
    if (wanted.length > 0 && (await knownCategoryCount(tx, wanted)) !== wanted.length) throw catalogueErrors.unknownCategory();
    await writePermittedCategories(tx, accountId, wanted);
    await alsoInTransaction?.(tx);
  });
  return sellerRecordOf(db, accountId);
}

/**
 * POST /company/v1/updateCompanyPremium: the seller's premium mark, in one transaction with the
 * caller's own steps (the audit record). Then the cached sessions (their account carries the mark to
 * the dashboard) and the catalogue caches (store strips and headers show it) are dropped.
 */
export async function setSellerPremium(
  db: Database,
  id: string,
  premium: boolean,
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  if (!isUuid(id)) throw sellerErrors.unknownSeller();
  await db.transaction(async (tx) => {
    if ((await lockAccountForUpdate(tx, id)) !== ACCOUNT_TYPE.MERCHANT) throw sellerErrors.unknownSeller();
    await writePremium(tx, id, premium);
    await alsoInTransaction?.(tx);
  });
  await premiumChanged(db);
}

/**
 * Whether buyers are shown the seller's store: ACTIVE, named, not rejected by an admin. Inside a
 * catalogue write it says whether the new products are listed (items.merchant_active).
 */
export function isStoreShown(db: Queryable, accountId: string): Promise<boolean> {
  return storeShownRow(db, accountId);
}

/**
 * After a change to what decides whether the store is shown (its name, its review), in the same
 * transaction: the seller's products leave or rejoin the shopper lists with it.
 */
export function storeShownChanged(tx: Queryable, accountId: string): Promise<void> {
  return syncStoreShown(tx, accountId);
}

/**
 * POST /company/v1/reviewCompany, in one transaction: the store becomes VERIFIED, or REJECTED with
 * the reason its seller reads (a rejected store's products leave the shopper lists, an approved
 * one's rejoin them), and the caller's own steps run (the audit record). 404 UNKNOWN_PARTNER unless
 * the id is a seller's. Then the catalogue caches (store pages, cards) and the cached sessions (the
 * seller's panel shows the decision) are dropped.
 */
export async function reviewStore(
  db: Database,
  id: string,
  decision: ReviewDecision,
  reason: string,
  now: Date,
  alsoInTransaction?: (tx: Queryable) => Promise<void>,
): Promise<ReviewCompanyAnswer> {
  if (!isUuid(id)) throw sellerErrors.unknownSeller();
  const written = await db.transaction(async (tx) => {
    if ((await lockAccountForUpdate(tx, id)) !== ACCOUNT_TYPE.MERCHANT) throw sellerErrors.unknownSeller();
    const approved = decision === 'APPROVE';
    const row = await writeReview(
      tx,
      id,
      approved ? MERCHANT_STATUS.VERIFIED : MERCHANT_STATUS.REJECTED,
      approved ? '' : reason,
      now,
    );
    if (!row) throw sellerErrors.unknownSeller();
    await syncStoreShown(tx, id);
    await alsoInTransaction?.(tx);
    return row;
  });
  await premiumChanged(db);
  return { id, merchantStatus: written.merchantStatus ?? MERCHANT_STATUS.NOT_VERIFIED, reviewNote: written.reviewNote };
}

/** A seller's store fields as they are now: read before a profile edit, to compare after it (storeProfileEdited). */
export function storeFieldsOf(db: Database, accountId: string): Promise<StoreFields | undefined> {
  return storeFieldsRow(db, accountId);
}
