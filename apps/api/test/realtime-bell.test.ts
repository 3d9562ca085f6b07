import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, formatBakuSchedule } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { openLive, type LiveTestClient } from './live-client.ts';

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
const clients: LiveTestClient[] = [];

/** The counts a bell showed, one after the other (a count told twice in a row shows once). */
const counts = (page: LiveTestClient) =>
  page.frames
    .flatMap((frame) => (frame.type === 'notifications' ? [frame.unread] : []))
    .filter((unread, i, all) => i === 0 || all[i - 1] !== unread);

async function bellOf(who: SignedIn): Promise<LiveTestClient> {
  const page = await openLive(server.url);
  clients.push(page);
  await page.hello(who.token);
  expect(await page.subscribe('bell', { kind: 'notifications' })).toEqual({ type: 'subscribed', id: 'bell' });
  return page;
}

beforeAll(async () => {
  server = await startAuthServer();
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'zeng@example.az');
  seller = await signUpMerchant(server, 'zeng-satici@example.az', 'Quba Xalçaları');
});

afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
});

afterAll(async () => {
  await server?.close();
});

describe('the notification bell on the live channel', () => {
  it('gets its count on subscribing, the new count when a notification is delivered, and again when another page reads it', async () => {
    const buyerBell = await bellOf(buyer);
    const sellerBell = await bellOf(seller);
    expect(await buyerBell.next('notifications')).toEqual({ type: 'notifications', id: 'bell', unread: 0 });
    expect(await sellerBell.next('notifications')).toEqual({ type: 'notifications', id: 'bell', unread: 0 });

    const scheduled = await server.post(
      API_PATHS.mobile.setAdminNotifications,
      {
        notificationData: {
          title: 'Novruz endirimi',
          content: 'Bütün xalçalara 15%',
          target: 'user',
          scheduled: formatBakuSchedule(new Date()),
        },
      },
      { token: admin.token, host: HOSTS.admin },
    );
    expect(scheduled.status).toBe(200);
    // Delivered by its job on the queue, then counted live: no page asked for it.
    expect(await buyerBell.next('notifications', (frame) => frame.unread === 1, 20_000)).toBeTruthy();

    const read = await server.post(
      API_PATHS.mobile.markNotificationsRead,
      { all: true },
      { token: buyer.token, host: HOSTS.shopper },
    );
    expect(read.body).toEqual({ unread: 0 });
    await vi.waitFor(() => expect(counts(buyerBell)).toEqual([0, 1, 0]), { timeout: 5_000, interval: 20 });
    // A notification for buyers leaves the sellers' count where it was (their bells were asked again, all the same).
    await vi.waitFor(() => expect(sellerBell.frames.filter((frame) => frame.type === 'notifications').length).toBeGreaterThan(1));
    expect(counts(sellerBell)).toEqual([0]);
  });
});
