import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_TTL_MS, SESSIONS_CHANNEL, sessionCacheOf } from '../src/modules/auth/session-cache.ts';
import type { Database } from '../src/db/connection.ts';
import { HOSTS, request, startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signInAdmin, signUpBuyer, signUpMerchant } from './cart-fixtures.ts';
import { waitForListeners } from './listeners.ts';
import { startTestServer, type TestServer } from './server.ts';

const POSTGRES = Boolean(process.env.DATABASE_URL);

const POSTGRES_REASON = 'PostgreSQL only (set DATABASE_URL): on PGlite one process owns the database';

let server: AuthTestServer;
let adminToken: string;

/**
 * Waits until `db`'s server has handled a notification sent now: its listener is connected and
 * its clear on connecting is behind it, so it cannot drop the cache in the middle of a test.
 */
async function listenerCaughtUp(db: Database): Promise<void> {
  const before = sessionCacheOf(db).currentGeneration();
  await server.database.db.execute(sql`SELECT pg_notify(${SESSIONS_CHANNEL}, '')`);
  await vi.waitFor(() => expect(sessionCacheOf(db).currentGeneration()).toBeGreaterThan(before), {
    timeout: SESSION_CACHE_TTL_MS,
    interval: 10,
  });
}

const clientInfo = (token: string, host: string = HOSTS.shopper) => server.get('/auth/v1/getClientInfo', { token, host });

beforeAll(async () => {
  server = await startAuthServer();
  adminToken = (await signInAdmin(server)).token;
  if (POSTGRES) await listenerCaughtUp(server.database.db);
});

afterAll(() => server?.close());

describe('signed-in requests read their session from memory', () => {
  it('for a few seconds: a change made behind the API is seen once they have passed', async () => {
    const buyer = await signUpBuyer(server, 'cache-behind@example.az');
    expect((await clientInfo(buyer.token)).status).toBe(200);
    // Not through the API, so nothing tells the cache: the session read a moment ago still answers.
    await server.database.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE account_id = ${buyer.id}::uuid`);
    expect((await clientInfo(buyer.token)).status).toBe(200);
    server.advance(SESSION_CACHE_TTL_MS);
    expect((await clientInfo(buyer.token)).status).toBe(401);
  });

  it('but a logout through the API is seen at once', async () => {
    const buyer = await signUpBuyer(server, 'cache-logout@example.az');
    expect((await clientInfo(buyer.token)).status).toBe(200);
    expect((await server.post('/logout', undefined, { token: buyer.token })).status).toBe(204);
    expect((await clientInfo(buyer.token)).status).toBe(401);
  });

  it('and so are a store deactivation and a profile edit', async () => {
    const seller = await signUpMerchant(server, 'cache-seller@example.az', 'Keş Atelyesi');
    expect((await clientInfo(seller.token, HOSTS.merchant)).body).toMatchObject({ companyName: 'Keş Atelyesi' });

    const edited = await server.post(
      '/auth/v1/updateAccount',
      { editedValues: { companyName: 'Yeni Keş Atelyesi' } },
      { token: seller.token, host: HOSTS.merchant },
    );
    expect(edited.status).toBe(200);
    expect((await clientInfo(seller.token, HOSTS.merchant)).body).toMatchObject({ companyName: 'Yeni Keş Atelyesi' });

    const deactivated = await server.post(
      '/company/v1/updateCompanyStatus',
      { id: seller.id, status: 'INACTIVE' },
      { token: adminToken, host: HOSTS.admin },
    );
    expect(deactivated.status).toBe(200);
    expect((await clientInfo(seller.token, HOSTS.merchant)).status).toBe(401);
  });

  it('and an upgrade to seller ends the buyer session it replaced at once', async () => {
    const buyer = await signUpBuyer(server, 'cache-upgrade@example.az');
    expect((await clientInfo(buyer.token)).status).toBe(200);
    const upgraded = await server.get('/auth/v1/upgradeAccount', { token: buyer.token, host: HOSTS.merchant });
    expect(upgraded.status).toBe(200);
    expect((await clientInfo(buyer.token)).status).toBe(401);
    expect((await clientInfo(upgraded.body.token, HOSTS.merchant)).body).toMatchObject({ type: 2 });
  });
});

describe('cached sessions across API processes (LISTEN/NOTIFY)', () => {
  let other: TestServer | undefined;
  afterAll(() => other?.close());

  it('a logout through one server is seen by another that holds the session, well before the cache would expire', async (context) => {
    context.skip(!POSTGRES, POSTGRES_REASON);
    other = await startTestServer({ databaseUrl: server.config.databaseUrl });
    await waitForListeners(server.database.db, SESSIONS_CHANNEL, 2, SESSION_CACHE_TTL_MS);
    await listenerCaughtUp(other.database.db);
    const buyer = await signUpBuyer(server, 'cache-two-servers@example.az');
    const onOther = () =>
      request(other!.url, 'GET', '/auth/v1/getClientInfo', undefined, { token: buyer.token, host: HOSTS.shopper });
    expect((await onOther()).status).toBe(200);
    // Ended behind the API's back: the other server answers from the session it holds.
    await server.database.db.execute(sql`UPDATE sessions SET revoked_at = now() WHERE account_id = ${buyer.id}::uuid`);
    expect((await onOther()).status).toBe(200);

    // A logout through the API tells every process, even when the login had already ended.
    const started = performance.now();
    expect((await server.post('/logout', undefined, { token: buyer.token })).status).toBe(204);
    await vi.waitFor(async () => expect((await onOther()).status).toBe(401), { timeout: SESSION_CACHE_TTL_MS, interval: 10 });
    expect(performance.now() - started).toBeLessThan(SESSION_CACHE_TTL_MS / 2);
  });
});
