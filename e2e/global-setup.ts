import { startServer } from './server.ts';

/** The administrator the server creates on its first start; tests sign in with it. */
const ADMIN = { identifier: 'admin@example.az', password: 'e2e-Admin-parol-2024' };

/** One production server per run; tests learn its port (and the admin login) from the environment. */
export default async function globalSetup() {
  const server = await startServer({
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
  };
}
