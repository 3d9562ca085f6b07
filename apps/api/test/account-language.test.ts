import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketplace/contract';
import { orderPlaced, ordersChanged, type OrderEventsEnv } from '../src/modules/orders/events.ts';
import type { WordedNotice } from '../src/modules/orders/service-notices.ts';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { placeOrder } from './order-fixtures-lifecycle.ts';

/**
 * An account's language: the site's at sign-up, changed in the profile, and the language its order
 * notices and e-mails are written in.
 */

let server: AuthTestServer;

beforeAll(async () => {
  server = await startAuthServer();
}, 60_000);
afterAll(() => server?.close());

const signUpIn = async (identifier: string, type: 1 | 2, language: string) => {
  const done = await server.signUp(identifier, type, {
    headers: { 'accept-language': language },
    ...(type === 2 ? { host: HOSTS.merchant } : {}),
  });
  return { id: done.body.id as string, token: done.body.token as string };
};

const languageOf = async (token: string, host: string = HOSTS.shopper) =>
  (await server.get(API_PATHS.auth.getClientInfo, { token, host })).body.language as string;

describe('the account language', () => {
  it('is the language the site spoke at sign-up, and az when it spoke none of ours', async () => {
    const russian = await signUpIn('dil-ru@example.az', 1, 'ru-RU,ru;q=0.9');
    expect(await languageOf(russian.token)).toBe('ru');
    const french = await signUpIn('dil-fr@example.az', 1, 'fr-FR,fr;q=0.9');
    expect(await languageOf(french.token)).toBe('az');
  });

  it('is changed in the profile, and only to one of the four', async () => {
    const buyer = await signUpIn('dil-deyis@example.az', 1, 'az');
    const changed = await server.post(API_PATHS.auth.updateAccount, { editedValues: { language: 'en' } }, { token: buyer.token });
    expect(changed.status).toBe(200);
    expect(changed.body.language).toBe('en');
    expect(await languageOf(buyer.token)).toBe('en');
    const refused = await server.post(API_PATHS.auth.updateAccount, { editedValues: { language: 'fr' } }, { token: buyer.token });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toHaveProperty(['editedValues.language']);
    expect(await languageOf(buyer.token)).toBe('en');
  });

  it('words each order notice and its e-mail in its recipient’s language', async () => {
    const buyer = await signUpIn('dil-alici@example.az', 1, 'en-GB');
    const seller = await signUpIn('dil-usta@example.az', 2, 'ru');
    const db = server.database.db;
    const order = await placeOrder(db, buyer.id, { sellerId: seller.id }, 'Leyla');
    const mailed: WordedNotice[] = [];
    const env: OrderEventsEnv = {
      db,
      live: { publish: async () => undefined },
      mail: async (notices) => void mailed.push(...notices),
      log: server.app.log,
    };
    await orderPlaced(env, [order.orderId]);
    const accepted = await server.post(
      API_PATHS.order.changeOrderStatus,
      { orderId: order.orderId, action: 'ACCEPT' },
      { token: seller.token, host: HOSTS.merchant },
    );
    expect(accepted.status).toBe(200);
    await ordersChanged(env, [
      {
        orderId: order.orderId,
        from: 'PLACED',
        to: 'ACCEPTED',
        action: 'ACCEPT',
        actor: 'SELLER',
        reason: '',
        itemsChanged: false,
      },
    ]);

    const toSeller = mailed.find((notice) => notice.recipientId === seller.id);
    const toBuyer = mailed.find((notice) => notice.recipientId === buyer.id);
    expect(toSeller).toMatchObject({ language: 'ru', title: `Новый заказ № ${order.number}` });
    expect(toBuyer).toMatchObject({ language: 'en', title: `Order № ${order.number} accepted` });
  });
});
