import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows.ts';
import { startTestServer, type TestServer } from './server.ts';

/** Keeps the database busy (computing, not sleeping) for about a second here. */
const SLOW_QUERY = sql`SELECT count(*) FROM generate_series(1, 2000000) AS n WHERE md5(n::text) LIKE 'ab%'`;

/** The embedded database runs in a thread of its own: a slow query must not hold up the server's other requests. */
describe('a slow query', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      extraRoutes: (app) => {
        app.get('/item/v1/__probe/slow-query', async () => {
          const started = performance.now();
          await rows(server.database.db, SLOW_QUERY);
          return { ms: performance.now() - started };
        });
      },
    });
  });
  afterAll(() => server.close());

  it('leaves the event loop free meanwhile (the server and this test share it)', async () => {
    await fetch(`${server.url}/healthz/live`);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const answer = await fetch(`${server.url}/item/v1/__probe/slow-query`);
    delay.disable();
    const { ms: queryMs } = (await answer.json()) as { ms: number };
    expect(queryMs).toBeGreaterThan(400);
    // In the server's own thread, the loop would stand still for the whole query.
    expect(delay.max / 1e6).toBeLessThan(Math.min(300, queryMs / 3));
  });
});
