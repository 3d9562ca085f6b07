import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

const register = (body: Record<string, unknown>) => server.post('/auth/v1/register', body);
const reset = (body: Record<string, unknown>) => server.post('/auth/v1/resetAccountPassword', body);
const login = (identifier: string, password: string) => server.post('/auth/v1/login', { identifier, password });

/** Registration up to the password step: answers what the last step needs. */
async function verifiedSignUp(identifier: string) {
  const first = await register({ identifier, type: 1 });
  const otp = server.codeFor(identifier);
  expect((await register({ identifier, type: 1, otp_id: first.body.otp_id, otp })).body.case).toBe(3);
  return { identifier, type: 1, otp_id: first.body.otp_id, otp };
}

/** Password reset up to the password step. */
async function verifiedReset(identifier: string) {
  const first = await reset({ identifier });
  const otp = server.codeFor(identifier);
  expect((await reset({ identifier, otp_id: first.body.result, otp })).body.result).toBe('ENTER_NEW_PASSWORD');
  return { identifier, otp_id: first.body.result, otp };
}

const WEAK = [
  ['password', 'PASSWORD_TOO_COMMON'],
  ['12345678', 'PASSWORD_TOO_COMMON'],
  ['aaaaaaaa', 'PASSWORD_REPEATED'],
  ['abcdefgh', 'PASSWORD_SEQUENCE'],
  ['Leyla1990', 'PASSWORD_NAME_OR_DATE'],
  ['kX9#mQ2p', 'PASSWORD_TOO_SHORT'],
  ['short', 'PASSWORD_TOO_SHORT'],
] as const;

describe('a new password at sign-up', () => {
  let signUps = 0;
  it.each(WEAK)('refuses %s with %s on the password field, and creates no account', async (password, code) => {
    signUps += 1;
    const identifier = `signup-${signUps}@example.az`;
    const step = await verifiedSignUp(identifier);
    const refused = await register({ ...step, password });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code, fields: { password: expect.any(String) } });
    expect((await login(identifier, password)).status).toBe(401);
  });

  it('refuses a password built on the account’s own e-mail', async () => {
    const step = await verifiedSignUp('nigar.huseynova@example.az');
    const refused = await register({ ...step, password: 'nigar.huseynova1' });
    expect(refused.body.error.code).toBe('PASSWORD_PERSONAL');
  });

  it('keeps the code usable after a refusal, so a stronger password finishes the sign-up', async () => {
    const step = await verifiedSignUp('second-try@example.az');
    expect((await register({ ...step, password: 'password' })).status).toBe(400);
    const done = await register({ ...step, password: 'Xalça-naxışı-2024' });
    expect(done.status).toBe(200);
    expect(done.body.case).toBe(0);
  });
});

describe('a new password at reset', () => {
  it('refuses a weak one, saying why, and keeps the old password', async () => {
    const identifier = 'resetting@example.az';
    await server.signUp(identifier, 1, { password: 'Köhnə-nar-bağı-2019' });
    const step = await verifiedReset(identifier);
    for (const [password, code] of WEAK) {
      const refused = await reset({ ...step, password });
      expect([refused.status, refused.body.error.code]).toEqual([400, code]);
    }
    expect((await login(identifier, 'Köhnə-nar-bağı-2019')).status).toBe(200);
    const done = await reset({ ...step, password: 'Təzə-nar-bağı-2026' });
    expect(done.body.result).toBe('PASSWORD_RESETED');
    expect((await login(identifier, 'Təzə-nar-bağı-2026')).status).toBe(200);
  });
});
