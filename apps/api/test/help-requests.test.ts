import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  HELP_ESCALATE_AFTER_HOURS,
  ORDER_STATUSES,
  helpReasonsFor,
  type HelpRequest,
  type OrderStatus,
} from '@marketplace/contract';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema.ts';
import { dueEscalationNotices } from '../src/modules/help/service.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { insertCategory, insertItem, signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { placeOrder } from './order-fixtures-lifecycle.ts';

/**
 * Help with an order: the buyer opens a request (only on their own order, one at a time, a reason
 * that fits the order's status); it opens in the store's conversation with the buyer; the store
 * resolves it (no other store); the buyer escalates it only after HELP_ESCALATE_AFTER_HOURS by the
 * server's clock (moved here); the admins see it with its order and close it, audited; each side
 * hears of the other's steps.
 */

const HOUR_MS = 60 * 60 * 1000;
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

let server: AuthTestServer;
let buyer: SignedIn;
let otherBuyer: SignedIn;
let seller: SignedIn;
let otherSeller: SignedIn;
let admin: SignedIn;
let itemId: string;

beforeAll(async () => {
  server = await startAuthServer({ chat: { now } });
  [buyer, otherBuyer, seller, otherSeller, admin] = await Promise.all([
    signUpBuyer(server, 'komek-alici@example.az'),
    signUpBuyer(server, 'basqa-alici@example.az'),
    signUpMerchant(server, 'komek-usta@example.az', 'Saxsı Emalatxanası'),
    signUpMerchant(server, 'basqa-usta@example.az', 'Başqa Mağaza'),
    signInAdmin(server),
  ]);
  const leaf = await insertCategory(server.database.db, 'Saxsı');
  itemId = await insertItem(server.database.db, { merchantId: seller.id, categoryId: leaf, productName: 'Saxsı küp' });
}, 60_000);
afterAll(() => server?.close());

const db = () => server.database.db;
const asBuyer = (who: SignedIn = buyer): RequestOptions => ({ host: HOSTS.shopper, token: who.token });
const asSeller = (who: SignedIn = seller): RequestOptions => ({ host: HOSTS.merchant, token: who.token });
const asAdmin = (): RequestOptions => ({ host: HOSTS.admin, token: admin.token });

const TEXT = 'Bağlama hələ də gəlməyib, izləmə nömrəsi işləmir.';
const open = (orderId: string, reason = 'NOT_RECEIVED', options = asBuyer(), text = TEXT) =>
  server.post(API_PATHS.help.openHelpRequest, { orderId, reason, text }, options);
const openOk = async (orderId: string, reason = 'NOT_RECEIVED') => {
  const answer = await open(orderId, reason);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as HelpRequest;
};
const orderRequests = async (orderId: string, options: RequestOptions) => {
  const answer = await server.get(`${API_PATHS.help.getOrderHelpRequests}?orderId=${orderId}`, options);
  return { status: answer.status, requests: (answer.body.requests ?? []) as HelpRequest[] };
};
const shipped = () => placeOrder(db(), buyer.id, { sellerId: seller.id, status: 'SHIPPED', lines: [{ itemId }] });
const inboxOf = async (options: RequestOptions) => {
  const answer = await server.get(API_PATHS.mobile.getNotifications, options);
  expect(answer.status).toBe(200);
  return answer.body as { items: Array<{ title: string; content: string; link: string | null }> };
};

describe('opening a request', () => {
  it('only the order’s buyer opens one: another buyer, its store and a stranger store hear 404 or 403', async () => {
    const order = await shipped();
    expect((await open(order.orderId, 'NOT_RECEIVED', asBuyer(otherBuyer))).body.error.code).toBe('ORDER_NOT_FOUND');
    expect((await open(order.orderId, 'NOT_RECEIVED', asSeller())).status).toBe(403);
    expect((await open('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await orderRequests(order.orderId, asBuyer())).requests).toEqual([]);
  });

  it('refuses a reason that does not fit the order’s status, for every status (helpReasonsFor)', async () => {
    for (const status of ORDER_STATUSES) {
      const order = await placeOrder(db(), buyer.id, { sellerId: seller.id, status, lines: [{ itemId }] });
      for (const reason of ['NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED', 'WANT_TO_CANCEL'] as const) {
        const answer = await open(order.orderId, reason);
        if (helpReasonsFor(status as OrderStatus).includes(reason)) {
          expect(answer.status, `${status} ${reason}: ${JSON.stringify(answer.body)}`).toBe(200);
          break;
        }
        expect(answer.status, `${status} ${reason}`).toBe(409);
        expect(answer.body.error.code).toBe('HELP_REASON_NOT_FITTING');
      }
    }
  });

  it('refuses a text too short and an unknown field', async () => {
    const order = await shipped();
    expect((await open(order.orderId, 'NOT_RECEIVED', asBuyer(), 'kömək')).status).toBe(400);
    const strict = await server.post(
      API_PATHS.help.openHelpRequest,
      { orderId: order.orderId, reason: 'NOT_RECEIVED', text: TEXT, status: 'CLOSED' },
      asBuyer(),
    );
    expect(strict.body.error.code).toBe('UNKNOWN_FIELD');
  });

  it('one request in progress per order, even when two are sent at once', async () => {
    const order = await shipped();
    const answers = await Promise.all([open(order.orderId), open(order.orderId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.error.code).toBe('HELP_REQUEST_ALREADY_OPEN');
    expect((await orderRequests(order.orderId, asBuyer())).requests).toHaveLength(1);
  });

  it('opens in the store’s conversation with the buyer: the chat carries it, the store is told', async () => {
    const order = await shipped();
    const request = await openOk(order.orderId);
    expect(request).toMatchObject({
      status: 'OPEN',
      reason: 'NOT_RECEIVED',
      text: TEXT,
      orderNumber: order.number,
      storeName: 'Saxsı Emalatxanası',
      actions: [],
      chat: { itemId, productName: 'Saxsı küp' },
    });
    const chatId = request.chat?.chatId ?? '';
    // The same conversation "message the store" opens from the product page.
    const contact = await server.post(API_PATHS.direct.getItemContact, { item_id: itemId }, asBuyer());
    expect(contact.body.chatId).toBe(chatId);

    const messages = await server.get(`${API_PATHS.chat.getMessages}?chatId=${chatId}`, asSeller());
    expect(messages.status).toBe(200);
    const last = messages.body.messages.at(-1);
    expect(last).toMatchObject({ sender: 'user' });
    expect(last.text).toContain(`№ ${order.number}`);
    expect(last.text).toContain(TEXT);

    const inChat = await server.get(`${API_PATHS.help.getChatHelpRequests}?chatId=${chatId}`, asSeller());
    expect(inChat.body.requests.map((one: HelpRequest) => one.requestId)).toContain(request.requestId);
    expect(inChat.body.requests.find((one: HelpRequest) => one.requestId === request.requestId).actions).toEqual(['RESOLVE']);
    // Nobody else reads the conversation's requests.
    expect(
      (await server.get(`${API_PATHS.help.getChatHelpRequests}?chatId=${chatId}`, asSeller(otherSeller))).body.requests,
    ).toEqual([]);

    const notice = (await inboxOf(asSeller())).items.find((item) => item.title.includes(`№ ${order.number}`));
    expect(notice).toMatchObject({ link: `/orders/${order.orderId}` });
    expect((await orderRequests(order.orderId, asBuyer(otherBuyer))).status).toBe(404);
  });
});

describe('contacts in a request', () => {
  it('are hidden as in any message of the conversation', async () => {
    const order = await shipped();
    const answer = await open(order.orderId, 'NOT_RECEIVED', asBuyer(), 'Gəlmədi, mənə zəng edin: +994 50 123 45 67');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.text).not.toContain('123 45 67');
    const messages = await server.get(`${API_PATHS.chat.getMessages}?chatId=${answer.body.chat.chatId}`, asSeller());
    const last = messages.body.messages.at(-1);
    expect(last).toMatchObject({ masked: true });
    expect(last.text).not.toContain('123 45 67');
  });
});

describe('the store resolves, the buyer escalates', () => {
  it('the order’s store marks it resolved; another store cannot; the buyer is told', async () => {
    const order = await shipped();
    const request = await openOk(order.orderId);
    const resolve = (options: RequestOptions) =>
      server.post(API_PATHS.help.resolveHelpRequest, { requestId: request.requestId }, options);
    expect((await resolve(asSeller(otherSeller))).body.error.code).toBe('HELP_REQUEST_NOT_FOUND');
    expect((await resolve(asBuyer())).status).toBe(403);
    const resolved = await resolve(asSeller());
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body).toMatchObject({ status: 'RESOLVED', actions: [] });
    expect(resolved.body.resolvedAt).not.toBeNull();
    expect((await resolve(asSeller())).body.error.code).toBe('HELP_REQUEST_NOT_OPEN');
    const notice = (await inboxOf(asBuyer())).items.find((item) => item.link === `/profile/orders/${order.orderId}`);
    expect(notice?.title).toContain(`№ ${order.number}`);
    // A resolved request no longer holds the order: a new one may be opened.
    expect((await open(order.orderId)).status).toBe(200);
  });

  it(`escalation is refused before ${HELP_ESCALATE_AFTER_HOURS} hours and allowed after (the clock moved)`, async () => {
    const order = await shipped();
    const request = await openOk(order.orderId);
    const escalate = (options = asBuyer()) =>
      server.post(API_PATHS.help.escalateHelpRequest, { requestId: request.requestId }, options);
    try {
      offsetMs = (HELP_ESCALATE_AFTER_HOURS - 1) * HOUR_MS;
      const early = await escalate();
      expect(early.status).toBe(409);
      expect(early.body.error).toMatchObject({ code: 'HELP_ESCALATE_TOO_EARLY', escalatableAt: request.escalatableAt });
      expect((await orderRequests(order.orderId, asBuyer())).requests[0]?.actions).toEqual([]);

      offsetMs = HELP_ESCALATE_AFTER_HOURS * HOUR_MS + 60_000;
      expect((await orderRequests(order.orderId, asBuyer())).requests[0]?.actions).toEqual(['ESCALATE']);
      expect((await escalate(asBuyer(otherBuyer))).body.error.code).toBe('HELP_REQUEST_NOT_FOUND');
      const escalated = await escalate();
      expect(escalated.status, JSON.stringify(escalated.body)).toBe(200);
      expect(escalated.body).toMatchObject({ status: 'ESCALATED' });
      expect((await escalate()).body.error.code).toBe('HELP_REQUEST_NOT_OPEN');
      // The store can no longer resolve it: it is the admins' now.
      const late = await server.post(API_PATHS.help.resolveHelpRequest, { requestId: request.requestId }, asSeller());
      expect(late.body.error.code).toBe('HELP_REQUEST_NOT_OPEN');
    } finally {
      offsetMs = 0;
    }
  });

  it(`tells each buyer once when ${HELP_ESCALATE_AFTER_HOURS} hours have passed unresolved`, async () => {
    const order = await shipped();
    const request = await openOk(order.orderId);
    const env = { db: db(), chat: { appendInTransaction: () => Promise.reject(new Error('unused')) } };
    const early = await dueEscalationNotices({ ...env, now: () => new Date(Date.now() + 47 * HOUR_MS) });
    expect(early.map((change) => change.requestId)).not.toContain(request.requestId);
    const due = await dueEscalationNotices({ ...env, now: () => new Date(Date.now() + 49 * HOUR_MS) });
    expect(due.map((change) => change.requestId)).toContain(request.requestId);
    const again = await dueEscalationNotices({ ...env, now: () => new Date(Date.now() + 50 * HOUR_MS) });
    expect(again.map((change) => change.requestId)).not.toContain(request.requestId);
  });
});

describe('the admins', () => {
  async function escalatedRequest() {
    const order = await shipped();
    const request = await openOk(order.orderId);
    offsetMs = HELP_ESCALATE_AFTER_HOURS * HOUR_MS + 1000;
    try {
      const escalated = await server.post(API_PATHS.help.escalateHelpRequest, { requestId: request.requestId }, asBuyer());
      expect(escalated.status).toBe(200);
    } finally {
      offsetMs = 0;
    }
    return { order, request };
  }

  it('list the escalated requests with their orders; nobody else may', async () => {
    const { order, request } = await escalatedRequest();
    const list = await server.get(API_PATHS.help.getAdminHelpRequests, asAdmin());
    expect(list.status).toBe(200);
    const row = list.body.requests.find((one: HelpRequest) => one.requestId === request.requestId);
    expect(row).toMatchObject({
      orderId: order.orderId,
      orderNumber: order.number,
      orderStatus: 'SHIPPED',
      status: 'ESCALATED',
      actions: ['CLOSE', 'REFUND'],
    });
    expect(row.orderTotalQepik).toBeGreaterThan(0);
    // The admin reads the order itself (lines, status, payments) through the orders' call.
    const detail = await server.get(`${API_PATHS.order.getOrder}?orderId=${order.orderId}`, asAdmin());
    expect(detail.status).toBe(200);
    expect(detail.body.lines).toHaveLength(1);
    expect((await server.get(API_PATHS.help.getAdminHelpRequests, asSeller())).status).toBe(403);
    expect((await server.get(API_PATHS.help.getAdminHelpRequests, asBuyer())).status).toBe(403);
  });

  it('close one with a note: audited, both sides told, and it leaves the queue', async () => {
    const { order, request } = await escalatedRequest();
    const close = (options: RequestOptions) =>
      server.post(API_PATHS.help.closeHelpRequest, { requestId: request.requestId, note: 'Satıcı yenidən göndərir.' }, options);
    expect((await close(asSeller())).status).toBe(403);
    const closed = await close(asAdmin());
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'CLOSED',
      outcome: { kind: 'CLOSED', note: 'Satıcı yenidən göndərir.', refundedQepik: null },
    });
    expect((await close(asAdmin())).body.error.code).toBe('HELP_REQUEST_NOT_OPEN');

    const audit = await server.get(`${API_PATHS.admin.getAuditLog}?action=HELP_REQUEST_CLOSED`, asAdmin());
    expect(audit.status).toBe(200);
    const entry = audit.body.items.find(
      (item: { details: { requestId?: string } }) => item.details.requestId === request.requestId,
    );
    expect(entry).toMatchObject({ target: { kind: 'order', id: order.orderId }, details: { outcome: 'CLOSED' } });

    const queue = await server.get(API_PATHS.help.getAdminHelpRequests, asAdmin());
    expect(queue.body.requests.map((one: HelpRequest) => one.requestId)).not.toContain(request.requestId);
    const closedList = await server.get(`${API_PATHS.help.getAdminHelpRequests}?status=CLOSED`, asAdmin());
    expect(closedList.body.requests.map((one: HelpRequest) => one.requestId)).toContain(request.requestId);

    const buyerNotice = (await inboxOf(asBuyer())).items.find((item) => item.content.includes('Satıcı yenidən göndərir.'));
    expect(buyerNotice?.link).toBe(`/profile/orders/${order.orderId}`);
    const sellerNotice = (await inboxOf(asSeller())).items.find((item) => item.content.includes('Satıcı yenidən göndərir.'));
    expect(sellerNotice?.link).toBe(`/orders/${order.orderId}`);
    // The buyer sees the admin's outcome on the order.
    const mine = (await orderRequests(order.orderId, asBuyer())).requests.find((one) => one.requestId === request.requestId);
    expect(mine?.outcome).toMatchObject({ kind: 'CLOSED', note: 'Satıcı yenidən göndərir.' });
  });

  it('refund part of a paid order and close: the order is refunded, audited, and too much is refused with the request kept', async () => {
    const { order, request } = await escalatedRequest();
    // Cash the store collected: 2900 qəpik paid (one 25 ₼ line and 4 ₼ delivery).
    await db().update(orders).set({ paymentStatus: 'PAID' }).where(eq(orders.id, order.orderId));
    const decide = (refundQepik: number) =>
      server.post(
        API_PATHS.help.closeHelpRequest,
        { requestId: request.requestId, note: 'Küp sınıq gəlib; pul qismən qaytarılır.', refundQepik },
        asAdmin(),
      );
    const tooMuch = await decide(3000);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error.code).toBe('REFUND_TOO_LARGE');
    // Nothing happened: still the admins' to decide.
    expect((await orderRequests(order.orderId, asAdmin())).requests[0]).toMatchObject({ status: 'ESCALATED', outcome: null });

    const refunded = await decide(1000);
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body).toMatchObject({ status: 'CLOSED', outcome: { kind: 'REFUNDED', refundedQepik: 1000 } });
    const detail = await server.get(`${API_PATHS.order.getOrder}?orderId=${order.orderId}`, asAdmin());
    expect(detail.body.payment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedQepik: 1000, refundableQepik: 1900 });
    const audit = await server.get(`${API_PATHS.admin.getAuditLog}?action=HELP_REQUEST_CLOSED`, asAdmin());
    const entry = audit.body.items.find(
      (item: { details: { requestId?: string } }) => item.details.requestId === request.requestId,
    );
    expect(entry?.details).toMatchObject({ outcome: 'REFUNDED', refundQepik: 1000 });
    const buyerNotice = (await inboxOf(asBuyer())).items.find((item) => item.content.includes('10,00 ₼'));
    expect(buyerNotice?.link).toBe(`/profile/orders/${order.orderId}`);
  });

  it('a request not escalated cannot be closed by an admin', async () => {
    const order = await shipped();
    const request = await openOk(order.orderId);
    const answer = await server.post(API_PATHS.help.closeHelpRequest, { requestId: request.requestId, note: 'Tez' }, asAdmin());
    expect(answer.body.error).toMatchObject({ code: 'HELP_REQUEST_NOT_OPEN', status: 'OPEN' });
  });
});
