import { z } from 'zod';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/db/rows.ts';
import { startTestServer, type TestServer } from './server.ts';

const probeRoutes = (app: FastifyInstance) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
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
    const paths = [
      '/auth/v1/nothing',
      '/item/v1',
      '/merchant/v1/x/y',
      '/direct/v1/a',
      '/mobile/v1/a',
      '/company/v1/a',
      '/cart/v1/a',
      '/chat/v1/a',
      '/media/a.png',
      '/localization',
      '/localization/az/other.json',
    ];
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

describe('database refusals of a request value (the net under the request schemas)', () => {
  let server: TestServer;
  /** Each query fails in the database the way a value from a request would make it fail. */
  const failing: Record<string, SQL> = {
    'text-nul': sql`SELECT ${'a\u0000b'}::text`,
    'jsonb-nul': sql`SELECT ${'{"name":"a\\u0000b"}'}::jsonb`,
    'datetime-overflow': sql`SELECT ${'2024-99-99T99:99:99.000000Z'}::timestamptz`,
    'datetime-format': sql`SELECT ${'not a moment'}::timestamptz`,
    'year-zero': sql`SELECT ${'0000-01-01T00:00:00.000000Z'}::timestamptz`,
    'not-a-uuid': sql`SELECT ${'x'}::uuid`,
    'division-by-zero': sql`SELECT 1 / (random() > 2)::int`,
  };
  const probeDatabase = (app: FastifyInstance) => {
    app.get<{ Params: { name: string } }>('/item/v1/__probe/sql/:name', async (request) => {
      const query = failing[request.params.name];
      if (!query) throw new Error('no such probe');
      await rows(server.database.db, query);
      return { ok: true };
    });
    // As node-postgres throws it when drizzle does not wrap it (a DatabaseError with the SQLSTATE as `code`), and wrapped twice.
    app.get('/item/v1/__probe/raw-22021', async () => {
      throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021', severity: 'ERROR' });
    });
    app.get('/item/v1/__probe/wrapped-22P05', async () => {
      const database = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
      throw new Error('Failed query: INSERT …', { cause: new Error('transaction failed', { cause: database }) });
    });
    app.get('/item/v1/__probe/raw-23505', async () => {
      throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    });
  };

  beforeAll(async () => {
    server = await startTestServer({ extraRoutes: probeDatabase });
  });
  afterAll(() => server.close());

  const answerOf = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, text: await response.text() };
  };

  it.each(['text-nul', 'jsonb-nul', 'datetime-overflow', 'datetime-format', 'year-zero'])(
    'answers the database refusing %s with 400 VALIDATION_FAILED, without the query or the value',
    async (name) => {
      const answer = await answerOf(`/item/v1/__probe/sql/${name}`);
      expect(answer.status, answer.text).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ error: { code: 'VALIDATION_FAILED', message: expect.any(String) } });
      expect(answer.text).not.toMatch(/SELECT|timestamptz|jsonb|2024-99|Failed query/i);
    },
  );

  it('reads the SQLSTATE of an unwrapped database error and of one wrapped twice', async () => {
    for (const path of ['/item/v1/__probe/raw-22021', '/item/v1/__probe/wrapped-22P05']) {
      const answer = await answerOf(path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.text).error.code, path).toBe('VALIDATION_FAILED');
    }
  });

  it.each(['/item/v1/__probe/sql/not-a-uuid', '/item/v1/__probe/sql/division-by-zero', '/item/v1/__probe/raw-23505'])(
    'keeps every other database failure a 500 INTERNAL: %s',
    async (path) => {
      const answer = await answerOf(path);
      expect(answer.status, answer.text).toBe(500);
      expect(JSON.parse(answer.text).error.code).toBe('INTERNAL');
    },
  );
});
