import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import { HOSTS, sessionCookieOf, startAuthServer, type AuthTestServer, type JsonResponse } from './auth-client.ts';

let server: AuthTestServer;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

const ATTACKER = 'https://evil.example';
const MERCHANT_SITE = 'http://merchant.localhost:3000';

async function storedTypeOf(id: string): Promise<number | undefined> {
  const [row] = await server.database.db.select({ type: accounts.type }).from(accounts).where(eq(accounts.id, id));
  return row?.type;
}

function expectCrossSiteRefusal(answer: JsonResponse) {
  expect(answer.status).toBe(403);
  expect(answer.body.error).toEqual({ code: 'CROSS_SITE_REQUEST', message: expect.any(String) });
}

describe('the buyer → seller upgrade', () => {
  it('is refused to the session cookie alone, as a link elsewhere would send it, and changes nothing', async () => {
    const buyer = await server.signUp('cookie-upgrade@example.az', 1);
    const cookie = sessionCookieOf(buyer);
    expect(cookie).toBeDefined();

    // A top-level navigation from another site: the Lax cookie goes along, no bearer.
    const navigated = await server.get('/auth/v1/upgradeAccount', {
      host: HOSTS.merchant,
      cookie,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(navigated.status).toBeGreaterThanOrEqual(400);
    expect(navigated.status).toBeLessThan(500);
    // The same request without the browser's headers: still the cookie alone.
    const cookieOnly = await server.get('/auth/v1/upgradeAccount', { host: HOSTS.merchant, cookie });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.body.error.code).toBe('UNAUTHORIZED');

    expect(await storedTypeOf(buyer.body.id)).toBe(1);
    const info = await server.get('/auth/v1/getClientInfo', { token: buyer.body.token });
    expect(info.body).toMatchObject({ type: 1, status: '' });
  });

  it('with the bearer token but asked by another site (Sec-Fetch-Site cross-site, no Origin) is refused with a code', async () => {
    const buyer = await server.signUp('bearer-cross@example.az', 1);
    const answer = await server.get('/auth/v1/upgradeAccount', {
      host: HOSTS.merchant,
      token: buyer.body.token,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectCrossSiteRefusal(answer);
    expect(await storedTypeOf(buyer.body.id)).toBe(1);
  });

  it('goes through with the bearer token from the page itself', async () => {
    const buyer = await server.signUp('same-origin-upgrade@example.az', 1);
    const answer = await server.get('/auth/v1/upgradeAccount', {
      host: HOSTS.merchant,
      token: buyer.body.token,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.type).toBe(2);
    expect(await storedTypeOf(buyer.body.id)).toBe(2);
  });
});

describe('state changes sent by a page of another site', () => {
  it('are refused with 403 CROSS_SITE_REQUEST whatever they carry, and change nothing', async () => {
    const buyer = await server.signUp('cross-post@example.az', 1);
    const rename = (headers: Record<string, string>) =>
      server.post('/auth/v1/updateAccount', { editedValues: { name: 'Hacked' } }, { token: buyer.body.token, headers });

    expectCrossSiteRefusal(await rename({ origin: ATTACKER, 'sec-fetch-site': 'cross-site' }));
    expectCrossSiteRefusal(await rename({ origin: ATTACKER }));
    // A sibling host of ours that is not one of the three sites.
    expectCrossSiteRefusal(await rename({ origin: 'http://user-content.localhost:3000', 'sec-fetch-site': 'same-site' }));
    // Sandboxed frames and data: pages send "null".
    expectCrossSiteRefusal(await rename({ origin: 'null', 'sec-fetch-site': 'cross-site' }));
    expectCrossSiteRefusal(await rename({ 'sec-fetch-site': 'cross-site' }));
    expectCrossSiteRefusal(await rename({ 'sec-fetch-site': 'same-site' }));

    const info = await server.get('/auth/v1/getClientInfo', { token: buyer.body.token });
    expect(info.body.name).toBe('');
  });

  it('include a logout: another site cannot end a session', async () => {
    const buyer = await server.signUp('cross-logout@example.az', 1);
    const out = await server.post('/logout', undefined, {
      token: buyer.body.token,
      cookie: sessionCookieOf(buyer),
      headers: { origin: ATTACKER, 'sec-fetch-site': 'cross-site' },
    });
    expectCrossSiteRefusal(out);
    expect((await server.get('/auth/v1/getClientInfo', { token: buyer.body.token })).status).toBe(200);
  });

  it('do not let the other site read the refusal (no CORS allowance)', async () => {
    const buyer = await server.signUp('cross-cors@example.az', 1);
    const refused = await server.post(
      '/auth/v1/updateAccount',
      { editedValues: { name: 'Hacked' } },
      { token: buyer.body.token, headers: { origin: ATTACKER } },
    );
    expectCrossSiteRefusal(refused);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('state changes from our own sites', () => {
  it('go through: the page itself, another of the three sites, and callers that are not browsers', async () => {
    const buyer = await server.signUp('own-sites@example.az', 1);
    const rename = (name: string, headers: Record<string, string>) =>
      server.post('/auth/v1/updateAccount', { editedValues: { name } }, { token: buyer.body.token, headers });

    expect((await rename('Leyla', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await rename('Aysel', { origin: MERCHANT_SITE, 'sec-fetch-site': 'same-site' })).status).toBe(200);
    // Served at an address that is not configured: the browser still vouches for the same origin.
    expect((await rename('Nigar', { origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    // The apps and scripts send neither header.
    expect((await rename('Günel', {})).status).toBe(200);
    expect((await server.get('/auth/v1/getClientInfo', { token: buyer.body.token })).body.name).toBe('Günel');
  });

  it('include the spec cross-host logout: the merchant site ends the shopper host session with the cookie', async () => {
    const buyer = await server.signUp('cross-host-logout@example.az', 1);
    const out = await server.post('/logout', undefined, {
      cookie: sessionCookieOf(buyer),
      headers: { origin: MERCHANT_SITE, 'sec-fetch-site': 'same-site' },
    });
    expect(out.status).toBe(204);
    expect((await server.get('/auth/v1/getClientInfo', { token: buyer.body.token })).status).toBe(401);
  });
});
