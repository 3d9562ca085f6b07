import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, sessions } from '../src/db/schema.ts';
import { setAccountStatus } from '../src/modules/auth/account-actions.ts';
import { HOSTS, request, sessionCookieOf, startAuthServer, type AuthTestServer } from './auth-client.ts';

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

const clientInfo = (options: { token?: string; cookie?: string; host?: string }) => server.get('/auth/v1/getClientInfo', options);

const NONCE = 'n'.repeat(43);
/** A handoff code of the login behind `token`, for a page that keeps NONCE. */
async function handoffCodeOf(token: string, host: string = HOSTS.shopper): Promise<string> {
  const created = await server.post('/auth/v1/createHandoff', { nonce: NONCE }, { token, host });
  expect(created.status).toBe(200);
  return created.body.code as string;
}

describe('sessions', () => {
  it('refuses getClientInfo without a live bearer token (the session cookie alone does not sign in)', async () => {
    const a = await server.signUp('bearer-a@example.az', 1);
    const b = await server.signUp('bearer-b@example.az', 1);
    expect((await clientInfo({})).status).toBe(401);
    const junk = await clientInfo({ token: 'x'.repeat(43) });
    expect(junk.status).toBe(401);
    expect(junk.body.error.code).toBe('UNAUTHORIZED');
    expect((await clientInfo({ cookie: sessionCookieOf(b) })).status).toBe(401);
    expect((await clientInfo({ token: a.body.token, cookie: sessionCookieOf(b) })).body.id).toBe(a.body.id);
  });

  it('stores only a digest of the token and slides the expiry forward', async () => {
    const signed = await server.signUp('sliding@example.az', 1);
    const rows = await server.database.db.select().from(sessions).where(eq(sessions.accountId, signed.body.id));
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.tokenHash).not.toContain(signed.body.token);
    server.advance(2 * 60 * 60 * 1000);
    expect((await clientInfo({ token: signed.body.token })).status).toBe(200);
    const [slid] = await server.database.db.select().from(sessions).where(eq(sessions.accountId, signed.body.id));
    expect(slid!.expiresAt.getTime()).toBeGreaterThan(row!.expiresAt.getTime());
    server.advance(31 * 24 * 60 * 60 * 1000);
    expect((await clientInfo({ token: signed.body.token })).status).toBe(401);
  });

  it('blocking ends every session and refuses the login; unblocking lets the account in again', async () => {
    const signed = await server.signUp('trouble@example.az', 1, { password: 'trouble-password' });
    await setAccountStatus(server.database.db, signed.body.id, 'BLOCKED');
    expect((await clientInfo({ token: signed.body.token })).status).toBe(401);
    const credentials = { identifier: 'trouble@example.az', password: 'trouble-password' };
    const refused = await server.post('/auth/v1/login', credentials);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_BLOCKED');
    const wrongPassword = await server.post('/auth/v1/login', { ...credentials, password: 'guessing-password' });
    expect(wrongPassword.body.error.code).toBe('INVALID_CREDENTIALS');
    await setAccountStatus(server.database.db, signed.body.id, 'ACTIVE');
    expect((await server.post('/auth/v1/login', credentials)).status).toBe(200);
    expect((await clientInfo({ token: signed.body.token })).status).toBe(401);
  });
});

describe('upgradeAccount', () => {
  it('turns a buyer into a seller for good and ends the buyer sessions', async () => {
    const buyer = await server.signUp('growing@example.az', 1, { password: 'growing-password' });
    const temp = await server.post(
      '/auth/v1/login',
      { identifier: 'growing@example.az', password: 'growing-password', type: 2 },
      { host: HOSTS.merchant },
    );
    expect(temp.body.type).toBe(1);
    expect((await server.get('/auth/v1/upgradeAccount')).status).toBe(401);

    const upgraded = await server.get('/auth/v1/upgradeAccount', { token: temp.body.token, host: HOSTS.merchant });
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toEqual({ token: expect.any(String), type: 2, id: buyer.body.id });
    expect(sessionCookieOf(upgraded)).toBeDefined();

    for (const old of [buyer.body.token, temp.body.token]) expect((await clientInfo({ token: old })).status).toBe(401);
    const info = await clientInfo({ token: upgraded.body.token });
    expect(info.body).toMatchObject({ type: 2, status: 'NOT_VERIFIED', accountStatus: 'ACTIVE' });

    const again = await server.get('/auth/v1/upgradeAccount', { token: upgraded.body.token });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_SELLER');
    const relogin = await server.post('/auth/v1/login', {
      identifier: 'growing@example.az',
      password: 'growing-password',
      type: 1,
    });
    expect(relogin.body.type).toBe(2);
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, buyer.body.id));
    expect(row?.upgradedAt).toBeInstanceOf(Date);
  });
});

describe('updateAccount', () => {
  it('changes the editable fields and answers the profile', async () => {
    const seller = await server.signUp('atelier@example.az', 2);
    const answer = await server.post(
      '/auth/v1/updateAccount',
      {
        clientInfo: { id: seller.body.id },
        editedValues: {
          name: 'Aysel',
          companyName: 'Aysel Xalça Atelyesi',
          dob: '1990-04-12',
          profileImage: `/media/images/${'c'.repeat(32)}.png`,
          settings: { notify: { email: false, push: true, whatsapp: true } },
        },
      },
      { token: seller.body.token },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Aysel',
      companyName: 'Aysel Xalça Atelyesi',
      dob: '1990-04-12',
      email: 'atelier@example.az',
      settings: { notify: { email: false, push: true, whatsapp: true } },
    });
    expect((await clientInfo({ token: seller.body.token })).body.companyName).toBe('Aysel Xalça Atelyesi');
  });

  it('refuses read-only fields, company fields of a buyer, bad values, and a caller without a session', async () => {
    const buyer = await server.signUp('reader@example.az', 1);
    const update = (editedValues: unknown, token: string | undefined = buyer.body.token) =>
      server.post('/auth/v1/updateAccount', { editedValues }, { token });
    const email = await update({ email: 'other@example.az' });
    expect(email.status).toBe(400);
    expect(email.body.error).toMatchObject({ code: 'FIELD_READ_ONLY', fields: { email: expect.any(String) } });
    expect((await update({ type: 2, name: 'x' })).body.error.code).toBe('FIELD_READ_ONLY');
    expect((await update({ companyName: 'Mine' })).body.error.code).toBe('FIELD_READ_ONLY');
    const bad = await update({ dob: 'yesterday', phoneNumber: 'call me' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['editedValues.dob', 'editedValues.phoneNumber']);
    expect((await update({ name: 'x' }, '')).status).toBe(401);
    // Without a session nothing is said about the body: not even that a field is read-only or bad.
    expect((await update({ email: 'other@example.az' }, '')).status).toBe(401);
    expect((await update({ dob: 'yesterday' }, '')).status).toBe(401);
    expect((await clientInfo({ token: buyer.body.token })).body.email).toBe('reader@example.az');
  });
});

describe('cross-host handoff', () => {
  it('turns the code into a session of the same login on the other host, once, within 60 seconds', async () => {
    const seller = await server.signUp('traveller@example.az', 2, { host: HOSTS.shopper });
    const exchange = (code: string, host = HOSTS.merchant) =>
      server.post('/auth/v1/exchangeHandoff', { code, nonce: NONCE }, { host });
    const code = await handoffCodeOf(seller.body.token);

    const first = await exchange(code);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ token: expect.any(String), type: 2, id: seller.body.id });
    expect(first.body.token).not.toBe(seller.body.token);
    expect(sessionCookieOf(first)).toBeDefined();
    expect((await clientInfo({ token: first.body.token, host: HOSTS.merchant })).status).toBe(200);

    const second = await exchange(code);
    expect(second.status).toBe(400);
    expect(second.body.error.code).toBe('HANDOFF_INVALID');

    const login = await server.post('/auth/v1/login', { identifier: 'traveller@example.az', password: 'correct horse battery' });
    const late = await handoffCodeOf(login.body.token);
    server.advance(61_000);
    expect((await exchange(late)).body.error.code).toBe('HANDOFF_INVALID');
    expect((await exchange('a'.repeat(43))).body.error.code).toBe('HANDOFF_INVALID');
  });
});

describe('logout', () => {
  it('by bearer: ends the whole login on every host, clears the cookie, answers 204', async () => {
    const signed = await server.signUp('leaving@example.az', 2);
    const code = await handoffCodeOf(signed.body.token);
    const merchant = await server.post('/auth/v1/exchangeHandoff', { code, nonce: NONCE }, { host: HOSTS.merchant });
    const other = await server.post('/auth/v1/login', { identifier: 'leaving@example.az', password: 'correct horse battery' });

    const out = await server.post('/logout', undefined, { token: signed.body.token });
    expect(out.status).toBe(204);
    expect(
      out.headers['set-cookie']?.some((line) => /^sid=;/.test(line) && /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(line)),
    ).toBe(true);
    expect((await clientInfo({ token: signed.body.token })).status).toBe(401);
    expect((await clientInfo({ token: merchant.body.token })).status).toBe(401);
    // Another login (another device) stays.
    expect((await clientInfo({ token: other.body.token })).status).toBe(200);
  });

  it('by cookie alone, from another configured site with credentials (CORS preflight included)', async () => {
    const signed = await server.signUp('cookie-only@example.az', 2, { host: HOSTS.merchant });
    const cookie = sessionCookieOf(signed);
    const origin = 'http://localhost:3000';
    const preflight = await request(server.url, 'OPTIONS', '/logout', undefined, {
      host: HOSTS.merchant,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe(origin);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');

    const out = await server.post('/logout', undefined, {
      host: HOSTS.merchant,
      cookie,
      headers: { origin, 'content-type': 'application/json' },
    });
    expect(out.status).toBe(204);
    expect(out.headers['access-control-allow-origin']).toBe(origin);
    expect((await clientInfo({ token: signed.body.token })).status).toBe(401);
  });

  it('answers 204 with no session, an unknown token or a junk body', async () => {
    for (const options of [{}, { token: 'nope' }, { rawBody: '{not json', cookie: 'sid=unknown' }]) {
      expect((await server.post('/logout', undefined, options)).status).toBe(204);
    }
  });
});

describe('hostile bodies', () => {
  it('answer 4xx with a code, never 5xx', async () => {
    const long = 'ə'.repeat(100_000);
    const bodies: Array<[string, unknown, string?]> = [
      ['/auth/v1/register', undefined, '{"__proto__":{"admin":true},"identifier":"a@b.az","type":1}'],
      ['/auth/v1/register', { identifier: { $ne: '' }, type: 1 }],
      ['/auth/v1/register', { identifier: long, type: 1 }],
      ['/auth/v1/register', { identifier: 'x@y.az', type: 1, role: 'admin' }],
      ['/auth/v1/register', { identifier: 'x@y.az', type: 7 }],
      ['/auth/v1/register', { identifier: 'x@y.az', type: 1, otp_id: 'a', otp: '12345a' }],
      ['/auth/v1/login', { identifier: ['a@b.az'], password: 'x' }],
      ['/auth/v1/login', { identifier: 'a@b.az', password: long }],
      ['/auth/v1/login', null],
      ['/auth/v1/resetAccountPassword', { identifier: 'a@b.az', otp_id: long, otp: '123456' }],
      ['/auth/v1/updateAccount', { editedValues: { constructor: { prototype: { x: 1 } } } }],
      ['/auth/v1/updateAccount', { editedValues: 'name' }],
      ['/auth/v1/exchangeHandoff', { code: long }],
      ['/auth/v1/exchangeHandoff', { code: 42 }],
    ];
    for (const [path, body, rawBody] of bodies) {
      const answer = await server.post(path, body, rawBody ? { rawBody } : {});
      const label = `${path} ${rawBody ?? JSON.stringify(body)?.slice(0, 80)}`;
      expect(answer.status, label).toBeGreaterThanOrEqual(400);
      expect(answer.status, label).toBeLessThan(500);
      expect(answer.body.error.code, label).toEqual(expect.any(String));
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('sweeping ended records', () => {
  it('removes sessions that ended over a day ago and keeps live ones', async () => {
    const { sweepExpiredAuthRecords } = await import('../src/modules/auth/sweep.ts');
    const old = await server.signUp('sweep-old@example.az', 1);
    const live = await server.signUp('sweep-live@example.az', 1);
    const longAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await server.database.db.update(sessions).set({ expiresAt: longAgo }).where(eq(sessions.accountId, old.body.id));

    const swept = await sweepExpiredAuthRecords(server.database.db, new Date());

    expect(swept.sessions).toBeGreaterThanOrEqual(1);
    expect(await server.database.db.select().from(sessions).where(eq(sessions.accountId, old.body.id))).toEqual([]);
    expect((await clientInfo({ token: live.body.token })).status).toBe(200);
  });
});
