import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { ACCOUNT_TYPE, type LedgerKind } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import {
  accounts,
  categories,
  commissionRates,
  items,
  ledgerEntries,
  orderLines,
  orders,
  payments,
  payouts,
  storeBalances,
} from '../../db/schema.ts';
import { rowsPlannedPerCall } from '../../db/rows.ts';
import type { Queryable } from '../auth/accounts.ts';

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type PayoutRow = typeof payouts.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Writing

/**
 * Entries of a completed order or a refund; one already written (its unique index) is left as it
 * is, and an entry of 0 is never written (it moves nothing). The stores' kept balances follow in the
 * same transaction.
 */
export async function insertLedgerEntries(tx: Queryable, entries: readonly NewLedgerEntry[]): Promise<void> {
  const moving = entries.filter((entry) => entry.amountQepik !== 0);
  if (moving.length === 0) return;
  const written = await tx
    .insert(ledgerEntries)
    .values([...moving])
    .onConflictDoNothing()
    .returning({
      sellerId: ledgerEntries.sellerId,
      amountQepik: ledgerEntries.amountQepik,
      availableFrom: ledgerEntries.availableFrom,
    });
  await addToStoreBalances(tx, written);
}

export async function insertLedgerEntry(tx: Queryable, entry: NewLedgerEntry): Promise<LedgerEntryRow> {
  if (entry.amountQepik === 0) throw new Error('a ledger entry of 0 is never written');
  const [row] = await tx.insert(ledgerEntries).values(entry).returning();
  if (!row) throw new Error('ledger entry insert returned no row');
  await addToStoreBalances(tx, [row]);
  return row;
}

/**
 * Adds entries just written to their stores' kept balances (schema: storeBalances): each on the side
 * its available_from falls on against the row's asOf. The rows are locked in seller order (as the
 * settling does) before their asOf is read, so a settle running meanwhile is either all before or
 * all after this.
 */
async function addToStoreBalances(
  tx: Queryable,
  entries: ReadonlyArray<Pick<LedgerEntryRow, 'sellerId' | 'amountQepik' | 'availableFrom'>>,
): Promise<void> {
  if (entries.length === 0) return;
  const sellerIds = [...new Set(entries.map((entry) => entry.sellerId))].sort();
  await tx
    .insert(storeBalances)
    .values(sellerIds.map((sellerId) => ({ sellerId })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ sellerId: storeBalances.sellerId, asOf: storeBalances.asOf })
    .from(storeBalances)
    .where(inArray(storeBalances.sellerId, sellerIds))
    .orderBy(asc(storeBalances.sellerId))
    .for('update');
  for (const row of rows) {
    let available = 0;
    let pending = 0;
    let next: Date | null = null;
    for (const entry of entries) {
      if (entry.sellerId !== row.sellerId) continue;
      if (row.asOf !== null && entry.availableFrom.getTime() <= row.asOf.getTime()) available += entry.amountQepik;
      else {
        pending += entry.amountQepik;
        if (next === null || entry.availableFrom.getTime() < next.getTime()) next = entry.availableFrom;
      }
    }
    await tx
      .update(storeBalances)
      .set({
        availableQepik: sql`${storeBalances.availableQepik} + ${available}`,
        pendingQepik: sql`${storeBalances.pendingQepik} + ${pending}`,
        ...(next ? { nextAvailableAt: sql`least(${storeBalances.nextAvailableAt}, ${next})` } : {}),
      })
      .where(eq(storeBalances.sellerId, row.sellerId));
  }
}

/**
 * Up to `limit` stores whose kept balance is due to be settled at `now` (schema: storeBalances), the
 * longest due first. The limit is written into the statement: a generic plan of a `LIMIT $n` guesses
 * a tenth of the range and may sort all of it, where a known small limit reads the index in order.
 */
export async function dueStoreBalances(tx: Queryable, now: Date, limit: number): Promise<string[]> {
  if (!Number.isInteger(limit) || limit <= 0) throw new Error(`a positive whole limit, not ${limit}`);
  const first = sql.raw(String(limit));
  const matured = await rowsPlannedPerCall<{ sellerId: string }>(
    tx as unknown as Database,
    sql`SELECT seller_id AS "sellerId" FROM ${storeBalances}
        WHERE next_available_at <= ${now} ORDER BY next_available_at LIMIT ${first}`,
  );
  const wentBack = await rowsPlannedPerCall<{ sellerId: string }>(
    tx as unknown as Database,
    sql`SELECT seller_id AS "sellerId" FROM ${storeBalances} WHERE as_of > ${now} ORDER BY as_of LIMIT ${first}`,
  );
  return [...new Set([...matured, ...wentBack].map((row) => row.sellerId))].sort().slice(0, limit);
}

/**
 * Settles the stores' kept balances at `now`: under the rows' locks (seller order), the sum of
 * each store's entries whose available_from lies between its asOf and now moves from pending to
 * available (or back, for a clock that went back), asOf becomes now and nextAvailableAt the first
 * available_from after it. A row no longer due when locked (settled meanwhile) is left alone.
 */
export async function settleStoreBalances(tx: Queryable, sellerIds: readonly string[], now: Date): Promise<number> {
  if (sellerIds.length === 0) return 0;
  const locked = await tx
    .select({ sellerId: storeBalances.sellerId })
    .from(storeBalances)
    .where(
      and(
        inArray(storeBalances.sellerId, [...sellerIds]),
        or(lte(storeBalances.nextAvailableAt, now), gt(storeBalances.asOf, now)),
      ),
    )
    .orderBy(asc(storeBalances.sellerId))
    .for('update');
  if (locked.length === 0) return 0;
  const ids = locked.map((row) => row.sellerId);
  const from = sql`coalesce(b.as_of, '-infinity'::timestamptz)`;
  // Read from the old row (SET sees the values before the update): the sum that crossed the boundary.
  const moved = sql`((CASE WHEN ${from} <= ${now} THEN 1 ELSE -1 END) * coalesce((
      SELECT sum(e.amount_qepik) FROM ${ledgerEntries} e
       WHERE e.seller_id = b.seller_id
         AND e.available_from > least(${from}, ${now}) AND e.available_from <= greatest(${from}, ${now})), 0))`;
  await tx.execute(sql`
    UPDATE ${storeBalances} b
       SET available_qepik = b.available_qepik + ${moved},
           pending_qepik = b.pending_qepik - ${moved},
           as_of = ${now},
           next_available_at = (SELECT min(e.available_from) FROM ${ledgerEntries} e
                                 WHERE e.seller_id = b.seller_id AND e.available_from > ${now})
     WHERE b.seller_id IN (${sql.join(
       ids.map((id) => sql`${id}::uuid`),
       sql`, `,
     )})`);
  return ids.length;
}

export async function insertPayout(tx: Queryable, payout: typeof payouts.$inferInsert): Promise<PayoutRow> {
  const [row] = await tx.insert(payouts).values(payout).returning();
  if (!row) throw new Error('payout insert returned no row');
  return row;
}

/**
 * Makes the store's balance-changing writes (payouts, adjustments) wait for each other until the
 * transaction ends. NO KEY UPDATE: orders and entries referencing the account are not held up.
 */
export async function lockSellerBalance(tx: Queryable, sellerId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, sellerId), eq(accounts.type, ACCOUNT_TYPE.MERCHANT)))
    .for('no key update');
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Completion and refunds

/** What the ledger needs of orders that just completed: totals, what was refunded, and whether the seller took cash. */
export async function completedOrderRows(tx: Queryable, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      orderId: orders.id,
      sellerId: orders.sellerId,
      totalQepik: orders.totalQepik,
      refundedQepik: orders.refundedQepik,
      // An order placed before payments were recorded was paid in cash on delivery.
      cash: sql<boolean>`coalesce(${payments.method} = 'CASH', true)`,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.id, orders.paymentId))
    .where(inArray(orders.id, [...orderIds]));
}

/**
 * The commission of each line: what the buyer paid for it (its total less its share of a coupon's
 * discount) and its stamped rate, for the orders given.
 */
export async function commissionLines(tx: Queryable, orderIds: readonly string[]) {
  if (orderIds.length === 0) return [];
  return tx
    .select({
      orderId: orderLines.orderId,
      lineTotalQepik: sql<number>`(${orderLines.lineTotalQepik} - ${orderLines.discountQepik})::int`,
      commissionBps: orderLines.commissionBps,
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...orderIds]));
}

/** An order's SALE entry, locked until the transaction ends (refunds of one order are written one at a time). */
export async function lockSaleEntry(tx: Queryable, orderId: string): Promise<LedgerEntryRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'SALE'), isNull(ledgerEntries.refundId)))
    .for('update');
  return row;
}

/** The order's entries of kinds other than its sale (refunds written so far, whether it was cash). */
export async function orderEntryKinds(tx: Queryable, orderId: string) {
  return tx
    .select({ kind: ledgerEntries.kind, refundId: ledgerEntries.refundId, amountQepik: ledgerEntries.amountQepik })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId));
}

export async function orderTotal(tx: Queryable, orderId: string): Promise<number | undefined> {
  const [row] = await tx.select({ totalQepik: orders.totalQepik }).from(orders).where(eq(orders.id, orderId));
  return row?.totalQepik;
}

// ---------------------------------------------------------------------------------------------
// Commission rates

/** The rates that may apply to a store's lines: the store's own and those of every store. */
export async function ratesForSeller(tx: Queryable, sellerId: string) {
  return tx
    .select({ sellerId: commissionRates.sellerId, categoryId: commissionRates.categoryId, rateBps: commissionRates.rateBps })
    .from(commissionRates)
    .where(or(eq(commissionRates.sellerId, sellerId), isNull(commissionRates.sellerId)));
}

/** Each item's category with its upper categories, nearest first. */
export async function itemCategoryChains(tx: Queryable, itemIds: readonly string[]): Promise<Map<string, number[]>> {
  const chains = new Map<string, number[]>();
  if (itemIds.length === 0) return chains;
  const result = (await tx.execute(sql`
    WITH RECURSIVE chain(item_id, category_id, depth) AS (
      SELECT ${items.id}, ${items.categoryId}, 0 FROM ${items}
       WHERE ${items.id} IN (${sql.join(
         itemIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})
      UNION ALL
      SELECT chain.item_id, c.upper_category_id, chain.depth + 1
        FROM chain JOIN ${categories} c ON c.id = chain.category_id
       WHERE c.upper_category_id IS NOT NULL AND chain.depth < 20
    )
    SELECT item_id, array_agg(category_id ORDER BY depth) AS chain FROM chain
     WHERE category_id IS NOT NULL GROUP BY item_id`)) as unknown as { rows: Array<{ item_id: string; chain: number[] }> };
  for (const row of result.rows) chains.set(row.item_id, row.chain.map(Number));
  return chains;
}

export async function allCommissionRates(db: Database) {
  return db
    .select({
      sellerId: commissionRates.sellerId,
      storeName: accounts.companyName,
      categoryId: commissionRates.categoryId,
      categoryTitles: categories.titles,
      rateBps: commissionRates.rateBps,
    })
    .from(commissionRates)
    .leftJoin(accounts, eq(accounts.id, commissionRates.sellerId))
    .leftJoin(categories, eq(categories.id, commissionRates.categoryId))
    .orderBy(asc(accounts.companyName), asc(commissionRates.categoryId));
}

export async function upsertCommissionRate(
  tx: Queryable,
  scope: { sellerId: string | null; categoryId: number | null },
  rateBps: number,
) {
  await tx
    .insert(commissionRates)
    .values({ ...scope, rateBps })
    .onConflictDoUpdate({
      target: [commissionRates.sellerId, commissionRates.categoryId],
      set: { rateBps, updatedAt: sql`now()` },
    });
}

export async function deleteCommissionRate(tx: Queryable, scope: { sellerId: string | null; categoryId: number | null }) {
  await tx
    .delete(commissionRates)
    .where(
      and(
        scope.sellerId === null ? isNull(commissionRates.sellerId) : eq(commissionRates.sellerId, scope.sellerId),
        scope.categoryId === null ? isNull(commissionRates.categoryId) : eq(commissionRates.categoryId, scope.categoryId),
      ),
    );
}

export async function categoryExists(tx: Queryable, categoryId: number): Promise<boolean> {
  const rows = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Reading: the seller's Earnings

/** The store's balance at `now`: pending (available later) and available. */
export async function sellerBalance(db: Queryable, sellerId: string, now: Date) {
  const [row] = await db
    .select({
      pendingQepik:
        sql<number>`coalesce(sum(${ledgerEntries.amountQepik}) FILTER (WHERE ${ledgerEntries.availableFrom} > ${now}), 0)`.mapWith(
          Number,
        ),
      availableQepik:
        sql<number>`coalesce(sum(${ledgerEntries.amountQepik}) FILTER (WHERE ${ledgerEntries.availableFrom} <= ${now}), 0)`.mapWith(
          Number,
        ),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.sellerId, sellerId));
  return { pendingQepik: row?.pendingQepik ?? 0, availableQepik: row?.availableQepik ?? 0 };
}

/** Sums per Baku month (YYYY-MM) and kind of the entries written since `since`. */
export async function monthlySums(db: Database, sellerId: string, since: Date) {
  const month = sql<string>`to_char((${ledgerEntries.createdAt} AT TIME ZONE 'UTC') + interval '4 hours', 'YYYY-MM')`;
  return db
    .select({ month, kind: ledgerEntries.kind, amountQepik: sql<number>`sum(${ledgerEntries.amountQepik})`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.sellerId, sellerId), gte(ledgerEntries.createdAt, since)))
    .groupBy(month, ledgerEntries.kind);
}

export async function payoutTotals(db: Database, sellerId: string) {
  const [totals] = await db
    .select({ paidOutQepik: sql<number>`coalesce(sum(${payouts.amountQepik}), 0)`.mapWith(Number) })
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId));
  const [last] = await db
    .select()
    .from(payouts)
    .where(eq(payouts.sellerId, sellerId))
    .orderBy(desc(payouts.at), desc(payouts.id))
    .limit(1);
  return { paidOutQepik: totals?.paidOutQepik ?? 0, last };
}

export interface LedgerFilter {
  sellerId: string;
  kind?: LedgerKind | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
  /** Entries of one order (null: an order number that does not exist, so none). */
  orderId?: string | null | undefined;
}

function ledgerWhere(filter: LedgerFilter): SQL | undefined {
  return and(
    eq(ledgerEntries.sellerId, filter.sellerId),
    filter.kind ? eq(ledgerEntries.kind, filter.kind) : undefined,
    filter.from ? gte(ledgerEntries.createdAt, filter.from) : undefined,
    filter.to ? lt(ledgerEntries.createdAt, filter.to) : undefined,
    filter.orderId === null ? sql`false` : filter.orderId ? eq(ledgerEntries.orderId, filter.orderId) : undefined,
  );
}

const entryColumns = {
  id: ledgerEntries.id,
  kind: ledgerEntries.kind,
  amountQepik: ledgerEntries.amountQepik,
  createdAt: ledgerEntries.createdAt,
  availableFrom: ledgerEntries.availableFrom,
  note: ledgerEntries.note,
  orderId: ledgerEntries.orderId,
  orderNumber: orders.number,
};

/**
 * One page of the store's entries, newest first, and how many match (the seller's list indexes).
 * The page's ids are found first, from the index alone, and only its rows are read and joined to
 * their orders: a deep page then skips index entries, not whole rows, and no plan finds it cheaper
 * to sort every entry of the store.
 */
export async function ledgerPage(db: Database, filter: LedgerFilter, page: { limit: number; offset: number }) {
  const where = ledgerWhere(filter);
  const pageIds = db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(where)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  const [found, [total]] = await Promise.all([
    db
      .select(entryColumns)
      .from(pageIds)
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, pageIds.id))
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id)),
    db.select({ n: count() }).from(ledgerEntries).where(where),
  ]);
  return { rows: found, total: total?.n ?? 0 };
}

/** Every entry matching, newest first, at most `limit` (the CSV export). */
export async function ledgerRows(db: Database, filter: LedgerFilter, limit: number) {
  return db
    .select(entryColumns)
    .from(ledgerEntries)
    .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
    .where(ledgerWhere(filter))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(limit);
}

/** The id of the store's order with this number, if it has one. */
export async function sellerOrderIdByNumber(db: Database, sellerId: string, number: number): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.sellerId, sellerId)));
  return row?.id;
}

// ---------------------------------------------------------------------------------------------
// Reading: the admin's Payouts

/** A LIKE pattern that takes `text`'s wildcards literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Stores with ledger entries and their kept balances (settled first: settleStoreBalances), the
 * largest available first, from the balances' index; `q` searches the store's name (through the
 * accounts' trigram index of the admin's search, whose text holds the name); `onlyAvailable` keeps
 * those with money to pay out. Planned per call: how common the name is decides between the
 * trigram index and reading the balances in order.
 */
export async function payoutStorePage(
  db: Database,
  filter: { q: string; onlyAvailable: boolean; sellerId?: string },
  page: { limit: number; offset: number },
) {
  const balance: SQL[] = [sql`true`];
  if (filter.sellerId) balance.push(sql`b.seller_id = ${filter.sellerId}::uuid`);
  if (filter.onlyAvailable) balance.push(sql`b.available_qepik > 0`);
  const name: SQL[] = [];
  if (filter.q) {
    const pattern = sql`catalogue_fold(${containing(filter.q)})`;
    // The first the same expression as the trigram index accounts_admin_search_trgm_idx; the second the name alone.
    name.push(
      sql`catalogue_fold(a.identifier || ' ' || a.name || ' ' || a.lastname || ' ' || a.company_name || ' ' || a.phone_number) LIKE ${pattern}`,
      sql`catalogue_fold(a.company_name) LIKE ${pattern}`,
    );
  }
  const where = sql.join([...balance, ...name], sql` AND `);
  // NULLS LAST as the index has it (the column is never null), so the order is the index's.
  const limit = sql`ORDER BY b.available_qepik DESC NULLS LAST, b.seller_id LIMIT ${page.limit} OFFSET ${page.offset}`;
  // Without a name the page is taken from the balances' index alone, and each of its rows reads its
  // store's name by the accounts' key.
  const paged =
    name.length === 0
      ? sql`(SELECT b.seller_id, b.available_qepik, b.pending_qepik FROM ${storeBalances} b
              WHERE ${sql.join(balance, sql` AND `)} ${limit}) b`
      : sql`(SELECT b.seller_id, b.available_qepik, b.pending_qepik FROM ${storeBalances} b
               JOIN ${accounts} a ON a.id = b.seller_id WHERE ${where} ${limit}) b`;
  const [found, [counted]] = await Promise.all([
    rowsPlannedPerCall<{
      storeId: string;
      storeName: string;
      availableQepik: number | string;
      pendingQepik: number | string;
      lastPayoutAt: Date | string | null;
    }>(
      db,
      sql`SELECT b.seller_id AS "storeId", (SELECT a.company_name FROM ${accounts} a WHERE a.id = b.seller_id) AS "storeName",
                 b.available_qepik AS "availableQepik",
                 b.pending_qepik AS "pendingQepik",
                 (SELECT max(p.at) FROM ${payouts} p WHERE p.seller_id = b.seller_id) AS "lastPayoutAt"
            FROM ${paged} ORDER BY b.available_qepik DESC NULLS LAST, b.seller_id`,
    ),
    rowsPlannedPerCall<{ total: number | string }>(
      db,
      name.length === 0
        ? sql`SELECT count(*) AS total FROM ${storeBalances} b WHERE ${where}`
        : sql`SELECT count(*) AS total FROM ${storeBalances} b JOIN ${accounts} a ON a.id = b.seller_id WHERE ${where}`,
    ),
  ]);
  return {
    rows: found.map((row) => ({
      storeId: row.storeId,
      storeName: row.storeName,
      availableQepik: Number(row.availableQepik),
      pendingQepik: Number(row.pendingQepik),
      lastPayoutAt: row.lastPayoutAt === null ? null : new Date(row.lastPayoutAt),
    })),
    total: Number(counted?.total ?? 0),
  };
}

export async function storeName(db: Queryable, sellerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: accounts.companyName })
    .from(accounts)
    .where(and(eq(accounts.id, sellerId), eq(accounts.type, ACCOUNT_TYPE.MERCHANT)));
  return row?.name;
}

export async function payoutPage(db: Database, sellerId: string, page: { limit: number; offset: number }) {
  const [found, [total]] = await Promise.all([
    db
      .select({
        id: payouts.id,
        sellerId: payouts.sellerId,
        amountQepik: payouts.amountQepik,
        bankReference: payouts.bankReference,
        at: payouts.at,
        adminName: sql<string>`coalesce(nullif(trim(${accounts.name} || ' ' || ${accounts.lastname}), ''), ${accounts.identifier}, '')`,
      })
      .from(payouts)
      .leftJoin(accounts, eq(accounts.id, payouts.adminId))
      .where(eq(payouts.sellerId, sellerId))
      .orderBy(desc(payouts.at), desc(payouts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(payouts).where(eq(payouts.sellerId, sellerId)),
  ]);
  return { rows: found, total: total?.n ?? 0 };
}

export async function payoutByRequestKey(tx: Queryable, requestKey: string): Promise<PayoutRow | undefined> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.requestKey, requestKey));
  return row;
}

export async function adminName(tx: Queryable, adminId: string): Promise<string> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(nullif(trim(${accounts.name} || ' ' || ${accounts.lastname}), ''), ${accounts.identifier}, '')`,
    })
    .from(accounts)
    .where(eq(accounts.id, adminId));
  return row?.name ?? '';
}
