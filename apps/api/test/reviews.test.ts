import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ACTION,
  API_PATHS,
  REVIEW_EDIT_DAYS,
  REVIEW_ERROR_CODES,
  REVIEW_PAGE_SIZE,
  type OrderStatus,
} from '@marketplace/contract';
import { items, mediaUploads, reviews } from '../src/db/schema.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { placeOrder } from './order-fixtures-lifecycle.ts';

/**
 * Reviews (issue 25): only the buyer of a delivered or completed order line reviews it, once, and
 * may change it for 30 days; the item's rating and count follow every save and hiding; the
 * product's list is newest first, by rating, paged; the seller replies once; the admin hides a
 * review with a reason, audited; a photo must be the buyer's own upload.
 */

let server: AuthTestServer;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let leaf: number;

beforeAll(async () => {
  server = await startAuthServer();
  [buyer, otherBuyer, seller, otherSeller, admin] = await Promise.all([
    signUpBuyer(server, 'rey-alici@example.az'),
    signUpBuyer(server, 'rey-diger@example.az'),
    signUpMerchant(server, 'rey-usta@example.az', 'Xalça Evi'),
    signUpMerchant(server, 'rey-zerger@example.az', 'Zərgər Sənəti'),
    signInAdmin(server),
  ]);
  leaf = await insertCategory(server.database.db, 'Xalçalar');
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const asBuyer = (who: SignedIn = buyer): RequestOptions => ({ host: HOSTS.shopper, token: who.token });
const asSeller = (who: SignedIn = seller): RequestOptions => ({ host: HOSTS.merchant, token: who.token });
const asAdmin = (): RequestOptions => ({ host: HOSTS.admin, token: admin.token });

const save = (body: Record<string, unknown>, options: RequestOptions = asBuyer()) =>
  server.post(API_PATHS.review.saveReview, body, options);
const itemPage = (itemId: string, query = '') => server.get(`${API_PATHS.review.getItemReviews}?itemId=${itemId}${query}`);
const ratingOf = async (itemId: string) => {
  const [row] = await db().select({ rating: items.rating, count: items.ratingCount }).from(items).where(eq(items.id, itemId));
  return row;
};

/** The first line of an order, as the buyer's order page reads it. */
async function lineOf(orderId: string, who: SignedIn = buyer): Promise<string> {
  const answer = await server.get(`${API_PATHS.review.getOrderReviews}?orderId=${orderId}`, asBuyer(who));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.lines[0].orderLineId as string;
}

/** An item of `seller` and an order of it by `who` in `status`: answers the item and the order line. */
async function orderedItem(status: OrderStatus = 'DELIVERED', who: SignedIn = buyer, sellerId = seller.id) {
  const itemId = await insertItem(db(), { merchantId: sellerId, categoryId: leaf });
  const order = await placeOrder(db(), who.id, { sellerId, status, lines: [{ itemId }] });
  return { itemId, orderId: order.orderId, lineId: await lineOf(order.orderId, who) };
}

/** A finished image upload of `ownerId`, as the media module records one. */
async function uploadedPhoto(ownerId: string): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db()
    .insert(mediaUploads)
    .values({
      id,
      key: `images/${id}.webp`,
      kind: 'image',
      type: 'image',
      contentType: 'image/webp',
      size: 1000,
      ownerId,
      width: 800,
      height: 600,
      hasVariants: false,
    });
  return id;
}

describe('who may review an order line', () => {
  it('its buyer, once the order is DELIVERED or COMPLETED', async () => {
    for (const status of ['DELIVERED', 'COMPLETED'] as const) {
      const { itemId, lineId } = await orderedItem(status);
      const answer = await save({ orderLineId: lineId, rating: 5, text: '  Çox gözəl xalçadır!  ' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({
        orderLineId: lineId,
        itemId,
        storeId: seller.id,
        rating: 5,
        text: 'Çox gözəl xalçadır!',
        reply: null,
        hidden: false,
      });
      expect((await itemPage(itemId)).body.reviews.map((review: { id: string }) => review.id)).toEqual([answer.body.id]);
    }
  });

  it.each(['PLACED', 'ACCEPTED', 'IN_PRODUCTION', 'SHIPPED', 'CANCELLED'] as const)(
    'not while the order is %s: 409 REVIEW_NOT_DELIVERED, nothing written',
    async (status) => {
      const { itemId, lineId } = await orderedItem(status);
      const answer = await save({ orderLineId: lineId, rating: 4 });
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe(REVIEW_ERROR_CODES.REVIEW_NOT_DELIVERED);
      expect(await ratingOf(itemId)).toEqual({ rating: 0, count: 0 });
    },
  );

  it('not another buyer (404, as for a line that does not exist), not the seller, the admin (403) or a guest (401)', async () => {
    const { itemId, lineId } = await orderedItem();
    const other = await save({ orderLineId: lineId, rating: 1 }, asBuyer(otherBuyer));
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe(REVIEW_ERROR_CODES.REVIEW_LINE_NOT_FOUND);
    const unknown = await save({ orderLineId: '00000000-0000-4000-8000-000000000000', rating: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe(REVIEW_ERROR_CODES.REVIEW_LINE_NOT_FOUND);

    const bySeller = await save({ orderLineId: lineId, rating: 5 }, asSeller());
    expect(bySeller.status).toBe(403);
    expect(bySeller.body.error.code).toBe('FORBIDDEN');
    expect((await save({ orderLineId: lineId, rating: 5 }, asAdmin())).status).toBe(403);
    const guest = await save({ orderLineId: lineId, rating: 5 }, { host: HOSTS.shopper });
    expect(guest.status).toBe(401);
    expect(guest.body.error.code).toBe('UNAUTHORIZED');

    expect(await ratingOf(itemId)).toEqual({ rating: 0, count: 0 });
    expect((await itemPage(itemId)).body.total).toBe(0);
  });

  it('with 1 to 5 whole stars and a strict body', async () => {
    const { lineId } = await orderedItem();
    for (const rating of [0, 6, 4.5, '5']) {
      const answer = await save({ orderLineId: lineId, rating });
      expect(answer.status, String(rating)).toBe(400);
    }
    const extra = await save({ orderLineId: lineId, rating: 5, sellerId: seller.id });
    expect(extra.status).toBe(400);
    expect(extra.body.error.code).toBe('UNKNOWN_FIELD');
    const long = await save({ orderLineId: lineId, rating: 5, text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
  });
});

describe('the buyer changes their review', () => {
  it('within 30 days: the same review, with the new rating, text and photos; one per line', async () => {
    const { itemId, lineId } = await orderedItem();
    const first = await save({ orderLineId: lineId, rating: 2, text: 'Gec gəldi' });
    const changed = await save({ orderLineId: lineId, rating: 4, text: 'Satıcı problemi həll etdi' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: first.body.id, rating: 4, text: 'Satıcı problemi həll etdi' });
    expect(await ratingOf(itemId)).toEqual({ rating: 4, count: 1 });
    const rows = await db().select({ id: reviews.id }).from(reviews).where(eq(reviews.orderLineId, lineId));
    expect(rows).toHaveLength(1);
  });

  it(`not after ${REVIEW_EDIT_DAYS} days: 409 REVIEW_EDIT_CLOSED, the review as it was`, async () => {
    const { itemId, lineId } = await orderedItem();
    const written = await save({ orderLineId: lineId, rating: 5, text: 'Əla' });
    // The clock moves: the review was written 30 days and a minute ago.
    const longAgo = new Date(Date.now() - REVIEW_EDIT_DAYS * 24 * 3600 * 1000 - 60_000);
    await db().update(reviews).set({ createdAt: longAgo }).where(eq(reviews.id, written.body.id));
    const orderReviews = async () =>
      (await server.get(`${API_PATHS.review.getOrderReviews}?orderId=${await lineOrder(lineId)}`, asBuyer())).body;
    expect((await orderReviews()).lines[0]).toMatchObject({ orderLineId: lineId, canSave: false });

    const late = await save({ orderLineId: lineId, rating: 1, text: 'Dəyişdim fikrimi' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe(REVIEW_ERROR_CODES.REVIEW_EDIT_CLOSED);
    expect(late.body.error.editableUntil).toBe(new Date(longAgo.getTime() + REVIEW_EDIT_DAYS * 24 * 3600 * 1000).toISOString());
    expect((await itemPage(itemId)).body.reviews[0]).toMatchObject({ rating: 5, text: 'Əla' });
    expect(await ratingOf(itemId)).toEqual({ rating: 5, count: 1 });
  });
});

const lineOrder = async (lineId: string) => {
  const [row] = await db().select({ orderId: reviews.orderId }).from(reviews).where(eq(reviews.orderLineId, lineId));
  return row?.orderId;
};

describe("the item's rating and count follow", () => {
  it('each review added, changed and hidden (the average to 2 decimals), and the product list shows them', async () => {
    const itemId = await insertItem(db(), { merchantId: seller.id, categoryId: leaf });
    const lines: string[] = [];
    for (const who of [buyer, otherBuyer, buyer]) {
      const order = await placeOrder(db(), who.id, { sellerId: seller.id, status: 'COMPLETED', lines: [{ itemId }] });
      lines.push(await lineOf(order.orderId, who));
    }
    const [a, b, c] = lines as [string, string, string];
    await save({ orderLineId: a, rating: 5 });
    expect(await ratingOf(itemId)).toEqual({ rating: 5, count: 1 });
    await save({ orderLineId: b, rating: 4 }, asBuyer(otherBuyer));
    expect(await ratingOf(itemId)).toEqual({ rating: 4.5, count: 2 });
    const third = await save({ orderLineId: c, rating: 5 });
    expect(await ratingOf(itemId)).toEqual({ rating: 4.67, count: 3 });
    await save({ orderLineId: b, rating: 3 }, asBuyer(otherBuyer));
    expect(await ratingOf(itemId)).toEqual({ rating: 4.33, count: 3 });

    const hidden = await server.post(
      API_PATHS.review.setReviewHidden,
      { reviewId: third.body.id, hidden: true, reason: 'Reklam' },
      asAdmin(),
    );
    expect(hidden.status).toBe(200);
    expect(await ratingOf(itemId)).toEqual({ rating: 4, count: 2 });
    const item = await server.post(API_PATHS.item.getItemsById, { id: itemId });
    expect(item.body).toMatchObject({ rating: 4, ratingCount: 2 });

    const shown = await server.post(API_PATHS.review.setReviewHidden, { reviewId: third.body.id, hidden: false }, asAdmin());
    expect(shown.status).toBe(200);
    expect(await ratingOf(itemId)).toEqual({ rating: 4.33, count: 3 });

    const page = await itemPage(itemId);
    expect(page.body.summary).toEqual({ average: 4.33, count: 3, counts: [0, 0, 1, 0, 2] });
    // Newest first.
    expect(page.body.reviews.map((review: { orderLineId: string }) => review.orderLineId)).toEqual([c, b, a]);
    const fives = await itemPage(itemId, '&stars=5');
    expect(fives.body.total).toBe(2);
    expect(fives.body.reviews.map((review: { rating: number }) => review.rating)).toEqual([5, 5]);
    expect((await itemPage(itemId, '&stars=1')).body).toMatchObject({ total: 0, reviews: [] });
    expect((await itemPage(itemId, '&stars=7')).status).toBe(400);

    const store = await server.get(`${API_PATHS.review.getStoreScore}?storeId=${seller.id}`);
    expect(store.body.count).toBeGreaterThanOrEqual(3);
  });

  it('the product list is paged on the server, newest first, and leaves hidden reviews out', async () => {
    const itemId = await insertItem(db(), { merchantId: otherSeller.id, categoryId: leaf });
    const ids: string[] = [];
    for (let index = 0; index < REVIEW_PAGE_SIZE + 2; index += 1) {
      const order = await placeOrder(db(), buyer.id, { sellerId: otherSeller.id, status: 'DELIVERED', lines: [{ itemId }] });
      ids.push((await save({ orderLineId: await lineOf(order.orderId), rating: (index % 5) + 1, text: `Rəy ${index}` })).body.id);
    }
    const first = await itemPage(itemId);
    expect(first.body).toMatchObject({ page: 1, pageSize: REVIEW_PAGE_SIZE, total: REVIEW_PAGE_SIZE + 2 });
    expect(first.body.reviews).toHaveLength(REVIEW_PAGE_SIZE);
    expect(first.body.reviews[0].text).toBe(`Rəy ${REVIEW_PAGE_SIZE + 1}`);
    const second = await itemPage(itemId, '&page=2');
    expect(second.body.reviews.map((review: { text: string }) => review.text)).toEqual(['Rəy 1', 'Rəy 0']);

    await server.post(API_PATHS.review.setReviewHidden, { reviewId: ids[0], hidden: true, reason: 'Təhqir' }, asAdmin());
    const after = await itemPage(itemId, '&page=2');
    expect(after.body.total).toBe(REVIEW_PAGE_SIZE + 1);
    expect(after.body.reviews.map((review: { text: string }) => review.text)).toEqual(['Rəy 1']);
    expect(after.body.reviews[0]).toMatchObject({ hidden: false, hiddenReason: '' });
  });
});

describe('the seller replies', () => {
  it('once, to a review of their own product; the reply shows on the product page', async () => {
    const { itemId, lineId } = await orderedItem();
    const review = (await save({ orderLineId: lineId, rating: 3, text: 'Rəng fərqli idi' })).body;

    const mine = await server.get(API_PATHS.review.getStoreReviews, asSeller());
    expect(mine.status).toBe(200);
    expect(mine.body.reviews.map((row: { id: string }) => row.id)).toContain(review.id);
    const unanswered = await server.get(`${API_PATHS.review.getStoreReviews}?unanswered=true`, asSeller());
    expect(unanswered.body.reviews.map((row: { id: string }) => row.id)).toContain(review.id);

    const notTheirs = await server.post(
      API_PATHS.review.replyReview,
      { reviewId: review.id, text: 'Salam' },
      asSeller(otherSeller),
    );
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.body.error.code).toBe(REVIEW_ERROR_CODES.REVIEW_NOT_FOUND);
    expect((await server.post(API_PATHS.review.replyReview, { reviewId: review.id, text: 'Salam' }, asBuyer())).status).toBe(403);

    const replied = await server.post(
      API_PATHS.review.replyReview,
      { reviewId: review.id, text: '  Üzr istəyirik, dəyişək?  ' },
      asSeller(),
    );
    expect(replied.status).toBe(200);
    expect(replied.body.reply).toMatchObject({ text: 'Üzr istəyirik, dəyişək?' });
    expect(Date.parse(replied.body.reply.at)).not.toBeNaN();

    const again = await server.post(API_PATHS.review.replyReview, { reviewId: review.id, text: 'Bir də' }, asSeller());
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe(REVIEW_ERROR_CODES.REVIEW_ALREADY_REPLIED);

    const shown = await itemPage(itemId);
    expect(shown.body.reviews[0].reply.text).toBe('Üzr istəyirik, dəyişək?');
    const stillUnanswered = await server.get(`${API_PATHS.review.getStoreReviews}?unanswered=true`, asSeller());
    expect(stillUnanswered.body.reviews.map((row: { id: string }) => row.id)).not.toContain(review.id);
  });
});

describe('the admin hides a review', () => {
  it('with a reason, recorded in the audit log; only admins may', async () => {
    const { itemId, lineId } = await orderedItem();
    const review = (await save({ orderLineId: lineId, rating: 1, text: 'Spam link' })).body;

    for (const options of [asSeller(), asBuyer(), { host: HOSTS.admin }]) {
      const refused = await server.post(
        API_PATHS.review.setReviewHidden,
        { reviewId: review.id, hidden: true, reason: 'x' },
        options,
      );
      expect([401, 403]).toContain(refused.status);
    }
    const noReason = await server.post(API_PATHS.review.setReviewHidden, { reviewId: review.id, hidden: true }, asAdmin());
    expect(noReason.status).toBe(400);

    const hidden = await server.post(
      API_PATHS.review.setReviewHidden,
      { reviewId: review.id, hidden: true, reason: 'Reklam linki' },
      asAdmin(),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: 'Reklam linki' });
    expect((await itemPage(itemId)).body.total).toBe(0);

    const log = await server.get(`${API_PATHS.admin.getAuditLog}?action=${ADMIN_ACTION.REVIEW_HIDDEN}`, asAdmin());
    expect(log.body.items[0]).toMatchObject({
      action: ADMIN_ACTION.REVIEW_HIDDEN,
      admin: { id: admin.id },
      target: { kind: 'review', id: review.id },
      details: { reason: 'Reklam linki', itemId, rating: 1 },
    });
    // The seller sees it hidden with the reason; the admin's list finds it.
    const mine = await server.get(API_PATHS.review.getStoreReviews, asSeller());
    expect(mine.body.reviews.find((row: { id: string }) => row.id === review.id)).toMatchObject({
      hidden: true,
      hiddenReason: 'Reklam linki',
    });
    const adminList = await server.get(`${API_PATHS.review.getAdminReviews}?hidden=true&itemId=${itemId}`, asAdmin());
    expect(adminList.body.reviews.map((row: { id: string }) => row.id)).toEqual([review.id]);
    expect((await server.get(API_PATHS.review.getAdminReviews, asSeller())).status).toBe(403);

    // Hiding it again changes and records nothing.
    await server.post(API_PATHS.review.setReviewHidden, { reviewId: review.id, hidden: true, reason: 'Yenə' }, asAdmin());
    const entries = await server.get(`${API_PATHS.admin.getAuditLog}?action=${ADMIN_ACTION.REVIEW_HIDDEN}`, asAdmin());
    expect(entries.body.items.filter((entry: { target: { id: string } }) => entry.target.id === review.id)).toHaveLength(1);

    const shown = await server.post(API_PATHS.review.setReviewHidden, { reviewId: review.id, hidden: false }, asAdmin());
    expect(shown.body).toMatchObject({ hidden: false, hiddenReason: '' });
    const shownLog = await server.get(`${API_PATHS.admin.getAuditLog}?action=${ADMIN_ACTION.REVIEW_SHOWN}`, asAdmin());
    expect(shownLog.body.items[0]).toMatchObject({ target: { kind: 'review', id: review.id } });
  });
});

describe('photos', () => {
  it("up to 3 of the buyer's own uploads, answered as addresses in the order given", async () => {
    const { itemId, lineId } = await orderedItem();
    const photos = [await uploadedPhoto(buyer.id), await uploadedPhoto(buyer.id)];
    const answer = await save({ orderLineId: lineId, rating: 5, photoIds: photos });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.photos.map((photo: { id: string }) => photo.id)).toEqual(photos);
    expect(answer.body.photos.map((photo: { url: string }) => photo.url.split('/').at(-1))).toEqual(
      photos.map((id) => `${id}.webp`),
    );
    expect((await itemPage(itemId)).body.reviews[0].photos).toHaveLength(2);

    const four = await save({
      orderLineId: lineId,
      rating: 5,
      photoIds: [...photos, await uploadedPhoto(buyer.id), await uploadedPhoto(buyer.id)],
    });
    expect(four.status).toBe(400);
  });

  it("another account's upload is refused, named by its place: 400 REVIEW_PHOTO_INVALID, nothing saved", async () => {
    const { itemId, lineId } = await orderedItem();
    const own = await uploadedPhoto(buyer.id);
    const theirs = await uploadedPhoto(otherBuyer.id);
    const answer = await save({ orderLineId: lineId, rating: 5, photoIds: [own, theirs] });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe(REVIEW_ERROR_CODES.REVIEW_PHOTO_INVALID);
    expect(answer.body.error.fields).toHaveProperty('photoIds.1');
    const unknown = await save({ orderLineId: lineId, rating: 5, photoIds: [randomBytes(16).toString('hex')] });
    expect(unknown.body.error.fields).toHaveProperty('photoIds.0');
    expect(await ratingOf(itemId)).toEqual({ rating: 0, count: 0 });
  });
});

describe("the buyer's order page", () => {
  it('lists each line with its review and whether it can be saved; another buyer hears 404', async () => {
    const { orderId, lineId } = await orderedItem();
    const before = await server.get(`${API_PATHS.review.getOrderReviews}?orderId=${orderId}`, asBuyer());
    expect(before.body).toEqual({ lines: [{ orderLineId: lineId, canSave: true, review: null }] });
    await save({ orderLineId: lineId, rating: 4 });
    const after = await server.get(`${API_PATHS.review.getOrderReviews}?orderId=${orderId}`, asBuyer());
    expect(after.body.lines[0]).toMatchObject({ canSave: true, review: { rating: 4 } });
    expect((await server.get(`${API_PATHS.review.getOrderReviews}?orderId=${orderId}`, asBuyer(otherBuyer))).status).toBe(404);

    const shipped = await orderedItem('SHIPPED');
    const notYet = await server.get(`${API_PATHS.review.getOrderReviews}?orderId=${shipped.orderId}`, asBuyer());
    expect(notYet.body.lines[0]).toMatchObject({ canSave: false, review: null });
  });
});
