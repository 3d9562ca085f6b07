import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { setItem, signInAdmin, signUpBuyer, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

/**
 * The admin's store review: a store that has a name waits in the review queue (the Partners list's
 * AWAITING filter, counted whatever the filters), the admin approves it (VERIFIED: buyers see the
 * check mark on its products and its page) or rejects it with a reason the seller reads (REJECTED:
 * the store and its products are shown to no buyer). Each decision is in the audit log; only admins
 * may decide, and the body is strict. Ratings come with their count.
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const asAdmin = (): RequestOptions => ({ token: admin.token, host: HOSTS.admin });
const asSeller = (who: SignedIn): RequestOptions => ({ token: who.token, host: HOSTS.merchant });
const review = (body: unknown, options: RequestOptions = asAdmin()) =>
  server.post(API_PATHS.company.reviewCompany, body, options);
const adminList = (query = '') => server.get(`${API_PATHS.auth.getAdminMerchants}${query}`, asAdmin());
const listedIds = async () =>
  (await server.get('/item/v1/getAllItems?page_size=100')).body.items.map((item: { id: string }) => item.id) as string[];

/** A seller who signs up and names the store through the API, as the panel does, with one listed product. */
async function newStore(identifier: string, companyName: string): Promise<{ seller: SignedIn; itemId: string }> {
  const signedUp = await server.signUp(identifier, 2, { host: HOSTS.merchant });
  const seller = { id: signedUp.body.id, token: signedUp.body.token };
  expect((await server.post(API_PATHS.auth.updateAccount, { editedValues: { companyName } }, asSeller(seller))).status).toBe(200);
  const added = await server.post(
    API_PATHS.item.addNewItem,
    itemForm(tree.vases, { productName: `${companyName} vazası` }),
    asSeller(seller),
  );
  expect(added.status).toBe(200);
  return { seller, itemId: added.body.id };
}

let nar: Awaited<ReturnType<typeof newStore>>;
let quba: Awaited<ReturnType<typeof newStore>>;

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici-yoxlama@example.az');
  nar = await newStore('nar@example.az', 'Nar Atelyesi');
  quba = await newStore('quba@example.az', 'Quba Toxuculuq');
  // A store without a name is not ready for review.
  await server.signUp('adsiz-yoxlama@example.az', 2, { host: HOSTS.merchant });
});
afterAll(() => server.close());

describe('the review queue', () => {
  it('holds the named stores awaiting review, with its count, while buyers already see them without any mark', async () => {
    const queue = await adminList('?review=AWAITING');
    expect(queue.status).toBe(200);
    expect(queue.body.items.map((store: { companyName: string }) => store.companyName).sort()).toEqual([
      'Nar Atelyesi',
      'Quba Toxuculuq',
    ]);
    expect(queue.body.total).toBe(2);
    expect(queue.body.awaitingReview).toBe(2);
    expect(queue.body.items[0]).toMatchObject({ merchantStatus: 'NOT_VERIFIED', reviewNote: '' });
    // The count is there whatever the filter.
    expect((await adminList('?review=VERIFIED')).body).toMatchObject({ total: 0, awaitingReview: 2 });
    const item = await server.post(API_PATHS.item.getItemsById, { id: nar.itemId });
    expect(item.body.clientInfo.verified).toBe(false);
  });

  it('refuses a guest, a buyer and a seller, and a body with an unknown field, a bad decision or a rejection without a reason', async () => {
    const body = { id: nar.seller.id, decision: 'APPROVE' };
    expect((await review(body, { host: HOSTS.admin })).status).toBe(401);
    expect((await review(body, { token: buyer.token })).status).toBe(403);
    expect((await review(body, asSeller(nar.seller))).status).toBe(403);
    expect((await server.get(`${API_PATHS.auth.getAdminMerchants}?review=AWAITING`, asSeller(nar.seller))).status).toBe(403);

    const unknown = await review({ ...body, verified: true });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'UNKNOWN_FIELD']);
    expect(unknown.body.error.fields).toHaveProperty('verified');
    const decision = await review({ id: nar.seller.id, decision: 'MAYBE' });
    expect(decision.status).toBe(400);
    expect(decision.body.error.fields).toHaveProperty('decision');
    for (const reason of [undefined, '', '   ']) {
      const bare = await review({ id: nar.seller.id, decision: 'REJECT', ...(reason === undefined ? {} : { reason }) });
      expect(bare.status).toBe(400);
      expect(bare.body.error.fields).toHaveProperty('reason');
    }
    const long = await review({ id: nar.seller.id, decision: 'REJECT', reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect((await review({ id: buyer.id, decision: 'APPROVE' })).status).toBe(404);
    expect((await review({ id: 'not-an-id', decision: 'APPROVE' })).status).toBe(404);
    // Nothing was decided.
    expect((await adminList('?review=AWAITING')).body.awaitingReview).toBe(2);
  });
});

describe('approving', () => {
  it('verifies the store: it leaves the queue, buyers see the check mark on its page and its products, and the decision is audited', async () => {
    const approved = await review({ id: nar.seller.id, decision: 'APPROVE' });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ id: nar.seller.id, merchantStatus: 'VERIFIED', reviewNote: '' });

    const queue = await adminList('?review=AWAITING');
    expect(queue.body.items.map((store: { id: string }) => store.id)).toEqual([quba.seller.id]);
    expect(queue.body.awaitingReview).toBe(1);
    expect((await adminList('?review=VERIFIED')).body.items.map((store: { id: string }) => store.id)).toEqual([nar.seller.id]);

    expect((await server.get(`${API_PATHS.company.getCompany}?id=${nar.seller.id}`)).body.merchantStatus).toBe('VERIFIED');
    expect((await server.post(API_PATHS.item.getItemsById, { id: nar.itemId })).body.clientInfo.verified).toBe(true);
    const card = (await server.get('/item/v1/getAllItems?page_size=100')).body.items.find(
      (item: { id: string }) => item.id === nar.itemId,
    );
    expect(card.clientInfo.verified).toBe(true);

    const log = await server.get(`${API_PATHS.admin.getAuditLog}?action=COMPANY_REVIEW`, asAdmin());
    expect(log.body.items[0]).toMatchObject({
      action: 'COMPANY_REVIEW',
      target: { kind: 'company', id: nar.seller.id },
      details: { decision: 'APPROVE' },
    });
  });
});

describe('rejecting', () => {
  it('needs a reason the seller reads; the store and its products leave the shopper site; an approval brings them back', async () => {
    const reason = 'Məhsul şəkilləri başqa saytdan götürülüb.';
    expect(await listedIds()).toContain(quba.itemId);
    const rejected = await review({ id: quba.seller.id, decision: 'REJECT', reason: `  ${reason} ` });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual({ id: quba.seller.id, merchantStatus: 'REJECTED', reviewNote: reason });

    // The seller reads the decision and its reason on the panel.
    const info = await server.get(API_PATHS.auth.getClientInfo, asSeller(quba.seller));
    expect(info.body).toMatchObject({ status: 'REJECTED', reviewNote: reason });
    // Buyers see neither the store nor its products, and cannot buy them.
    expect(await listedIds()).not.toContain(quba.itemId);
    expect((await server.post(API_PATHS.item.getItemsById, { id: quba.itemId })).body).toBeNull();
    expect((await server.get(`${API_PATHS.company.getCompany}?id=${quba.seller.id}`)).body).toBeNull();
    const stores = await server.get(`${API_PATHS.auth.getAllMerchants}?page_size=100`);
    expect(stores.body.items.map((store: { id: string }) => store.id)).not.toContain(quba.seller.id);
    const cart = await server.post('/cart/v1/addToCart', { itemId: quba.itemId }, { token: buyer.token });
    expect(cart.body.error?.code).toBe('ITEM_UNAVAILABLE');
    // A new product of a rejected store is not listed either.
    const added = await server.post(
      API_PATHS.item.addNewItem,
      itemForm(tree.vases, { productName: 'Yeni xalça' }),
      asSeller(quba.seller),
    );
    expect(added.status).toBe(200);
    expect(await listedIds()).not.toContain(added.body.id);

    const admins = await adminList('?review=REJECTED');
    expect(admins.body.items[0]).toMatchObject({ id: quba.seller.id, merchantStatus: 'REJECTED', reviewNote: reason });
    expect(admins.body.awaitingReview).toBe(0);
    const log = await server.get(`${API_PATHS.admin.getAuditLog}?action=COMPANY_REVIEW`, asAdmin());
    expect(log.body.items[0]).toMatchObject({
      target: { kind: 'company', id: quba.seller.id },
      details: { decision: 'REJECT', reason },
    });

    expect((await review({ id: quba.seller.id, decision: 'APPROVE' })).body).toMatchObject({
      merchantStatus: 'VERIFIED',
      reviewNote: '',
    });
    expect(await listedIds()).toEqual(expect.arrayContaining([quba.itemId, added.body.id]));
    expect((await server.get(API_PATHS.auth.getClientInfo, asSeller(quba.seller))).body).toMatchObject({
      status: 'VERIFIED',
      reviewNote: '',
    });
  });
});

describe('ratings', () => {
  it('come with their count on the product and the store, which averages every rating of its products', async () => {
    await setItem(server.database.db, nar.itemId, { rating: 4.5, ratingCount: 10 });
    const second = await server.post(
      API_PATHS.item.addNewItem,
      itemForm(tree.vases, { productName: 'Nar boşqabı' }),
      asSeller(nar.seller),
    );
    await setItem(server.database.db, second.body.id, { rating: 5, ratingCount: 30 });
    const item = await server.post(API_PATHS.item.getItemsById, { id: nar.itemId });
    expect(item.body).toMatchObject({ rating: 4.5, ratingCount: 10 });
    const store = await server.get(`${API_PATHS.company.getCompany}?id=${nar.seller.id}`);
    // (4.5 × 10 + 5 × 30) / 40
    expect(store.body.stats).toMatchObject({ raitingAvarage: 4.88, ratingCount: 40 });
    const unrated = await server.get(`${API_PATHS.company.getCompany}?id=${quba.seller.id}`);
    expect(unrated.body.stats).toMatchObject({ raitingAvarage: 0, ratingCount: 0 });
  });
});
