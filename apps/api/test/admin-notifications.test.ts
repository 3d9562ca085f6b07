import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, formatBakuSchedule } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

const P = API_PATHS.mobile;
const MINUTE = 60_000;

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;

const now = () => formatBakuSchedule(new Date());
const inMinutes = (minutes: number) => formatBakuSchedule(new Date(Date.now() + minutes * MINUTE));
const schedule = (notificationData: Record<string, unknown>, token = admin.token) =>
  server.post(P.setAdminNotifications, { notificationData }, { token, host: HOSTS.admin });
const unread = async (who: SignedIn, host: string = HOSTS.shopper) => {
  const answer = await server.get(P.getUnreadNotificationCount, { token: who.token, host });
  expect(answer.status).toBe(200);
  return answer.body.unread as number;
};

beforeAll(async () => {
  server = await startAuthServer();
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'alici@example.az');
  seller = await signUpMerchant(server, 'satici@example.az', 'Şəki İpək');
});
afterAll(async () => server?.close());

describe('admin notification calls', () => {
  it('refuse guests (401), buyers and sellers (403) before reading the body', async () => {
    const calls: [method: 'GET' | 'POST', path: string, body?: unknown][] = [
      ['POST', P.setAdminNotifications, { notificationData: { nonsense: 1 } }],
      ['GET', `${P.getAdminNotifications}?page=1`],
      ['POST', P.cancelAdminNotification, { id: 'not-an-id' }],
    ];
    for (const [method, path, body] of calls) {
      const send = (token?: string) =>
        method === 'GET' ? server.get(path, { token, host: HOSTS.admin }) : server.post(path, body, { token, host: HOSTS.admin });
      expect((await send()).status, path).toBe(401);
      expect((await send(buyer.token)).body.error.code, path).toBe('FORBIDDEN');
      expect((await send(seller.token)).body.error.code, path).toBe('FORBIDDEN');
    }
  });

  it('refuse an unknown field, a malformed or past schedule and a link to another site', async () => {
    const valid = { title: 'Endirim', content: 'Bu gün 20%', target: 'all', scheduled: inMinutes(10) };
    const extra = await schedule({ ...valid, color: 'red' });
    expect([extra.status, extra.body.error.code]).toEqual([400, 'UNKNOWN_FIELD']);
    expect(JSON.stringify(extra.body.error.fields)).toContain('color');
    const malformed = await schedule({ ...valid, scheduled: '2026-11-27 10:00' });
    expect([malformed.status, malformed.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const past = await schedule({ ...valid, scheduled: inMinutes(-5) });
    expect([past.status, past.body.error.code]).toEqual([400, 'SCHEDULE_IN_PAST']);
    const elsewhere = await schedule({ ...valid, link: '//evil.example/' });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    const target = await schedule({ ...valid, target: 'admins' });
    expect(target.status).toBe(400);
    const list = await server.get(P.getAdminNotifications, { token: admin.token, host: HOSTS.admin });
    expect(list.body.total).toBe(0);
  });

  it('stores a later one as scheduled, lists it, and cancels it once', async () => {
    const later = await schedule({
      title: 'Sabah',
      content: 'Yeni kolleksiya',
      target: 'user',
      scheduled: inMinutes(2 * 24 * 60),
    });
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ status: 'scheduled', target: 'user', send: false, sentAt: null });
    const list = await server.get(`${P.getAdminNotifications}?page=1`, { token: admin.token, host: HOSTS.admin });
    expect(list.body.items.map((item: { id: string }) => item.id)).toContain(later.body.id);

    const cancelled = await server.post(
      P.cancelAdminNotification,
      { id: later.body.id },
      { token: admin.token, host: HOSTS.admin },
    );
    expect(cancelled.body).toMatchObject({ id: later.body.id, status: 'cancelled' });
    const again = await server.post(P.cancelAdminNotification, { id: later.body.id }, { token: admin.token, host: HOSTS.admin });
    expect([again.status, again.body.error.code]).toEqual([409, 'NOTIFICATION_NOT_SCHEDULED']);
    // Both are in the audit log, with the admin who did them.
    const { rows } = await server.database.runSql(
      'select action, admin_id from admin_actions where target_kind = $1 and target_id = $2 order by id',
      ['notification', later.body.id],
    );
    expect(rows).toEqual([
      { action: 'NOTIFICATION_SCHEDULED', admin_id: admin.id },
      { action: 'NOTIFICATION_CANCELLED', admin_id: admin.id },
    ]);
    const unknown = await server.post(
      P.cancelAdminNotification,
      { id: '00000000-0000-4000-8000-000000000000' },
      { token: admin.token, host: HOSTS.admin },
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'NOTIFICATION_NOT_FOUND']);
  });
});

describe('delivery and the inbox', () => {
  it('sends one due now to its audience only, and keeps each reader’s read state', async () => {
    const sent = await schedule({
      title: 'Salam alıcılar',
      content: 'Yeni məhsullar',
      target: 'user',
      scheduled: now(),
      link: '/search?q=vaza',
    });
    expect(sent.status).toBe(200);
    await vi.waitFor(async () => expect(await unread(buyer)).toBe(1), { timeout: 20_000, interval: 200 });
    expect(await unread(seller, HOSTS.merchant)).toBe(0);

    const everyone = await schedule({ title: 'Hamıya', content: 'Bayramınız mübarək', target: 'all', scheduled: now() });
    await vi.waitFor(async () => expect(await unread(buyer)).toBe(2), { timeout: 20_000, interval: 200 });
    expect(await unread(seller, HOSTS.merchant)).toBe(1);

    const page = await server.get(`${P.getNotifications}?page=1`, { token: buyer.token });
    expect(page.body).toMatchObject({ total: 2, unread: 2 });
    expect(page.body.items.map((item: { title: string; link: string | null }) => [item.title, item.link])).toEqual(
      expect.arrayContaining([
        ['Salam alıcılar', '/search?q=vaza'],
        ['Hamıya', null],
      ]),
    );

    const marked = await server.post(P.markNotificationsRead, { ids: [sent.body.id] }, { token: buyer.token });
    expect(marked.body).toEqual({ unread: 1 });
    // Marking twice changes nothing; the seller's own state is untouched by the buyer's.
    expect((await server.post(P.markNotificationsRead, { ids: [sent.body.id] }, { token: buyer.token })).body).toEqual({
      unread: 1,
    });
    expect(await unread(seller, HOSTS.merchant)).toBe(1);
    const after = await server.get(`${P.getNotifications}?page=1`, { token: buyer.token });
    const readOf = Object.fromEntries(after.body.items.map((item: { id: string; read: boolean }) => [item.id, item.read]));
    expect(readOf).toEqual({ [sent.body.id]: true, [everyone.body.id]: false });

    // A seller cannot mark the buyer-only notification (not in its inbox) nor anything with a stray field.
    expect(
      (await server.post(P.markNotificationsRead, { ids: [sent.body.id] }, { token: seller.token, host: HOSTS.merchant })).body,
    ).toEqual({ unread: 1 });
    const stray = await server.post(
      P.markNotificationsRead,
      { all: true, also: 1 },
      { token: seller.token, host: HOSTS.merchant },
    );
    expect([stray.status, stray.body.error.code]).toEqual([400, 'UNKNOWN_FIELD']);
    expect(
      (await server.post(P.markNotificationsRead, { all: true }, { token: seller.token, host: HOSTS.merchant })).body,
    ).toEqual({ unread: 0 });

    const list = await server.get(P.getAdminNotifications, { token: admin.token, host: HOSTS.admin });
    const statusOf = Object.fromEntries(list.body.items.map((item: { id: string; status: string }) => [item.id, item.status]));
    expect(statusOf[sent.body.id]).toBe('sent');

    // An account that signs up afterwards starts with an empty inbox.
    const newcomer = await signUpBuyer(server, 'yeni@example.az');
    expect(await unread(newcomer)).toBe(0);
  });

  it('refuses the inbox to guests', async () => {
    expect((await server.get(P.getUnreadNotificationCount)).status).toBe(401);
    expect((await server.get(P.getNotifications)).status).toBe(401);
    expect((await server.post(P.markNotificationsRead, { all: true })).status).toBe(401);
  });
});
