import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../src/db/schema.ts';
import { ensureAdminAccount } from '../src/modules/auth/admin-bootstrap.ts';
import { argon2idHasher } from '../src/modules/auth/passwords.ts';
import { HOSTS, request } from './auth-client.ts';
import { insertCategory, insertItem } from './cart-fixtures.ts';
import { createScratchDatabase } from './scratch-database.ts';
import { startTestServer, type TestServer } from './server.ts';

const POSTGRES = process.env.DATABASE_URL;
const REASON = 'PostgreSQL only (set DATABASE_URL): the outage is a TCP proxy in front of the PostgreSQL server';
const ADMIN = { identifier: 'admin@outage.test', password: 'admin password 123' };

/** A TCP forwarder in front of PostgreSQL that the test can take down (refusing and cutting) and bring back. */
class Proxy {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
  }

  /** New connections are refused and the open ones are cut, as when the database goes away. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

describe.skipIf(!POSTGRES)('a database outage', () => {
  let proxy: Proxy;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let server: TestServer;
  let itemId: string;
  let categoryId: number;
  let adminToken: string;

  beforeAll(async () => {
    const target = new URL(POSTGRES as string);
    proxy = new Proxy(target.hostname, Number(target.port || 5432));
    await proxy.start();
    scratch = await createScratchDatabase(POSTGRES as string);
    const proxied = new URL(scratch.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    server = await startTestServer({ databaseUrl: proxied.href });
    const { db } = server.database;
    await ensureAdminAccount(db, argon2idHasher, ADMIN);
    const [admin] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.identifier, ADMIN.identifier));
    categoryId = await insertCategory(db, 'Vazalar');
    itemId = await insertItem(db, { merchantId: admin!.id, categoryId });
    const login = await request(server.url, 'POST', '/auth/v1/login', ADMIN, { host: HOSTS.admin });
    expect(login.status).toBe(200);
    adminToken = login.body.token;
  });

  afterAll(async () => {
    await server?.close();
    await proxy?.stop();
    await scratch?.drop();
  });

  const calls = () => ({
    list: () => request(server.url, 'POST', '/item/v1/getItemsByCategory', { ids: [categoryId], page_size: 20 }),
    product: () => request(server.url, 'POST', '/item/v1/getItemsById', { id: itemId }),
    // The session itself may come from the session cache; the stores list always reads the database.
    signedIn: () => request(server.url, 'GET', '/auth/v1/getAdminMerchants', undefined, { host: HOSTS.admin, token: adminToken }),
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After while the database is away, and serves again once it is back', async (context) => {
    context.skip(!POSTGRES, REASON);
    const { list, product, signedIn } = calls();
    for (const call of [list, product, signedIn]) expect((await call()).status).toBe(200);

    await proxy.stop();
    try {
      for (const call of [list, product, signedIn]) {
        const answer = await call();
        expect({ call: call.name, status: answer.status }).toEqual({ call: call.name, status: 503 });
        expect(answer.body).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: expect.any(String) } });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      await proxy.start();
    }

    for (const call of [list, product, signedIn]) {
      const answer = await call();
      expect(answer.status).toBe(200);
    }
    expect((await product()).body).toMatchObject({ id: itemId });
  });
});
