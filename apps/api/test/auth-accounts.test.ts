import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import { ensureAdminAccount } from '../src/modules/auth/admin-bootstrap.ts';
import { argon2idHasher } from '../src/modules/auth/passwords.ts';
import { HOSTS, sessionCookieOf, startAuthServer, type AuthTestServer } from './auth-client.ts';

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>, host?: string) => server.post('/auth/v1/register', body, { host });
const login = (body: Record<string, unknown>, host?: string) => server.post('/auth/v1/login', body, { host });
const reset = (body: Record<string, unknown>) => server.post('/auth/v1/resetAccountPassword', body);

describe('register', () => {
  it('sends a code, accepts it, then creates a signed-in buyer with a cookie', async () => {
    const identifier = 'Leyla@Example.az';
    const first = await register({ identifier, type: 1, platform: 'web' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ case: 4, otp_id: expect.any(String), resend_after: 45 });
    const message = server.sent.at(-1);
    expect(message).toMatchObject({ to: 'leyla@example.az', channel: 'email', subject: 'Qeydiyyat kodu' });
    const otp = server.codeFor('leyla@example.az');

    const second = await register({ identifier, type: 1, otp_id: first.body.otp_id, otp });
    expect(second.body).toEqual({ case: 3, otp_id: first.body.otp_id });

    const third = await register({ identifier, type: 1, otp_id: first.body.otp_id, otp, password: 'pomegranate-7' });
    expect(third.status).toBe(200);
    expect(third.body).toEqual({ case: 0, token: expect.any(String), type: 1, id: expect.any(String) });
    expect(third.body.token.length).toBeGreaterThan(10);
    const cookie = third.headers['set-cookie']?.find((line) => line.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure/i);

    const info = await server.get('/auth/v1/getClientInfo', { token: third.body.token });
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      id: third.body.id,
      type: 1,
      email: 'leyla@example.az',
      status: '',
      accountStatus: 'ACTIVE',
    });

    const reused = await register({
      identifier: 'leyla@example.az',
      type: 1,
      otp_id: first.body.otp_id,
      otp,
      password: 'another-pass',
    });
    expect(reused.body.error.code).toBe('IDENTIFIER_TAKEN');
  });

  it('creates a seller ACTIVE and NOT_VERIFIED, with the account e-mail as company e-mail', async () => {
    const done = await server.signUp('usta@example.az', 2, { host: HOSTS.merchant });
    expect(done.body.type).toBe(2);
    const info = await server.get('/auth/v1/getClientInfo', { token: done.body.token, host: HOSTS.merchant });
    expect(info.body).toMatchObject({
      type: 2,
      status: 'NOT_VERIFIED',
      accountStatus: 'ACTIVE',
      companyEmail: 'usta@example.az',
    });
  });

  it('answers the conflicts of an identifier that is already a buyer or a seller', async () => {
    await server.signUp('buyer-first@example.az', 1);
    await server.signUp('seller-first@example.az', 2);
    const cases = [
      [{ identifier: 'buyer-first@example.az', type: 2 }, 409, 'ACCOUNT_IS_BUYER'],
      [{ identifier: 'seller-first@example.az', type: 1 }, 409, 'ACCOUNT_IS_SELLER'],
      [{ identifier: 'BUYER-FIRST@example.az', type: 1 }, 409, 'IDENTIFIER_TAKEN'],
      [{ identifier: 'new-admin@example.az', type: 0 }, 403, 'ACCOUNT_TYPE_NOT_ALLOWED'],
      [{ identifier: '', type: 1 }, 400, 'INPUTS_MISMATCH'],
      [{ identifier: 'not an address', type: 1 }, 400, 'INVALID_IDENTIFIER'],
    ] as const;
    for (const [body, status, code] of cases) {
      const answer = await register(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error.code, JSON.stringify(body)).toBe(code);
    }
  });

  it('sends a phone number its code as a text message', async () => {
    const first = await register({ identifier: '+994 50 123-45-67', type: 1 });
    expect(first.status).toBe(200);
    expect(server.sent.at(-1)).toMatchObject({ to: '+994501234567', channel: 'sms' });
  });

  it('refuses a wrong code, and after five wrong tries refuses the right one too', async () => {
    const identifier = 'five-tries@example.az';
    const first = await register({ identifier, type: 1 });
    const right = server.codeFor(identifier);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await register({ identifier, type: 1, otp_id: first.body.otp_id, otp: wrong });
      expect(answer.status, `attempt ${attempt}`).toBe(400);
      expect(answer.body.error.code, `attempt ${attempt}`).toBe('INCORRECT_OTP');
    }
    const late = await register({ identifier, type: 1, otp_id: first.body.otp_id, otp: right });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('OTP_TOO_MANY_ATTEMPTS');
  });

  it('refuses an expired code and a new code within 45 seconds', async () => {
    const identifier = 'slow@example.az';
    const first = await register({ identifier, type: 1 });
    const tooSoon = await register({ identifier, type: 1 });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', retry_after: expect.any(Number) });
    expect(tooSoon.body.error.retry_after).toBeGreaterThan(40);
    expect(tooSoon.body.error.retry_after).toBeLessThanOrEqual(45);
    expect(tooSoon.headers['retry-after']).toBe(String(tooSoon.body.error.retry_after));

    const otp = server.codeFor(identifier);
    server.advance(10 * 60 * 1000 + 1000);
    const expired = await register({ identifier, type: 1, otp_id: first.body.otp_id, otp });
    expect(expired.status).toBe(400);
    expect(expired.body.error.code).toBe('OTP_EXPIRED');

    const again = await register({ identifier, type: 1 });
    expect(again.body.case).toBe(4);
    expect(again.body.otp_id).not.toBe(first.body.otp_id);
  });

  it('refuses a code of another identifier or an otp id that is not one', async () => {
    const a = await register({ identifier: 'owner-a@example.az', type: 1 });
    const otp = server.codeFor('owner-a@example.az');
    const stolen = await register({ identifier: 'owner-b@example.az', type: 1, otp_id: a.body.otp_id, otp });
    expect(stolen.body.error.code).toBe('INCORRECT_OTP');
    const junk = await register({ identifier: 'owner-a@example.az', type: 1, otp_id: 'not-a-uuid', otp });
    expect(junk.body.error.code).toBe('INCORRECT_OTP');
  });
});

describe('login', () => {
  it('answers the real kind of the account, whatever kind was asked, on any host', async () => {
    await server.signUp('real-kind@example.az', 1, { password: 'buyer-password' });
    const onMerchant = await login({ identifier: 'real-kind@example.az', password: 'buyer-password', type: 2 }, HOSTS.merchant);
    expect(onMerchant.status).toBe(200);
    expect(onMerchant.body).toMatchObject({ type: 1, token: expect.any(String) });
    expect(sessionCookieOf(onMerchant)).toBeDefined();
  });

  it('gives one answer for a wrong password and an unknown account, verifying a dummy hash for the latter', async () => {
    await server.signUp('careful@example.az', 1, { password: 'doğru-nar-bağı-7' });
    const before = server.hasher.verifyCalls.length;
    const wrong = await login({ identifier: 'careful@example.az', password: 'wrong-password' });
    const unknown = await login({ identifier: 'nobody@example.az', password: 'wrong-password' });
    const malformed = await login({ identifier: 'nobody at all', password: 'wrong-password' });
    for (const answer of [wrong, unknown, malformed]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: wrong.body.error.message } });
    }
    const calls = server.hasher.verifyCalls.slice(before);
    expect(calls).toHaveLength(3);
    const [own] = await server.database.db.select().from(accounts).where(eq(accounts.identifier, 'careful@example.az'));
    expect(calls[0]).toBe(own?.passwordHash);
    expect(calls[1]).not.toBe(own?.passwordHash);
    expect(calls[1]).toMatch(/^\$argon2id\$/);
    expect(calls[2]).toBe(calls[1]);
  });

  it('answers INPUTS_MISMATCH without identifier or password', async () => {
    for (const body of [
      { identifier: '', password: 'x' },
      { identifier: 'a@b.az', password: '' },
    ]) {
      const answer = await login(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('INPUTS_MISMATCH');
    }
  });

  it('lets an admin in only on the admin host; nobody registers as one', async () => {
    const created = await ensureAdminAccount(server.database.db, argon2idHasher, {
      identifier: 'root@example.az',
      password: 'admin-password',
    });
    expect(created).toEqual({ created: true, identifier: 'root@example.az' });
    expect(await ensureAdminAccount(server.database.db, argon2idHasher, { identifier: undefined, password: undefined })).toEqual({
      created: false,
    });
    const credentials = { identifier: 'root@example.az', password: 'admin-password' };
    const shopper = await login(credentials, HOSTS.shopper);
    expect(shopper.status).toBe(403);
    expect(shopper.body.error.code).toBe('ACCOUNT_TYPE_NOT_ALLOWED');
    const admin = await login(credentials, HOSTS.admin);
    expect(admin.status).toBe(200);
    expect(admin.body.type).toBe(0);
  });
});

describe('resetAccountPassword', () => {
  it('answers an otp id for any identifier but sends a code only to a real account', async () => {
    const sentBefore = server.sent.length;
    const ghost = await reset({ identifier: 'ghost@example.az' });
    expect(ghost.status).toBe(200);
    expect(ghost.body).toEqual({ result: expect.any(String), resend_after: 45 });
    expect(server.sent.length).toBe(sentBefore);
  });

  it('resets with the code, ends the other sessions and signs in', async () => {
    const identifier = 'forgetful@example.az';
    const old = await server.signUp(identifier, 1, { password: 'köhnə-nar-bağı-2019' });
    const first = await reset({ identifier });
    const otpId = first.body.result;
    expect(server.sent.at(-1)).toMatchObject({ to: identifier, subject: 'Şifrənin bərpası kodu' });
    const otp = server.codeFor(identifier);
    const wrongOtp = otp === '000000' ? '111111' : '000000';

    const wrong = await reset({ identifier, otp_id: otpId, otp: wrongOtp });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ result: 'INCORRECT_OTP', error: { code: 'INCORRECT_OTP' } });

    expect((await reset({ identifier, otp_id: otpId, otp })).body).toEqual({ result: 'ENTER_NEW_PASSWORD' });
    const done = await reset({ identifier, otp_id: otpId, otp, password: 'təzə-nar-bağı-2026' });
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ result: 'PASSWORD_RESETED', token: expect.any(String), type: 1, id: old.body.id });

    expect((await server.get('/auth/v1/getClientInfo', { token: old.body.token })).status).toBe(401);
    expect((await server.get('/auth/v1/getClientInfo', { token: done.body.token })).status).toBe(200);
    expect((await login({ identifier, password: 'köhnə-nar-bağı-2019' })).status).toBe(401);
    expect((await login({ identifier, password: 'təzə-nar-bağı-2026' })).status).toBe(200);

    const replay = await reset({ identifier, otp_id: otpId, otp, password: 'third-password' });
    expect(replay.body.error.code).toBe('OTP_EXPIRED');
  });
});
