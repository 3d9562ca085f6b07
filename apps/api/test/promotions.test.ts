import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ACTION, API_PATHS, PROMOTED_CATEGORY_SLOTS, PROMOTION_ERROR_CODES, type Promotion } from '@marketplace/contract';
import { promotions } from '../src/db/schema.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, setItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

/**
 * Promotions (the seller's Advertise): a seller asks to promote a product of theirs for some days;
 * an admin approves (it runs from then) or stops it with a reason, audited; the running ones fill
 * the home page's promoted row and the first places of their category, least shown first; the
 * shopper site's views and clicks are counted on the running ones only and the seller reads them.
 */

let server: AuthTestServer;
let seller: SignedIn;
let otherSeller: SignedIn;
let buyer: SignedIn;
let admin: SignedIn;
let parent: number;
let leaf: number;
let otherLeaf: number;

beforeAll(async () => {
  server = await startAuthServer();
  [seller, otherSeller, buyer, admin] = await Promise.all([
    signUpMerchant(server, 'rek-usta@example.az', 'Reklam Evi'),
    signUpMerchant(server, 'rek-diger@example.az', 'Başqa Mağaza'),
    signUpBuyer(server, 'rek-alici@example.az'),
    signInAdmin(server),
  ]);
  parent = await insertCategory(server.database.db, 'Bəzək');
  leaf = await insertCategory(server.database.db, 'Sırğalar', parent);
  otherLeaf = await insertCategory(server.database.db, 'Xalçalar');
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const asSeller = (who: SignedIn = seller): RequestOptions => ({ host: HOSTS.merchant, token: who.token });
const asAdmin = (): RequestOptions => ({ host: HOSTS.admin, token: admin.token });
const ask = (itemId: string, days = 7, who: SignedIn = seller) =>
  server.post(API_PATHS.promotion.createPromotion, { itemId, days }, asSeller(who));
const decide = (body: Record<string, unknown>) => server.post(API_PATHS.promotion.decidePromotion, body, asAdmin());
const promoted = async (categoryId?: number) => {
  const answer = await server.get(`${API_PATHS.promotion.getPromotedItems}${categoryId ? `?categoryId=${categoryId}` : ''}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.items as Array<{ promotionId: string; item: { id: string } }>;
};
const running = async (itemId: string): Promise<Promotion> => {
  const asked = await ask(itemId);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const approved = await decide({ promotionId: asked.body.id, decision: 'APPROVE' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body;
};

describe('the seller asks', () => {
  it('for a product of theirs: PENDING, free, not shown anywhere until approved', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    const asked = await ask(itemId, 5);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({
      itemId,
      storeId: seller.id,
      status: 'PENDING',
      days: 5,
      priceQepik: 0,
      startsAt: null,
      views: 0,
    });
    expect((await promoted()).map((entry) => entry.item.id)).not.toContain(itemId);
    const again = await ask(itemId, 3);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: PROMOTION_ERROR_CODES.PROMOTION_ALREADY_OPEN, promotionId: asked.body.id });
  });

  it("never for another store's product, a hidden one, or outside 1–30 days; a buyer and a guest are refused", async () => {
    const theirs = await insertItem(db(), { merchantId: otherSeller.id, categoryId: leaf });
    const hidden = await insertItem(db(), { merchantId: seller.id, categoryId: leaf, status: 'HIDDEN' });
    for (const itemId of [theirs, hidden, 'nonsense']) {
      const answer = await ask(itemId);
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe(PROMOTION_ERROR_CODES.PROMOTION_ITEM_NOT_FOUND);
    }
    const mine = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    for (const days of [0, 31, 2.5]) expect((await ask(mine, days)).status).toBe(400);
    const extra = await server.post(API_PATHS.promotion.createPromotion, { itemId: mine, days: 3, priceQepik: 0 }, asSeller());
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body.error)).toContain('priceQepik');
    expect(
      (
        await server.post(
          API_PATHS.promotion.createPromotion,
          { itemId: mine, days: 3 },
          { host: HOSTS.shopper, token: buyer.token },
        )
      ).status,
    ).toBe(403);
    expect((await server.post(API_PATHS.promotion.createPromotion, { itemId: mine, days: 3 })).status).toBe(401);
    expect(await db().select().from(promotions).where(eq(promotions.itemId, mine))).toEqual([]);
  });

  it('and cancels their own; another seller cannot', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    const asked = await ask(itemId);
    const foreign = await server.post(API_PATHS.promotion.cancelPromotion, { promotionId: asked.body.id }, asSeller(otherSeller));
    expect(foreign.status).toBe(404);
    const cancelled = await server.post(API_PATHS.promotion.cancelPromotion, { promotionId: asked.body.id }, asSeller());
    expect(cancelled.body).toMatchObject({ status: 'STOPPED', stoppedBy: 'SELLER' });
    // Asking again is possible once nothing is waiting or running.
    expect((await ask(itemId)).status).toBe(200);
  });
});

describe('the admin decides, audited', () => {
  it('approves: it runs from now for its days and fills the promoted places', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    const before = Date.now();
    const promotion = await running(itemId);
    expect(promotion.status).toBe('ACTIVE');
    expect(Date.parse(promotion.endsAt!) - Date.parse(promotion.startsAt!)).toBe(7 * 24 * 60 * 60 * 1000);
    expect(Date.parse(promotion.startsAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await promoted()).map((entry) => entry.item.id)).toContain(itemId);
    // Its category's first places, and its parent's; not another category's.
    expect((await promoted(leaf)).map((entry) => entry.item.id)).toContain(itemId);
    expect((await promoted(parent)).map((entry) => entry.item.id)).toContain(itemId);
    expect((await promoted(otherLeaf)).map((entry) => entry.item.id)).not.toContain(itemId);
    const log = await server.get(`${API_PATHS.admin.getAuditLog}?action=${ADMIN_ACTION.PROMOTION_APPROVED}`, asAdmin());
    expect(log.body.items[0]).toMatchObject({
      admin: { id: admin.id },
      target: { kind: 'promotion', id: promotion.id },
      details: { itemId, storeId: seller.id, days: 7 },
    });
    const again = await decide({ promotionId: promotion.id, decision: 'APPROVE' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: PROMOTION_ERROR_CODES.PROMOTION_NOT_OPEN, status: 'ACTIVE' });
  });

  it('stops a running one with a reason: it leaves the promoted places, the seller reads why', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: otherLeaf });
    const promotion = await running(itemId);
    expect((await decide({ promotionId: promotion.id, decision: 'STOP' })).status).toBe(400);
    const stopped = await decide({ promotionId: promotion.id, decision: 'STOP', reason: 'Qadağan olunmuş məhsul' });
    expect(stopped.body).toMatchObject({ status: 'STOPPED', stoppedBy: 'ADMIN', stopReason: 'Qadağan olunmuş məhsul' });
    expect((await promoted(otherLeaf)).map((entry) => entry.item.id)).not.toContain(itemId);
    const mine = await server.get(`${API_PATHS.promotion.getStorePromotions}?itemId=${itemId}`, asSeller());
    expect(mine.body.promotions[0]).toMatchObject({ id: promotion.id, status: 'STOPPED', stopReason: 'Qadağan olunmuş məhsul' });
    const log = await server.get(`${API_PATHS.admin.getAuditLog}?action=${ADMIN_ACTION.PROMOTION_STOPPED}`, asAdmin());
    expect(log.body.items[0]).toMatchObject({ target: { id: promotion.id }, details: { reason: 'Qadağan olunmuş məhsul' } });
  });

  it("the admins' queue lists the waiting ones; a seller cannot decide", async () => {
    const itemId = await insertItem(db(), { merchantId: otherSeller.id, categoryId: leaf });
    const asked = await ask(itemId, 3, otherSeller);
    const queue = await server.get(`${API_PATHS.promotion.getAdminPromotions}?status=PENDING`, asAdmin());
    expect(queue.body.promotions.map((row: Promotion) => row.id)).toContain(asked.body.id);
    expect(queue.body.promotions.every((row: Promotion) => row.status === 'PENDING')).toBe(true);
    const bySeller = await server.post(
      API_PATHS.promotion.decidePromotion,
      { promotionId: asked.body.id, decision: 'APPROVE' },
      asSeller(otherSeller),
    );
    expect(bySeller.status).toBe(403);
  });
});

describe('the promoted places and their figures', () => {
  it('views and clicks count once per report, on running promotions only; the seller reads them', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    const promotion = await running(itemId);
    const pending = await ask(await insertItem(db(), { merchantId: seller.id, categoryId: leaf }));
    const report = (body: Record<string, unknown>) => server.post(API_PATHS.promotion.registerPromotionEvents, body);
    expect((await report({ views: [promotion.id, promotion.id, pending.body.id, 'nonsense'] })).status).toBe(200);
    expect((await report({ views: [promotion.id], clicks: [promotion.id] })).status).toBe(200);
    const mine = await server.get(`${API_PATHS.promotion.getStorePromotions}?itemId=${itemId}`, asSeller());
    expect(mine.body.promotions[0]).toMatchObject({ views: 2, clicks: 1 });
    const [waiting] = await db().select().from(promotions).where(eq(promotions.id, pending.body.id));
    expect(waiting).toMatchObject({ views: 0, clicks: 0 });
  });

  it('a category shows at most its slots, least shown first; a product that stops being listed leaves', async () => {
    const category = await insertCategory(db(), 'Təsbehlər');
    const ids: string[] = [];
    const runningOnes: Promotion[] = [];
    for (let n = 0; n <= PROMOTED_CATEGORY_SLOTS; n += 1) {
      const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: category });
      ids.push(itemId);
      runningOnes.push(await running(itemId));
    }
    // The first one has been shown the most: it waits for its turn.
    await server.post(API_PATHS.promotion.registerPromotionEvents, { views: [runningOnes[0]!.id] });
    const shown = (await promoted(category)).map((entry) => entry.item.id);
    expect(shown).toHaveLength(PROMOTED_CATEGORY_SLOTS);
    expect(shown).not.toContain(ids[0]);
    await setItem(db(), ids[1]!, { status: 'HIDDEN' });
    const after = (await promoted(category)).map((entry) => entry.item.id);
    expect(after).not.toContain(ids[1]);
    expect(after).toContain(ids[0]);
  });

  it('a promotion whose days are over reads ENDED, leaves the places, and the product can be promoted again', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    const promotion = await running(itemId);
    await db()
      .update(promotions)
      .set({ startsAt: new Date(Date.now() - 8 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(promotions.id, promotion.id));
    expect((await promoted(leaf)).map((entry) => entry.item.id)).not.toContain(itemId);
    const mine = await server.get(`${API_PATHS.promotion.getStorePromotions}?itemId=${itemId}`, asSeller());
    expect(mine.body.promotions[0].status).toBe('ENDED');
    const again = await ask(itemId);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const [old] = await db().select().from(promotions).where(eq(promotions.id, promotion.id));
    expect(old?.status).toBe('ENDED');
  });
});
