import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, formatBakuSchedule } from '@marketplace/contract';
import { HOSTS, request, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { startLocalPushService, vapidEnv, type LocalPushService } from './push-service.ts';
import { startTestServer, type TestServer } from './server.ts';

const POSTGRES = Boolean(process.env.DATABASE_URL);

let pushService: LocalPushService;
let env: Record<string, string>;
let server: AuthTestServer;
let buyer: SignedIn;
let seller: SignedIn;

const register = (who: SignedIn, subscription: unknown, host: string = HOSTS.shopper) =>
  server.post(API_PATHS.mobile.setNotifyToken, { subscription }, { token: who.token, host });

beforeAll(async () => {
  pushService = await startLocalPushService();
  env = vapidEnv(pushService);
  server = await startAuthServer({ env, pushAgent: pushService.agent });
  buyer = await signUpBuyer(server, 'push-alici@example.az');
  seller = await signUpMerchant(server, 'push-satici@example.az', 'Quba Xalçaları');
});
afterAll(async () => {
  await server?.close();
  await pushService?.close();
});

describe('push subscriptions and sendNotify', () => {
  it('registers a browser only when signed in and only at a configured push service', async () => {
    const subscription = pushService.subscribe('refused');
    expect((await server.post(API_PATHS.mobile.setNotifyToken, { subscription })).status).toBe(401);
    const elsewhere = await register(buyer, { ...subscription, endpoint: 'https://10.0.0.5/push/x' });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([400, 'PUSH_ENDPOINT_REFUSED']);
    const extra = await register(buyer, { ...subscription, browser: 'x' });
    expect([extra.status, extra.body.error.code]).toEqual([400, 'UNKNOWN_FIELD']);
  });

  it('pushes title and content, encrypted for the browser and signed with the VAPID key, to known tokens only', async () => {
    const first = await register(buyer, pushService.subscribe('buyer-laptop'));
    expect(first.status).toBe(200);
    const token = first.body.notifyToken as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const answer = await server.post(
      API_PATHS.direct.sendNotify,
      { title: 'Yeni mesaj', content: 'Sifarişiniz hazırdır', tokens: [token, 'nobody-has-this-token'] },
      { token: seller.token, host: HOSTS.merchant },
    );
    expect(answer.body).toEqual({ sent: 1, unknown: 1, failed: 0 });
    expect(pushService.received).toHaveLength(1);
    expect(pushService.received[0]).toMatchObject({
      path: '/push/buyer-laptop',
      message: { title: 'Yeni mesaj', content: 'Sifarişiniz hazırdır' },
    });
    expect(pushService.received[0]?.authorization).toContain(`k=${env.VAPID_PUBLIC_KEY}`);

    // The browser unsubscribed: its push service answers 410, and the token is forgotten.
    pushService.gone.add('buyer-laptop');
    const gone = await server.post(
      API_PATHS.direct.sendNotify,
      { title: 'a', content: 'b', tokens: [token] },
      { token: seller.token, host: HOSTS.merchant },
    );
    expect(gone.body).toEqual({ sent: 0, unknown: 1, failed: 0 });
    pushService.gone.delete('buyer-laptop');
    const after = await server.post(
      API_PATHS.direct.sendNotify,
      { title: 'a', content: 'b', tokens: [token] },
      { token: seller.token, host: HOSTS.merchant },
    );
    expect(after.body).toEqual({ sent: 0, unknown: 1, failed: 0 });
    expect(pushService.received).toHaveLength(1);
  });

  it('takes push addresses on the configured port only', async () => {
    const subscription = pushService.subscribe('port-check');
    const endpoint = new URL(subscription.endpoint);
    for (const port of ['3539', '443']) {
      endpoint.port = port;
      const otherPort = await register(buyer, { ...subscription, endpoint: endpoint.href });
      expect([otherPort.status, otherPort.body.error.code], port).toEqual([400, 'PUSH_ENDPOINT_REFUSED']);
    }
  });

  it('leaves a held address with its account unless the request carries the keys it was registered with', async () => {
    const laptop = pushService.subscribe('shared-laptop');
    const held = await register(buyer, laptop);
    expect(held.status).toBe(200);

    const stranger = await register(seller, { ...laptop, keys: pushService.subscribe('stranger-keys').keys }, HOSTS.merchant);
    expect([stranger.status, stranger.body.error.code]).toEqual([409, 'PUSH_ENDPOINT_HELD']);
    const again = await register(buyer, laptop);
    expect([again.status, again.body.notifyToken]).toEqual([200, held.body.notifyToken]);

    // The same browser, now signed in to the other account, carries its own keys: it changes hands.
    const sameBrowser = await register(seller, laptop, HOSTS.merchant);
    expect([sameBrowser.status, sameBrowser.body.notifyToken]).toEqual([200, held.body.notifyToken]);
    const back = await register(buyer, { ...laptop, keys: pushService.subscribe('other-keys').keys });
    expect([back.status, back.body.error.code]).toEqual([409, 'PUSH_ENDPOINT_HELD']);
  });

  it('refuses guests and bodies with unknown fields', async () => {
    expect((await server.post(API_PATHS.direct.sendNotify, { title: 'a', content: 'b', tokens: ['x'] })).status).toBe(401);
    const extra = await server.post(
      API_PATHS.direct.sendNotify,
      { title: 'a', content: 'b', tokens: ['x'], urgent: true },
      { token: buyer.token },
    );
    expect([extra.status, extra.body.error.code]).toEqual([400, 'UNKNOWN_FIELD']);
  });
});

describe('scheduled notifications with two API processes on one database', () => {
  let other: TestServer;
  afterAll(async () => other?.close());

  it('sends each due notification once, to the inbox and as one push per browser, however many jobs reach it', async (context) => {
    context.skip(!POSTGRES, 'PostgreSQL only (set DATABASE_URL): two API processes share one database');
    other = await startTestServer({ databaseUrl: server.config.databaseUrl, env, pushAgent: pushService.agent });
    const admin = await signInAdmin(server);
    const reader = await signUpBuyer(server, 'iki-proses@example.az');
    expect((await register(reader, pushService.subscribe('reader-phone'))).status).toBe(200);
    const before = pushService.received.length;

    const ids: string[] = [];
    for (const title of ['Bir', 'İki', 'Üç']) {
      const answer = await request(
        other.url,
        'POST',
        API_PATHS.mobile.setAdminNotifications,
        {
          notificationData: {
            title,
            content: `${title} xəbər`,
            target: 'user',
            scheduled: formatBakuSchedule(new Date()),
            send: true,
          },
        },
        { token: admin.token, host: HOSTS.admin },
      );
      expect(answer.status).toBe(200);
      ids.push(answer.body.id);
    }
    // Lost or repeated jobs: both processes book extra delivery jobs for the same notifications.
    for (const app of [server.app, other.app]) {
      for (const id of ids) await app.jobs.send('notification-delivery', { id });
    }

    const pending = async () => {
      const { rows } = await server.database.runSql(
        `select count(*)::int as n from pgboss.job where name in ('notification-delivery', 'notification-push') and state in ('created', 'retry', 'active')`,
      );
      return (rows[0] as { n: number }).n;
    };
    await vi.waitFor(async () => expect(await pending()).toBe(0), { timeout: 30_000, interval: 250 });

    const inbox = await server.get(`${API_PATHS.mobile.getNotifications}?page=1`, { token: reader.token });
    expect(inbox.body.total).toBe(3);
    const pushes = pushService.received.slice(before).filter((push) => push.path === '/push/reader-phone');
    expect(pushes.map((push) => push.message.title).sort()).toEqual(['Bir', 'Üç', 'İki'].sort());
  });
});
