import {
  ADMIN_ACTION,
  PROMOTED_CATEGORY_SLOTS,
  PROMOTED_HOME_SLOTS,
  PROMOTION_PAGE_SIZE,
  promotionPriceQepik,
  type Promotion,
  type PromotionPage,
  type PromotedItems,
} from '@marketplace/contract';
import type { z } from 'zod';
import type {
  adminPromotionsQuerySchema,
  createPromotionRequestSchema,
  decidePromotionRequestSchema,
  promotionEventsRequestSchema,
  storePromotionsQuerySchema,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import { recordAdminAction } from '../audit/service.ts';
import { promotionErrors } from './errors.ts';
import {
  categoryWithDescendants,
  countPromotionEvents,
  insertPromotion,
  lockOwnListedItem,
  lockPromotion,
  openPromotionOf,
  promotionPageRows,
  promotionView,
  runningPromotedItems,
  updatePromotion,
  type PromotionFilter,
  type PromotionView,
} from './store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function toPromotion(row: PromotionView, now: Date): Promotion {
  // A running promotion whose days are over answers as ENDED even before anything rewrote its row.
  const ended = row.status === 'ACTIVE' && row.endsAt !== null && row.endsAt.getTime() <= now.getTime();
  return {
    id: row.id,
    itemId: row.itemId,
    storeId: row.sellerId,
    productName: row.productName,
    coverImage: row.coverImage,
    companyName: row.companyName,
    status: ended ? 'ENDED' : row.status,
    days: row.days,
    priceQepik: row.priceQepik,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    views: row.views,
    clicks: row.clicks,
    stoppedBy: row.stoppedBy,
    stopReason: row.stopReason,
    createdAt: row.createdAt.toISOString(),
  };
}

async function answerOf(db: Database, id: string, now: Date): Promise<Promotion> {
  const row = await promotionView(db, id);
  if (!row) throw promotionErrors.notFound();
  return toPromotion(row, now);
}

async function pageOf(db: Database, filter: PromotionFilter, now: Date): Promise<PromotionPage> {
  const { found, total } = await promotionPageRows(db, filter);
  return { promotions: found.map((row) => toPromotion(row, now)), page: filter.page, pageSize: PROMOTION_PAGE_SIZE, total };
}

/**
 * The seller asks to promote one of their products buyers can see for `days` days: PENDING until an
 * admin approves it. One waiting or running promotion per product (its row is locked while asked).
 */
export async function createPromotion(
  db: Database,
  sellerId: string,
  input: z.output<typeof createPromotionRequestSchema>,
  now: Date = new Date(),
): Promise<Promotion> {
  if (!isUuid(input.itemId)) throw promotionErrors.itemNotFound();
  const id = await db.transaction(async (tx) => {
    if (!(await lockOwnListedItem(tx, sellerId, input.itemId))) throw promotionErrors.itemNotFound();
    const open = await openPromotionOf(tx, input.itemId, now);
    if (open) throw promotionErrors.alreadyOpen(open.id);
    const created = await insertPromotion(tx, {
      itemId: input.itemId,
      sellerId,
      days: input.days,
      priceQepik: promotionPriceQepik(input.days),
      createdAt: now,
    });
    return created.id;
  });
  return answerOf(db, id, now);
}

/** The seller stops their own waiting or running promotion. */
export async function cancelPromotion(
  db: Database,
  sellerId: string,
  promotionId: string,
  now: Date = new Date(),
): Promise<Promotion> {
  if (!isUuid(promotionId)) throw promotionErrors.notFound();
  await db.transaction(async (tx) => {
    const row = await lockPromotion(tx, promotionId);
    if (!row || row.sellerId !== sellerId) throw promotionErrors.notFound();
    if (!isOpen(row, now)) throw promotionErrors.notOpen(toPromotionStatus(row, now));
    await updatePromotion(tx, row.id, {
      status: 'STOPPED',
      stoppedBy: 'SELLER',
      ...(row.status === 'ACTIVE' ? { endsAt: now } : {}),
    });
  });
  return answerOf(db, promotionId, now);
}

const isOpen = (row: { status: string; endsAt: Date | null }, now: Date) =>
  row.status === 'PENDING' || (row.status === 'ACTIVE' && row.endsAt !== null && row.endsAt.getTime() > now.getTime());
const toPromotionStatus = (row: { status: string; endsAt: Date | null }, now: Date) =>
  row.status === 'ACTIVE' && !isOpen(row, now) ? 'ENDED' : row.status;

/**
 * An admin approves a waiting promotion (it runs from now for its days) or stops a waiting or
 * running one with a reason; the audit log records it in the same transaction. Answers the
 * promotion and whether the promoted places changed.
 */
export async function decidePromotion(
  db: Database,
  adminId: string,
  input: z.output<typeof decidePromotionRequestSchema>,
  now: Date = new Date(),
): Promise<{ promotion: Promotion; placesChanged: boolean }> {
  if (!isUuid(input.promotionId)) throw promotionErrors.notFound();
  const placesChanged = await db.transaction(async (tx) => {
    const row = await lockPromotion(tx, input.promotionId);
    if (!row) throw promotionErrors.notFound();
    const target = { kind: 'promotion' as const, id: row.id };
    const details = { itemId: row.itemId, storeId: row.sellerId, days: row.days };
    if (input.decision === 'APPROVE') {
      if (row.status !== 'PENDING') throw promotionErrors.notOpen(toPromotionStatus(row, now));
      await updatePromotion(tx, row.id, {
        status: 'ACTIVE',
        startsAt: now,
        endsAt: new Date(now.getTime() + row.days * DAY_MS),
        decidedBy: adminId,
        decidedAt: now,
      });
      await recordAdminAction(tx, { adminId, action: ADMIN_ACTION.PROMOTION_APPROVED, target, details });
      return true;
    }
    if (!isOpen(row, now)) throw promotionErrors.notOpen(toPromotionStatus(row, now));
    await updatePromotion(tx, row.id, {
      status: 'STOPPED',
      stoppedBy: 'ADMIN',
      stopReason: input.reason,
      decidedBy: adminId,
      decidedAt: now,
      ...(row.status === 'ACTIVE' ? { endsAt: now } : {}),
    });
    await recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.PROMOTION_STOPPED,
      target,
      details: { ...details, reason: input.reason },
    });
    return row.status === 'ACTIVE';
  });
  return { promotion: await answerOf(db, input.promotionId, now), placesChanged };
}

/** The seller's promotions (of one product if asked), newest first, with their views and clicks. */
export async function storePromotions(
  db: Database,
  sellerId: string,
  query: z.output<typeof storePromotionsQuerySchema>,
  now: Date = new Date(),
): Promise<PromotionPage> {
  if (query.itemId !== undefined && !isUuid(query.itemId))
    return { promotions: [], page: query.page, pageSize: PROMOTION_PAGE_SIZE, total: 0 };
  return pageOf(db, { page: query.page, sellerId, itemId: query.itemId }, now);
}

/** The admins' list: every promotion, newest first, of one status if asked (PENDING: the queue). */
export async function adminPromotions(
  db: Database,
  query: z.output<typeof adminPromotionsQuerySchema>,
  now: Date = new Date(),
): Promise<PromotionPage> {
  return pageOf(db, { page: query.page, status: query.status }, now);
}

/**
 * The promoted places: the home page's row (PROMOTED_HOME_SLOTS), or the first places of a category
 * and its subcategories (PROMOTED_CATEGORY_SLOTS), least shown first.
 */
export async function promotedItems(db: Database, categoryId?: number, now: Date = new Date()): Promise<PromotedItems> {
  if (categoryId === undefined) return { items: await runningPromotedItems(db, PROMOTED_HOME_SLOTS, now) };
  const categories = await categoryWithDescendants(db, categoryId);
  if (categories.length === 0) return { items: [] };
  return { items: await runningPromotedItems(db, PROMOTED_CATEGORY_SLOTS, now, categories) };
}

/** Counts the views and clicks a page reports of running promotions, each once per report; anything else is ignored. */
export async function registerPromotionEvents(
  db: Database,
  input: z.output<typeof promotionEventsRequestSchema>,
  now: Date = new Date(),
): Promise<void> {
  const counts = new Map<string, { views: number; clicks: number }>();
  const add = (id: string, kind: 'views' | 'clicks') => {
    if (!isUuid(id)) return;
    const entry = counts.get(id) ?? { views: 0, clicks: 0 };
    entry[kind] = 1;
    counts.set(id, entry);
  };
  for (const id of input.views) add(id, 'views');
  for (const id of input.clicks) add(id, 'clicks');
  for (const [id, entry] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    await countPromotionEvents(db, id, entry.views, entry.clicks, now);
  }
}
