import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENT_REPLAY_HEADER } from '@marketplace/contract';
import { HOSTS, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { itemForm, seedCategoryTree } from './items-fixtures.ts';

let server: AuthTestServer;
let seller: SignedIn;
let otherSeller: SignedIn;
let tree: Awaited<ReturnType<typeof seedCategoryTree>>;

const addNewItem = (who: SignedIn, body: object, key?: string) =>
  server.post('/item/v1/addNewItem', body, {
    token: who.token,
    host: HOSTS.merchant,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

async function itemCountOf(who: SignedIn): Promise<number> {
  const page = await server.post('/merchant/v1/getItemListByPage', {}, { token: who.token, host: HOSTS.merchant });
  return page.body.total;
}

beforeAll(async () => {
  server = await startAuthServer();
  tree = await seedCategoryTree(server.database.db);
  seller = await signUpMerchant(server, 'idem@example.az', 'Təkrar Yox');
  otherSeller = await signUpMerchant(server, 'idem-2@example.az', 'Başqa');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('Idempotency-Key on addNewItem', () => {
  it('creates one item for two identical posts with one key, and answers the retry with the first answer', async () => {
    const form = itemForm(tree.vases, { productName: 'Bir dəfə vaza' });
    const first = await addNewItem(seller, form, 'create-vase-1');
    const retry = await addNewItem(seller, form, 'create-vase-1');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBe('true');
    expect(first.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();
    expect(await itemCountOf(seller)).toBe(1);
  });

  it('refuses the key with a different body (422) and creates nothing for it', async () => {
    await addNewItem(seller, itemForm(tree.vases, { productName: 'Açar vaza' }), 'create-vase-2');
    const before = await itemCountOf(seller);
    const other = await addNewItem(seller, itemForm(tree.vases, { productName: 'Başqa vaza' }), 'create-vase-2');
    expect([other.status, other.body.error.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect(await itemCountOf(seller)).toBe(before);
  });

  it('keeps keys per account, forgets a refused request, and creates anew without a key', async () => {
    const form = itemForm(tree.pendants, { productName: 'Hər kəsin kulonu' });
    const mine = await addNewItem(seller, form, 'shared-key');
    const theirs = await addNewItem(otherSeller, form, 'shared-key');
    expect(theirs.status).toBe(200);
    expect(theirs.body.id).not.toBe(mine.body.id);

    const refused = await addNewItem(seller, itemForm(tree.gifts), 'not-a-leaf');
    expect(refused.status).toBe(400);
    const fixed = await addNewItem(seller, itemForm(tree.gifts), 'not-a-leaf');
    expect(fixed.status).toBe(400);
    expect(fixed.headers[IDEMPOTENT_REPLAY_HEADER.toLowerCase()]).toBeUndefined();

    const before = await itemCountOf(seller);
    await addNewItem(seller, form);
    await addNewItem(seller, form);
    expect(await itemCountOf(seller)).toBe(before + 2);
  });

  it('refuses a malformed key (400 IDEMPOTENCY_KEY_INVALID)', async () => {
    const answer = await addNewItem(seller, itemForm(tree.vases), 'x'.repeat(256));
    expect([answer.status, answer.body.error.code]).toEqual([400, 'IDEMPOTENCY_KEY_INVALID']);
  });
});
