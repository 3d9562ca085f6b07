import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE, API_PATHS } from '@marketplace/contract';
import { accounts } from '../src/db/schema.ts';
import { HOSTS, startAuthServer, type AuthTestServer, type RequestOptions } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant, type SignedIn } from './cart-fixtures.ts';

/**
 * The admin's Users section (issue 16): every account from the database, searched and paged;
 * block and unblock persisted and recorded; a blocked account's sessions end at once and it cannot
 * sign in; no admin can be blocked, the caller least of all.
 */

let server: AuthTestServer;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
let otherAdminId: string;

const asAdmin = (): RequestOptions => ({ token: admin.token, host: HOSTS.admin });
const users = (query = '') => server.get(`${API_PATHS.admin.getUsers}${query}`, asAdmin());
const block = (id: string, blocked = true, options = asAdmin()) =>
  server.post(API_PATHS.admin.setAccountBlocked, { id, blocked }, options);
const idsOf = (answer: { body: { items: Array<{ id: string }> } }) => answer.body.items.map((user) => user.id);

beforeAll(async () => {
  server = await startAuthServer();
  admin = await signInAdmin(server);
  buyer = await signUpBuyer(server, 'aygun@example.az');
  seller = await signUpMerchant(server, 'satici@example.az', 'Gəncə Keramika');
  const [other] = await server.database.db
    .insert(accounts)
    .values({ identifier: 'ikinci.admin@example.az', identifierKind: 'email', passwordHash: 'x', type: ACCOUNT_TYPE.ADMIN })
    .returning({ id: accounts.id });
  otherAdminId = other!.id;
});
afterAll(() => server.close());

describe('the Users routes refuse everyone but admins', () => {
  const routes = [
    ['GET getUsers', (options: RequestOptions) => server.get(API_PATHS.admin.getUsers, options)],
    ['POST setAccountBlocked', (options: RequestOptions) => block(buyer.id, true, options)],
  ] as const;
  const callers = [
    ['a guest', () => ({ host: HOSTS.admin }), 401],
    ['a buyer', () => ({ token: buyer.token }), 403],
    ['a seller on the admin host', () => ({ token: seller.token, host: HOSTS.admin }), 403],
    ['a seller on its own host', () => ({ token: seller.token, host: HOSTS.merchant }), 403],
  ] as const;

  it.each(
    routes.flatMap(([route, call]) => callers.map(([who, options, status]) => [route, who, call, options, status] as const)),
  )('%s refuses %s', async (_route, _who, call, options, status) => {
    expect((await call(options())).status).toBe(status);
  });

  it('and the refused calls blocked no one', async () => {
    expect((await server.get(API_PATHS.auth.getClientInfo, { token: buyer.token })).status).toBe(200);
  });
});

describe('GET getUsers: every account, searched and paged', () => {
  it('lists every kind of account newest first, with the total', async () => {
    const all = await users();
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(idsOf(all)).toEqual([otherAdminId, seller.id, buyer.id, admin.id]);
    expect(all.body.items[1]).toMatchObject({
      identifier: 'satici@example.az',
      identifierKind: 'email',
      type: ACCOUNT_TYPE.MERCHANT,
      status: 'ACTIVE',
      companyName: 'Gəncə Keramika',
      merchantStatus: 'NOT_VERIFIED',
    });
    expect(all.body.items[1].lastSeenDate).not.toBeNull();
    expect(Date.parse(all.body.items[1].createdDate)).not.toBeNaN();
  });

  it('finds by e-mail, by folded store name, by the start of the id', async () => {
    expect(idsOf(await users('?q=AYGUN@'))).toEqual([buyer.id]);
    expect(idsOf(await users(`?q=${encodeURIComponent('gence')}`))).toEqual([seller.id]);
    expect(idsOf(await users(`?q=${buyer.id.slice(0, 8)}`))).toEqual([buyer.id]);
    expect((await users('?q=%25')).body).toMatchObject({ items: [], total: 0 });
  });

  it('keeps one kind and one status', async () => {
    expect(idsOf(await users(`?type=${ACCOUNT_TYPE.CLIENT}`))).toEqual([buyer.id]);
    expect(idsOf(await users(`?type=${ACCOUNT_TYPE.ADMIN}`))).toEqual([otherAdminId, admin.id]);
    expect((await users('?status=BLOCKED')).body.total).toBe(0);
  });

  it('answers any numbered page', async () => {
    const second = await users('?page_size=2&page=2');
    expect(second.body).toMatchObject({ page: 2, total: 4 });
    expect(idsOf(second)).toEqual([buyer.id, admin.id]);
  });

  it.each(['page=0', 'type=7', 'status=GONE', `q=${'x'.repeat(101)}`])('refuses %s with a 400', async (query) => {
    expect((await users(`?${query}`)).status).toBe(400);
  });
});

describe('POST setAccountBlocked', () => {
  it('blocks a buyer: its open session answers 401 at its next request, it cannot sign in, and the log says who did it', async () => {
    expect((await server.get(API_PATHS.auth.getClientInfo, { token: buyer.token })).status).toBe(200);
    const answer = await block(buyer.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: buyer.id, status: 'BLOCKED' });

    expect((await server.get(API_PATHS.auth.getClientInfo, { token: buyer.token })).status).toBe(401);
    const login = await server.post(API_PATHS.auth.login, {
      identifier: 'aygun@example.az',
      password: 'correct horse battery',
      type: 1,
    });
    expect(login.status).toBe(403);
    expect(login.body.error.code).toBe('ACCOUNT_BLOCKED');

    expect(idsOf(await users('?status=BLOCKED'))).toEqual([buyer.id]);
    const [entry] = (await server.get(`${API_PATHS.admin.getAuditLog}?target_kind=account&target_id=${buyer.id}`, asAdmin())).body
      .items;
    expect(entry).toMatchObject({ action: 'ACCOUNT_BLOCKED', admin: { id: admin.id } });
  });

  it('unblocks: the account signs in again, and that is recorded too', async () => {
    expect((await block(buyer.id, false)).body).toEqual({ id: buyer.id, status: 'ACTIVE' });
    const login = await server.post(API_PATHS.auth.login, {
      identifier: 'aygun@example.az',
      password: 'correct horse battery',
      type: 1,
    });
    expect(login.status).toBe(200);
    const log = (await server.get(`${API_PATHS.admin.getAuditLog}?target_id=${buyer.id}`, asAdmin())).body;
    expect(log.items.map((entry: { action: string }) => entry.action)).toEqual(['ACCOUNT_UNBLOCKED', 'ACCOUNT_BLOCKED']);
  });

  it('blocks a seller on every host at once', async () => {
    expect((await block(seller.id)).status).toBe(200);
    expect((await server.get(API_PATHS.auth.getClientInfo, { token: seller.token, host: HOSTS.merchant })).status).toBe(401);
    await block(seller.id, false);
  });

  it('refuses to block the admin themselves, or another admin, and records nothing', async () => {
    const before = (await server.get(API_PATHS.admin.getAuditLog, asAdmin())).body.total;
    const self = await block(admin.id);
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe('CANNOT_BLOCK_SELF');
    const other = await block(otherAdminId);
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('CANNOT_BLOCK_ADMIN');
    expect((await server.get(API_PATHS.auth.getClientInfo, { token: admin.token, host: HOSTS.admin })).status).toBe(200);
    expect((await server.get(API_PATHS.admin.getAuditLog, asAdmin())).body.total).toBe(before);
  });

  it('answers 404 for an unknown account and 400 for a malformed body', async () => {
    const unknown = await block('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('ACCOUNT_NOT_FOUND');
    expect((await server.post(API_PATHS.admin.setAccountBlocked, { id: 'nope', blocked: true }, asAdmin())).status).toBe(400);
    const extra = await server.post(API_PATHS.admin.setAccountBlocked, { id: buyer.id, blocked: true, reason: 'x' }, asAdmin());
    expect(extra.status).toBe(400);
    expect(extra.body.error).toMatchObject({ code: 'UNKNOWN_FIELD', fields: { reason: expect.any(String) } });
  });
});
