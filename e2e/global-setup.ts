import { createScratchDatabase, postgresAnswers, type ScratchDatabase } from '../scripts/local-services/postgres.ts';
import { REDIS_URL, redisAnswers } from '../scripts/local-services/redis.ts';
import { startServer } from './server.ts';

/** The administrator the server creates on its first start; tests sign in with it. */
const ADMIN = { identifier: 'admin@example.az', password: 'e2e-Admin-parol-2024' };

/**
 * The optional parts switched on as production runs them: a fresh database on the local PostgreSQL
 * and the local Redis when they answer (as on CI); otherwise the embedded default, said once.
 * E2E_EMBEDDED=1 keeps the embedded database even when PostgreSQL answers.
 */
async function backingServices(): Promise<{ env: Record<string, string>; database?: ScratchDatabase }> {
  const env: Record<string, string> = {};
  let database: ScratchDatabase | undefined;
  if (process.env.E2E_EMBEDDED !== '1' && (await postgresAnswers())) {
    database = await createScratchDatabase('e2e');
    env.DATABASE_URL = database.url;
  }
  if (await redisAnswers()) env.REDIS_URL = REDIS_URL;
  console.log(
    `e2e server: ${database ? `PostgreSQL (${database.name})` : 'embedded database'}, ${env.REDIS_URL ? 'Redis' : 'no Redis'}`,
  );
  return { env, database };
}

/** One production server per run; tests learn its port (and the admin login) from the environment. */
export default async function globalSetup() {
  const services = await backingServices();
  const server = await startServer({
    ...services.env,
    ADMIN_IDENTIFIER: ADMIN.identifier,
    ADMIN_PASSWORD: ADMIN.password,
    // The browser, the server and the tests share the machine's cores: a loop lag there is the
    // machine's, not overload, and shedding it would fail journeys at random. Shedding has its own API test.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Every buyer and seller of the run signs up from the same address within a couple of minutes;
    // the per-address limit has its own API tests.
    AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000',
    // Card payments go through the test gateway (off by default in production, which this build is).
    TEST_GATEWAY: 'on',
    // Followers hear of new products from a job every minute instead of every hour (one notice a day each still).
    FOLLOWER_NOTICE_CRON: '* * * * *',
  });
  process.env.E2E_PORT = String(server.port);
  process.env.E2E_OUTBOX_DIR = server.outboxDir;
  process.env.E2E_ADMIN_IDENTIFIER = ADMIN.identifier;
  process.env.E2E_ADMIN_PASSWORD = ADMIN.password;
  return async () => {
    await server.stop();
    await services.database?.drop();
  };
}
