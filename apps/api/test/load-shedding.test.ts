import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@marketplace/contract';
import { request } from './auth-client.ts';
import { startTestServer, type TestServer } from './server.ts';

/** Keeps the event loop busy in slices of `sliceMs` for `totalMs`, as a flood of CPU-bound requests would. */
function lagFor(totalMs: number, sliceMs: number): void {
  const until = Date.now() + totalMs;
  const slice = () => {
    const end = Date.now() + sliceMs;
    while (Date.now() < end) {
      // busy
    }
    if (Date.now() < until) setTimeout(slice, 1);
  };
  setTimeout(slice, 1);
}

async function pollUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await probe();
  }
  return value;
}

const LAG_MS = 5_000;
/** Long enough for the lag to end and the next sample to see the loop free again. */
const RECOVERY_MS = LAG_MS + 5_000;

describe('load shedding', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      // Far above the lag a busy shared machine gives the loop by itself, far below the test's slices.
      env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250', PRESSURE_SAMPLE_INTERVAL_MS: '50', PRESSURE_RETRY_AFTER_SECONDS: '3' },
      extraRoutes: (app) => {
        // Longer than each test's wait for the refusal, so that the refusal comes while the loop still lags
        // even when a loaded machine is slow to run the test's first requests.
        app.post('/test/lag', async () => {
          lagFor(LAG_MS, 700);
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => server.close());

  it('answers 503 SERVER_BUSY with Retry-After at once while the event loop lags, keeps liveness up, and serves again after', async () => {
    const categories = () => request(server.url, 'GET', '/item/v1/getCategoryList');
    expect((await pollUntil(categories, (answer) => answer.status === 200, 5_000)).status).toBe(200);

    expect((await request(server.url, 'POST', '/test/lag', {})).status).toBe(200);
    const refused = await pollUntil(categories, (answer) => answer.status === 503, LAG_MS - 1_000);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('3');
    expect(refused.body).toEqual({ error: { code: 'SERVER_BUSY', message: expect.any(String) } });
    expect((await request(server.url, 'GET', '/healthz/live')).status).toBe(200);

    const served = await pollUntil(categories, (answer) => answer.status === 200, RECOVERY_MS);
    expect(served.status).toBe(200);
  });

  it('tells a tus client resuming an upload to wait (423 Locked), not to start again', async () => {
    const resume = () =>
      request(server.url, 'HEAD', `${API_PATHS.media.upload}/${'a'.repeat(32)}`, undefined, {
        headers: { 'tus-resumable': '1.0.0' },
      });
    expect((await request(server.url, 'POST', '/test/lag', {})).status).toBe(200);
    const refused = await pollUntil(resume, (answer) => answer.status === 423, LAG_MS - 1_000);
    expect(refused.status).toBe(423);
    expect(refused.headers['retry-after']).toBe('3');
    // The lag passes before the next test.
    await pollUntil(
      () => request(server.url, 'GET', '/item/v1/getCategoryList'),
      (answer) => answer.status === 200,
      RECOVERY_MS,
    );
  });

  it('can be turned off', async () => {
    const relaxed = await startTestServer({ env: { PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0' } });
    try {
      expect(relaxed.config.pressure.maxEventLoopDelayMs).toBe(0);
      expect(relaxed.app.hasDecorator('isUnderPressure')).toBe(false);
    } finally {
      await relaxed.close();
    }
  });
});
