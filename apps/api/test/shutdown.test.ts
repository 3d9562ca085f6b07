import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './server.ts';

const slowRoute = (app: FastifyInstance) => {
  app.get('/item/v1/__probe/slow', async () => {
    await sleep(400);
    return { finished: true };
  });
};

describe('closing the server', () => {
  it('lets a request in flight finish and refuses new connections', async () => {
    const server = await startTestServer({ extraRoutes: slowRoute });
    const inFlight = fetch(`${server.url}/item/v1/__probe/slow`);
    const page = fetch(`${server.url}/slow`);
    await sleep(100);
    const closing = server.app.close();
    const [api, html] = await Promise.all([inFlight, page]);
    expect(api.status).toBe(200);
    expect(await api.json()).toEqual({ finished: true });
    expect(html.status).toBe(200);
    expect(await html.text()).toContain('data-path="/slow"');
    await closing;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    await server.close();
  });
});
