import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTS, request, sessionCookieOf, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { startTestServer, type TestServer } from './server.ts';

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

const VICTIM_NONCE = 'v'.repeat(43);
const ATTACKER_NONCE = 'a'.repeat(43);

const createHandoff = (token: string, nonce: string, host: string = HOSTS.shopper) =>
  server.post('/auth/v1/createHandoff', { nonce }, { token, host });
const exchange = (body: Record<string, unknown>, host: string = HOSTS.merchant) =>
  server.post('/auth/v1/exchangeHandoff', body, { host });

describe('a handoff code is bound to the page that asked for it', () => {
  it("an attacker's code in a link signs the victim's browser into nothing: its nonce is not the victim's", async () => {
    const attacker = await server.signUp('attacker-seller@example.az', 2);
    const created = await createHandoff(attacker.body.token, ATTACKER_NONCE);
    expect(created.status).toBe(200);
    const { code } = created.body as { code: string };

    // The victim's redirect page presents the code with the nonce its own storage holds.
    const foreign = await exchange({ code, nonce: VICTIM_NONCE });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.code).toBe('HANDOFF_INVALID');
    expect(foreign.body.token).toBeUndefined();
    expect(sessionCookieOf(foreign)).toBeUndefined();
    // And the code is spent: the right nonce cannot use it afterwards either.
    expect((await exchange({ code, nonce: ATTACKER_NONCE })).body.error.code).toBe('HANDOFF_INVALID');
  });

  it('a code without a nonce is refused', async () => {
    const seller = await server.signUp('no-nonce@example.az', 2);
    const { code } = (await createHandoff(seller.body.token, VICTIM_NONCE)).body as { code: string };
    const missing = await exchange({ code });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toBe('VALIDATION_FAILED');
    expect(missing.body.error.fields).toHaveProperty('nonce');
    expect((await exchange({ code, nonce: '' })).status).toBe(400);
    expect((await exchange({ code, nonce: 'short' })).status).toBe(400);
  });

  it('the legitimate cross-host sign-in goes through: code and nonce of the same page', async () => {
    const seller = await server.signUp('legit-handoff@example.az', 2, { host: HOSTS.shopper });
    const { code } = (await createHandoff(seller.body.token, VICTIM_NONCE)).body as { code: string };
    const signedIn = await exchange({ code, nonce: VICTIM_NONCE });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toEqual({ token: expect.any(String), type: 2, id: seller.body.id });
    const info = await server.get('/auth/v1/getClientInfo', { token: signedIn.body.token, host: HOSTS.merchant });
    expect(info.body.id).toBe(seller.body.id);
    expect(info.body.email).toBe('legit-handoff@example.az');
  });

  it('only the bearer of a live session can ask for a code (the cookie alone cannot)', async () => {
    const buyer = await server.signUp('cookie-handoff@example.az', 1);
    const byCookie = await server.post('/auth/v1/createHandoff', { nonce: VICTIM_NONCE }, { cookie: sessionCookieOf(buyer) });
    expect(byCookie.status).toBe(401);
    expect((await createHandoff('x'.repeat(43), VICTIM_NONCE)).status).toBe(401);
  });
});

describe('the access log', () => {
  let logged: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    logged = await startTestServer({ env: { LOG_LEVEL: 'info' }, logStream: sink });
  });
  afterAll(() => logged.close());

  it('keeps the sign-in code and its nonce out of the request lines', async () => {
    const code = 'SecretHandoffCode0123456789abcdefghijklmnopq';
    const nonce = 'SecretNonce0123456789abcdefghijklmnopqrstuv';
    const page = await request(logged.url, 'GET', `/__rd?__ath&type=2&token=${code}&nonce=${nonce}`, undefined, {
      host: HOSTS.merchant,
    });
    expect(page.status).toBeLessThan(500);
    const exchanged = await request(logged.url, 'POST', '/auth/v1/exchangeHandoff', { code, nonce }, { host: HOSTS.merchant });
    expect(exchanged.status).toBe(400);

    const requestLines = lines.map((line) => JSON.parse(line) as { req?: { url?: string } }).filter((entry) => entry.req?.url);
    expect(requestLines.map((entry) => entry.req?.url)).toContain('/__rd?__ath&type=2&token=[redacted]&nonce=[redacted]');
    expect(requestLines.map((entry) => entry.req?.url)).toContain('/auth/v1/exchangeHandoff');
    const all = lines.join('\n');
    expect(all).not.toContain(code);
    expect(all).not.toContain(nonce);
  });
});
