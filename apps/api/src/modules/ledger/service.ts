import {
  ADMIN_ACTION,
  LEDGER_EXPORT_MAX,
  LEDGER_KIND,
  LEDGER_PAGE_SIZE,
  LEDGER_SUMMARY_MONTHS,
  availableFromCompletion,
  bakuDayEnd,
  bakuDayStart,
  commissionRateFor,
  formatAdminDateTime,
  type ledgerEntriesQuerySchema,
  type ledgerExportQuerySchema,
  manatForCsv,
  type markPayoutPaidRequestSchema,
  monthlySummary,
  orderCommissionQepik,
  orderNumberFromSearch,
  payoutAmount,
  type payoutStoresQuerySchema,
  recentBakuMonths,
  refundAvailableFrom,
  type setCommissionRateRequestSchema,
  toCsv,
  type CommissionRates,
  type Earnings,
  type Language,
  type LedgerAdjustmentRequest,
  type LedgerEntriesPage,
  type LedgerEntry,
  type LedgerKind,
  type MarkPayoutPaidAnswer,
  type Payout,
  type PayoutStore,
  type PayoutStoresPage,
  type StorePayouts,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import type { Queryable } from '../auth/accounts.ts';
import { recordAdminAction } from '../audit/service.ts';
import { ledgerErrors } from './errors.ts';
import type { LedgerSettings } from './settings.ts';
import {
  adminName,
  allCommissionRates,
  categoryExists,
  commissionLines,
  completedOrderRows,
  deleteCommissionRate,
  dueStoreBalances,
  insertLedgerEntries,
  insertLedgerEntry,
  insertPayout,
  itemCategoryChains,
  ledgerPage,
  ledgerRows,
  lockSaleEntry,
  lockSellerBalance,
  monthlySums,
  orderEntryKinds,
  orderTotal,
  payoutByRequestKey,
  payoutPage,
  payoutStorePage,
  payoutTotals,
  ratesForSeller,
  sellerBalance,
  sellerOrderIdByNumber,
  settleStoreBalances,
  storeName,
  upsertCommissionRate,
  type LedgerEntryRow,
  type LedgerFilter,
} from './store.ts';

/**
 * The sellers' money: a ledger per store written when an order completes (sale, commission, and
 * for a cash order the cash the seller already holds) and when a completed order is refunded; the
 * seller's Earnings; the admin's Payouts, adjustments and commission rates.
 */

// ---------------------------------------------------------------------------------------------
// Written by other modules, inside their transactions

/**
 * The commission rate in force for each line of an order about to be written, from the store's and
 * the lines' categories' rates (commissionRateFor). Called by the orders' insert: the rate is saved
 * on the line and never changes afterwards.
 */
export async function commissionRatesOfLines(
  tx: Queryable,
  sellerId: string,
  lines: ReadonlyArray<{ itemId?: string | null | undefined }>,
): Promise<number[]> {
  const rates = await ratesForSeller(tx, sellerId);
  if (rates.length === 0) return lines.map(() => 0);
  const itemIds = [...new Set(lines.flatMap((line) => (line.itemId ? [line.itemId] : [])))];
  const chains = rates.some((rate) => rate.categoryId !== null)
    ? await itemCategoryChains(tx, itemIds)
    : new Map<string, number[]>();
  return lines.map((line) =>
    commissionRateFor(rates, { sellerId, categoryChain: (line.itemId && chains.get(line.itemId)) || [] }),
  );
}

/**
 * Writes the ledger of orders that just completed, in the completion's transaction: SALE (the total
 * less what was refunded before; nothing for an order refunded whole: no entry is of 0), COMMISSION (on what was kept) and, for a cash order, CASH_COLLECTED
 * (the seller already holds the money), available `holdDays` after completion. An order already
 * written is left as it is.
 */
export async function recordCompletedSales(
  tx: Queryable,
  orderIds: readonly string[],
  completedAt: Date,
  settings: LedgerSettings,
): Promise<void> {
  if (orderIds.length === 0) return;
  const [orders, lines] = await Promise.all([completedOrderRows(tx, orderIds), commissionLines(tx, orderIds)]);
  const availableFrom = availableFromCompletion(completedAt, settings.holdDays);
  const entries = orders.flatMap((order) => {
    const keptQepik = Math.max(0, order.totalQepik - order.refundedQepik);
    const commission = orderCommissionQepik(
      lines.filter((line) => line.orderId === order.orderId),
      order.totalQepik,
      keptQepik,
    );
    const base = { sellerId: order.sellerId, orderId: order.orderId, availableFrom, createdAt: completedAt };
    return [
      ...(keptQepik > 0 ? [{ ...base, kind: LEDGER_KIND.SALE, amountQepik: keptQepik }] : []),
      ...(commission > 0 ? [{ ...base, kind: LEDGER_KIND.COMMISSION, amountQepik: -commission }] : []),
      ...(order.cash && keptQepik > 0 ? [{ ...base, kind: LEDGER_KIND.CASH_COLLECTED, amountQepik: -keptQepik }] : []),
    ];
  });
  await insertLedgerEntries(tx, entries);
}

/**
 * A refund of an order, in the refund's transaction. For an order whose sale is already in the
 * ledger (it completed): REFUND (−amount), the commission's share given back (+), and for a cash
 * order CASH_COLLECTED (+amount: the seller gave that cash back), counted when the sale is
 * (refundAvailableFrom). For an order not completed yet it writes nothing: its sale will be written
 * net of the refund. A refund id already written is not written again.
 */
export async function recordRefund(
  tx: Queryable,
  refund: { orderId: string; refundId: string; amountQepik: number; at: Date },
): Promise<void> {
  const sale = await lockSaleEntry(tx, refund.orderId);
  if (!sale) return;
  const [written, totalQepik, lines] = await Promise.all([
    orderEntryKinds(tx, refund.orderId),
    orderTotal(tx, refund.orderId),
    commissionLines(tx, [refund.orderId]),
  ]);
  if (totalQepik === undefined || written.some((entry) => entry.refundId === refund.refundId)) return;
  const refundedSince = written
    .filter((entry) => entry.kind === LEDGER_KIND.REFUND)
    .reduce((sum, entry) => sum - entry.amountQepik, 0);
  const keptBefore = sale.amountQepik - refundedSince;
  const amountQepik = Math.min(refund.amountQepik, Math.max(0, keptBefore));
  if (amountQepik <= 0) return;
  const commissionBack =
    orderCommissionQepik(lines, totalQepik, keptBefore) - orderCommissionQepik(lines, totalQepik, keptBefore - amountQepik);
  const cash = written.some((entry) => entry.kind === LEDGER_KIND.CASH_COLLECTED && entry.refundId === null);
  const base = {
    sellerId: sale.sellerId,
    orderId: refund.orderId,
    refundId: refund.refundId,
    availableFrom: refundAvailableFrom(sale.availableFrom, refund.at),
    createdAt: refund.at,
  };
  await insertLedgerEntries(tx, [
    { ...base, kind: LEDGER_KIND.REFUND, amountQepik: -amountQepik },
    ...(commissionBack > 0 ? [{ ...base, kind: LEDGER_KIND.COMMISSION, amountQepik: commissionBack }] : []),
    ...(cash ? [{ ...base, kind: LEDGER_KIND.CASH_COLLECTED, amountQepik }] : []),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The seller's Earnings

function entryOf(
  row: Pick<LedgerEntryRow, 'id' | 'kind' | 'amountQepik' | 'createdAt' | 'availableFrom' | 'note' | 'orderId'> & {
    orderNumber: number | null;
  },
  now: Date,
): LedgerEntry {
  return {
    id: String(row.id),
    kind: row.kind,
    amountQepik: row.amountQepik,
    createdAt: row.createdAt.toISOString(),
    availableFrom: row.availableFrom.toISOString(),
    pending: row.availableFrom.getTime() > now.getTime(),
    order: row.orderId !== null && row.orderNumber !== null ? { id: row.orderId, number: row.orderNumber } : null,
    note: row.note,
  };
}

/** What the store may be paid now (the Earnings page's available balance; the profile's `balance`). */
export async function availableBalanceQepik(db: Queryable, sellerId: string, now = new Date()): Promise<number> {
  return (await sellerBalance(db, sellerId, now)).availableQepik;
}

export async function earnings(db: Database, sellerId: string, settings: LedgerSettings, now = new Date()): Promise<Earnings> {
  const months = recentBakuMonths(now, LEDGER_SUMMARY_MONTHS);
  const since = bakuDayStart(`${months[months.length - 1]}-01`);
  const [balance, sums, paid] = await Promise.all([
    sellerBalance(db, sellerId, now),
    monthlySums(db, sellerId, since),
    payoutTotals(db, sellerId),
  ]);
  return {
    ...balance,
    paidOutQepik: paid.paidOutQepik,
    lastPayout: paid.last
      ? { amountQepik: paid.last.amountQepik, at: paid.last.at.toISOString(), bankReference: paid.last.bankReference }
      : null,
    holdDays: settings.holdDays,
    months: monthlySummary(sums, months),
  };
}

type LedgerFilterQuery = { kind?: LedgerKind | undefined; from?: string | undefined; to?: string | undefined; order: string };

async function filterOf(db: Database, sellerId: string, query: LedgerFilterQuery): Promise<LedgerFilter> {
  let orderId: string | null | undefined;
  if (query.order !== '') {
    const number = orderNumberFromSearch(query.order);
    orderId = number === null ? null : ((await sellerOrderIdByNumber(db, sellerId, number)) ?? null);
  }
  return {
    sellerId,
    kind: query.kind,
    from: query.from ? bakuDayStart(query.from) : undefined,
    to: query.to ? bakuDayEnd(query.to) : undefined,
    orderId,
  };
}

export async function ledgerEntries(
  db: Database,
  sellerId: string,
  query: z.output<typeof ledgerEntriesQuerySchema>,
  now = new Date(),
): Promise<LedgerEntriesPage> {
  const filter = await filterOf(db, sellerId, query);
  const { rows, total } = await ledgerPage(db, filter, { limit: LEDGER_PAGE_SIZE, offset: (query.page - 1) * LEDGER_PAGE_SIZE });
  return { items: rows.map((row) => entryOf(row, now)), page: query.page, total, pageSize: LEDGER_PAGE_SIZE };
}

/** The CSV's header row and kind names in each language. */
const CSV_TEXTS: Record<Language, { header: string[]; kinds: Record<LedgerKind, string> }> = {
  az: {
    header: ['Tarix', 'Növ', 'Sifariş', 'Məbləğ (AZN)', 'İstifadəyə açıq tarix', 'Qeyd'],
    kinds: {
      SALE: 'Satış',
      COMMISSION: 'Komissiya',
      REFUND: 'Geri qaytarma',
      CASH_COLLECTED: 'Nağd alınıb',
      PAYOUT: 'Ödəniş',
      ADJUSTMENT: 'Düzəliş',
    },
  },
  en: {
    header: ['Date', 'Type', 'Order', 'Amount (AZN)', 'Available from', 'Note'],
    kinds: {
      SALE: 'Sale',
      COMMISSION: 'Commission',
      REFUND: 'Refund',
      CASH_COLLECTED: 'Cash collected',
      PAYOUT: 'Payout',
      ADJUSTMENT: 'Adjustment',
    },
  },
  ru: {
    header: ['Дата', 'Тип', 'Заказ', 'Сумма (AZN)', 'Доступно с', 'Примечание'],
    kinds: {
      SALE: 'Продажа',
      COMMISSION: 'Комиссия',
      REFUND: 'Возврат',
      CASH_COLLECTED: 'Получено наличными',
      PAYOUT: 'Выплата',
      ADJUSTMENT: 'Корректировка',
    },
  },
  tr: {
    header: ['Tarih', 'Tür', 'Sipariş', 'Tutar (AZN)', 'Kullanılabilir tarih', 'Not'],
    kinds: {
      SALE: 'Satış',
      COMMISSION: 'Komisyon',
      REFUND: 'İade',
      CASH_COLLECTED: 'Nakit tahsil edildi',
      PAYOUT: 'Ödeme',
      ADJUSTMENT: 'Düzeltme',
    },
  },
};

/** The store's entries matching the filters as CSV (newest first, at most LEDGER_EXPORT_MAX), in the seller's language. */
export async function ledgerCsv(
  db: Database,
  sellerId: string,
  query: z.output<typeof ledgerExportQuerySchema>,
): Promise<string> {
  const filter = await filterOf(db, sellerId, query);
  const rows = await ledgerRows(db, filter, LEDGER_EXPORT_MAX);
  const texts = CSV_TEXTS[query.language];
  return toCsv([
    texts.header.map((value) => ({ value })),
    ...rows.map((row) => [
      { value: formatAdminDateTime(row.createdAt.toISOString()) },
      { value: texts.kinds[row.kind] },
      { value: row.orderNumber === null ? '' : String(row.orderNumber), kind: 'number' as const },
      { value: manatForCsv(row.amountQepik), kind: 'number' as const },
      { value: formatAdminDateTime(row.availableFrom.toISOString()) },
      { value: row.note },
    ]),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The admin's Payouts

const storeOf = (row: Awaited<ReturnType<typeof payoutStorePage>>['rows'][number]): PayoutStore => ({
  storeId: row.storeId,
  storeName: row.storeName,
  availableQepik: row.availableQepik,
  pendingQepik: row.pendingQepik,
  lastPayoutAt: row.lastPayoutAt ? row.lastPayoutAt.toISOString() : null,
});

/**
 * Stores settled per transaction of settleDueBalances: few rows locked at a time (writers of those
 * stores wait for no more than a short batch), and few enough that each is found by its key.
 */
export const SETTLE_BATCH = 50;

/**
 * Settles every store's kept balance due at `now` (entries matured since it was last settled; see
 * the schema's storeBalances), a batch per transaction. Run by the ledger's job every minute, and by
 * Payouts before it reads, so the balances it shows are those of the ledger at that moment — the
 * ones "mark paid" checks — even between two runs of the job. Answers how many were settled.
 */
export async function settleDueBalances(db: Database, now = new Date()): Promise<number> {
  let settled = 0;
  for (;;) {
    const due = await dueStoreBalances(db, now, SETTLE_BATCH);
    if (due.length === 0) return settled;
    const done = await db.transaction((tx) => settleStoreBalances(tx, due, now));
    settled += done;
    if (done === 0 || due.length < SETTLE_BATCH) return settled;
  }
}

export async function payoutStores(
  db: Database,
  query: z.output<typeof payoutStoresQuerySchema>,
  now = new Date(),
): Promise<PayoutStoresPage> {
  await settleDueBalances(db, now);
  const { rows, total } = await payoutStorePage(
    db,
    { q: query.q, onlyAvailable: query.available },
    { limit: LEDGER_PAGE_SIZE, offset: (query.page - 1) * LEDGER_PAGE_SIZE },
  );
  return { items: rows.map(storeOf), page: query.page, total, pageSize: LEDGER_PAGE_SIZE };
}

async function storeSummary(db: Database, storeId: string, now: Date): Promise<PayoutStore> {
  const name = await storeName(db, storeId);
  if (name === undefined) throw ledgerErrors.storeNotFound();
  await db.transaction((tx) => settleStoreBalances(tx, [storeId], now));
  const { rows } = await payoutStorePage(db, { q: '', onlyAvailable: false, sellerId: storeId }, { limit: 1, offset: 0 });
  const [row] = rows;
  return row ? storeOf(row) : { storeId, storeName: name, availableQepik: 0, pendingQepik: 0, lastPayoutAt: null };
}

const payoutOf = (
  row: { id: string; sellerId: string; amountQepik: number; bankReference: string; at: Date },
  admin: string,
): Payout => ({
  id: row.id,
  storeId: row.sellerId,
  amountQepik: row.amountQepik,
  bankReference: row.bankReference,
  at: row.at.toISOString(),
  adminName: admin,
});

export async function storePayouts(db: Database, storeId: string, pageNumber: number, now = new Date()): Promise<StorePayouts> {
  const store = await storeSummary(db, storeId, now);
  const { rows, total } = await payoutPage(db, storeId, { limit: LEDGER_PAGE_SIZE, offset: (pageNumber - 1) * LEDGER_PAGE_SIZE });
  return { store, items: rows.map((row) => payoutOf(row, row.adminName)), page: pageNumber, total, pageSize: LEDGER_PAGE_SIZE };
}

/**
 * "Mark paid": a bank transfer of the store's available balance (or a part of it) was made. Under
 * the store's balance lock: the balance must be the one the admin saw and cover the amount; the
 * payout, its PAYOUT entry and the audit record are written together. A request key already used
 * answers its payout again instead of paying twice.
 */
export async function markPayoutPaid(
  db: Database,
  adminId: string,
  request: z.output<typeof markPayoutPaidRequestSchema>,
  requestKey: string,
  now = new Date(),
): Promise<MarkPayoutPaidAnswer> {
  return db.transaction(async (tx) => {
    if (!(await lockSellerBalance(tx, request.storeId))) throw ledgerErrors.storeNotFound();
    const { availableQepik } = await sellerBalance(tx, request.storeId, now);
    const earlier = await payoutByRequestKey(tx, requestKey);
    if (earlier) return { payout: payoutOf(earlier, await adminName(tx, earlier.adminId ?? '')), availableQepik };
    if (availableQepik !== request.seenAvailableQepik) throw ledgerErrors.balanceChanged(availableQepik);
    const amount = payoutAmount(availableQepik, request.amountQepik);
    if ('error' in amount) {
      throw amount.error === 'PAYOUT_MORE_THAN_AVAILABLE'
        ? ledgerErrors.moreThanAvailable(availableQepik)
        : ledgerErrors.nothingAvailable(availableQepik);
    }
    const payout = await insertPayout(tx, {
      sellerId: request.storeId,
      amountQepik: amount.amountQepik,
      bankReference: request.bankReference,
      adminId,
      requestKey,
      at: now,
    });
    await insertLedgerEntry(tx, {
      sellerId: request.storeId,
      payoutId: payout.id,
      kind: LEDGER_KIND.PAYOUT,
      amountQepik: -amount.amountQepik,
      availableFrom: now,
      createdAt: now,
      note: request.bankReference,
      adminId,
    });
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.PAYOUT_MARKED_PAID,
      target: { kind: 'company', id: request.storeId },
      details: { payoutId: payout.id, amountQepik: amount.amountQepik, bankReference: request.bankReference },
    });
    return { payout: payoutOf(payout, await adminName(tx, adminId)), availableQepik: availableQepik - amount.amountQepik };
  });
}

/** An admin's correction of a store's balance, either way, available at once, with its reason (audited). */
export async function addLedgerAdjustment(
  db: Database,
  adminId: string,
  request: LedgerAdjustmentRequest,
  now = new Date(),
): Promise<{ entry: LedgerEntry; availableQepik: number }> {
  if (request.amountQepik === 0) throw ledgerErrors.adjustmentZero();
  return db.transaction(async (tx) => {
    if (!(await lockSellerBalance(tx, request.storeId))) throw ledgerErrors.storeNotFound();
    const row = await insertLedgerEntry(tx, {
      sellerId: request.storeId,
      kind: LEDGER_KIND.ADJUSTMENT,
      amountQepik: request.amountQepik,
      availableFrom: now,
      createdAt: now,
      note: request.reason,
      adminId,
    });
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.LEDGER_ADJUSTED,
      target: { kind: 'company', id: request.storeId },
      details: { entryId: String(row.id), amountQepik: request.amountQepik, reason: request.reason },
    });
    const { availableQepik } = await sellerBalance(tx, request.storeId, now);
    return { entry: entryOf({ ...row, orderNumber: null }, now), availableQepik };
  });
}

// ---------------------------------------------------------------------------------------------
// Commission rates (admin)

export async function commissionRates(db: Database, language: Language): Promise<CommissionRates> {
  const rows = await allCommissionRates(db);
  const fallback = rows.find((row) => row.sellerId === null && row.categoryId === null);
  return {
    defaultBps: fallback?.rateBps ?? 0,
    overrides: rows
      .filter((row) => row !== fallback)
      .map((row) => ({
        storeId: row.sellerId,
        storeName: row.sellerId === null ? null : (row.storeName ?? ''),
        categoryId: row.categoryId,
        categoryTitle: row.categoryTitles ? (row.categoryTitles[language] ?? row.categoryTitles.az) : null,
        rateBps: row.rateBps,
      })),
  };
}

/** Sets (or with null removes) the rate of one scope; lines already written keep theirs. Audited. */
export async function setCommissionRate(
  db: Database,
  adminId: string,
  request: z.output<typeof setCommissionRateRequestSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (request.storeId !== null && (await storeName(tx, request.storeId)) === undefined) throw ledgerErrors.storeNotFound();
    if (request.categoryId !== null && !(await categoryExists(tx, request.categoryId))) throw ledgerErrors.categoryNotFound();
    const scope = { sellerId: request.storeId, categoryId: request.categoryId };
    if (request.rateBps === null) await deleteCommissionRate(tx, scope);
    else await upsertCommissionRate(tx, scope, request.rateBps);
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.COMMISSION_RATE_SET,
      target:
        request.storeId !== null
          ? { kind: 'company', id: request.storeId }
          : request.categoryId !== null
            ? { kind: 'category', id: request.categoryId }
            : undefined,
      details: { storeId: request.storeId, categoryId: request.categoryId, rateBps: request.rateBps },
    });
  });
}
