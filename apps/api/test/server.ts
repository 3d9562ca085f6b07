import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { parseConfig, type Config } from '../src/config.ts';
import { openDatabase, pgliteDirOf } from '../src/db/client.ts';
import type { DatabaseHandle } from '../src/db/connection.ts';
import { createScratchDatabase } from './scratch-database.ts';

/** A tiny stand-in for apps/web's build, so API tests do not depend on it. */
export const FIXTURE_WEB_DIST = fileURLToPath(new URL('./fixtures/web-dist', import.meta.url));

export interface TestServerOptions {
  env?: Record<string, string>;
  web?: AppDeps['web'];
  extraRoutes?: AppDeps['extraRoutes'];
  auth?: AppDeps['auth'];
  pushAgent?: AppDeps['pushAgent'];
  /** Log lines go here (with `env: { LOG_LEVEL }` above silent) instead of stdout. */
  logStream?: AppDeps['logStream'];
  /** PostgreSQL: join this database (another server's) instead of creating a fresh one. */
  databaseUrl?: string;
  /**
   * A directory prepared by the test (files a previous process left) instead of a fresh one; removed
   * on close. When it holds an embedded database (a closed server's), the server opens that one.
   */
  dataDir?: string;
  /** Limits, clock and listeners of the chats. */
  chat?: AppDeps['chat'];
  /** Payment providers in place of the configured ones. */
  payments?: AppDeps['payments'];
}

export interface TestServer {
  /** http://127.0.0.1:PORT */
  url: string;
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * A real server on 127.0.0.1 (random port) with its own data directory and database:
 * a copy of the migrated PGlite template, or a fresh PostgreSQL database when DATABASE_URL is set
 * (or, with `databaseUrl`, another server's PostgreSQL database).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'api-test-')));
  const adminUrl = process.env.DATABASE_URL;
  const scratch =
    adminUrl && !options.databaseUrl
      ? await createScratchDatabase(adminUrl, { template: inject('postgresTemplate') || undefined })
      : undefined;
  const databaseUrl = options.databaseUrl ?? scratch?.url;
  // A directory another server left keeps its embedded database: this one starts on it (a restart).
  if (!databaseUrl && !existsSync(pgliteDirOf(dataDir))) await cp(inject('pgliteTemplateDir'), dataDir, { recursive: true });

  const config = parseConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    // The addresses a user would type; the real port is random.
    SITE_URL: 'http://localhost:3000',
    MERCHANT_URL: 'http://merchant.localhost:3000',
    ADMIN_URL: 'http://admin.localhost:3000',
    // Test files share a loaded machine: shedding load would refuse their calls at random (load-shedding.test.ts turns it on).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  await database.migrate();
  const app = await buildApp(config, {
    database,
    web: options.web ?? { mode: 'built', distDir: FIXTURE_WEB_DIST },
    extraRoutes: options.extraRoutes,
    auth: options.auth,
    pushAgent: options.pushAgent,
    logStream: options.logStream,
    chat: options.chat,
    payments: options.payments,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    app,
    config,
    database,
    async close() {
      // A test may have closed the app already; closing twice never resolves.
      if (app.server.listening) await app.close();
      await database.close();
      await scratch?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
