import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.ts';

const probeRoutes = (app: FastifyInstance) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/item/v1/__probe/echo',
    { schema: { body: z.object({ name: z.string().max(200), count: z.number().int().min(0) }) } },
    async (request) => ({ name: request.body.name, count: request.body.count }),
  );
  app.get('/item/v1/__probe/boom', async () => {
    throw new Error('connection to 10.0.0.7 refused in /srv/app/src/secret.ts');
  });
};

describe('error answers', () => {
  let server: TestServer;
  const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  beforeAll(async () => {
    server = await startTestServer({ extraRoutes: probeRoutes });
  });
  afterAll(() => server.close());

  it('accepts a valid body', async () => {
    const response = await post('/item/v1/__probe/echo', JSON.stringify({ name: 'Xalça', count: 2 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'Xalça', count: 2 });
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    for (const body of ['{"name": "a",', '{name: 1}', '']) {
      const response = await post('/item/v1/__probe/echo', body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).error.code, body).toBe('MALFORMED_JSON');
    }
  });

  it('refuses prototype pollution attempts with a 400 code', async () => {
    for (const body of ['{"__proto__":{"isAdmin":true},"name":"a","count":1}', '{"constructor":{"prototype":{"x":1}}}']) {
      const response = await post('/item/v1/__probe/echo', body);
      expect(response.status, body).toBe(400);
      expect((await response.json()).error.code).toBe('MALFORMED_JSON');
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('answers wrong types and oversized strings with VALIDATION_FAILED and the fields', async () => {
    const wrong = await post('/item/v1/__probe/echo', JSON.stringify({ name: 42, count: 'many' }));
    expect(wrong.status).toBe(400);
    const body = await wrong.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields).sort()).toEqual(['count', 'name']);

    const long = await post('/item/v1/__probe/echo', JSON.stringify({ name: 'ə'.repeat(100_000), count: 1 }));
    expect(long.status).toBe(400);
    expect((await long.json()).error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: expect.any(String) } });

    for (const value of ['null', '[]', '"text"', '{}']) {
      const response = await post('/item/v1/__probe/echo', value);
      expect(response.status, value).toBe(400);
      expect((await response.json()).error.code, value).toBe('VALIDATION_FAILED');
    }
  });

  it('answers a body over the limit with 413 and an unknown content type with 415', async () => {
    const big = await post('/item/v1/__probe/echo', JSON.stringify({ name: 'x'.repeat(1_100_000), count: 1 }));
    expect(big.status).toBe(413);
    expect((await big.json()).error.code).toBe('PAYLOAD_TOO_LARGE');

    const xml = await post('/item/v1/__probe/echo', '<name>a</name>', 'application/xml');
    expect(xml.status).toBe(415);
    expect((await xml.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unexpected failure with 500 INTERNAL and no internals', async () => {
    const response = await fetch(`${server.url}/item/v1/__probe/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
    expect(text).not.toMatch(/10\.0\.0\.7|secret|\/srv\/|stack/);
  });

  it('answers unknown API paths with a JSON 404, for any method', async () => {
    const paths = ['/auth/v1/nothing', '/item/v1', '/merchant/v1/x/y', '/direct/v1/a', '/mobile/v1/a', '/company/v1/a',
      '/cart/v1/a', '/chat/v1/a', '/media/a.png', '/localization', '/localization/az/other.json'];
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        const response = await fetch(`${server.url}${path}`, { method });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json(), `${method} ${path}`).toEqual({
          error: { code: 'NOT_FOUND', message: expect.any(String) },
        });
      }
    }
    const logout = await fetch(`${server.url}/logout`, { method: 'DELETE' });
    expect(logout.status).toBe(404);
    expect((await logout.json()).error.code).toBe('NOT_FOUND');
  });

  it('answers a non-GET to a page address with a JSON 404', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const response = await fetch(`${server.url}/products`, { method });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    }
  });
});
