import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@marketplace/contract';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError.ts';
import { createApiClient } from './client.ts';

interface SeenRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let baseUrl: string;
let lastRequest: SeenRequest | undefined;

function send(res: ServerResponse, status: number, body: string, type = 'application/json') {
  res.writeHead(status, { 'content-type': type });
  res.end(body);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const chunk of req) body += String(chunk);
  lastRequest = {
    method: req.method ?? '',
    url: req.url ?? '',
    authorization: req.headers.authorization,
    contentType: req.headers['content-type'],
    body,
  };
  const path = new URL(req.url ?? '/', 'http://test').pathname;
  switch (path) {
    case '/ok':
      return send(res, 200, JSON.stringify({ hello: 'dünya' }));
    case '/echo':
      return send(res, 201, body || '{}');
    case '/no-content':
      res.writeHead(204);
      return res.end();
    case '/signed-out':
      return send(res, 401, JSON.stringify({ error: { code: ERROR_CODES.UNAUTHORIZED, message: 'Sign in first.' } }));
    case '/not-found':
      return send(res, 404, JSON.stringify({ error: { code: ERROR_CODES.NOT_FOUND, message: 'No such item' } }));
    case '/invalid':
      return send(
        res,
        400,
        JSON.stringify({
          error: { code: ERROR_CODES.VALIDATION_FAILED, message: 'Bad input', fields: { identifier: 'required' } },
        }),
      );
    case '/changed':
      return send(
        res,
        409,
        JSON.stringify({ error: { code: 'CHECKOUT_CHANGED', message: 'Changed.', quote: { stores: [], changed: true } } }),
      );
    case '/too-soon':
      return send(res, 429, JSON.stringify({ error: { code: 'OTP_RESEND_TOO_SOON', message: 'Wait.', retry_after: 37 } }));
    case '/busy':
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '5' });
      return res.end(JSON.stringify({ error: { code: ERROR_CODES.SERVER_BUSY, message: 'Busy.' } }));
    default:
      return send(res, 502, '<html>Bad gateway</html>', 'text/html');
  }
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('createApiClient', () => {
  it('returns the parsed JSON of a 2xx answer', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.get('/ok')).resolves.toEqual({ hello: 'dünya' });
  });

  it('sends GET parameters as the query string, leaving out empty ones', async () => {
    const client = createApiClient({ baseUrl });
    await client.get('/ok', { query: { top: 20, name: 'əl işi', missing: undefined, none: null } });
    expect(lastRequest?.method).toBe('GET');
    expect(new URL(lastRequest?.url ?? '', baseUrl).searchParams.toString()).toBe(
      new URLSearchParams({ top: '20', name: 'əl işi' }).toString(),
    );
    expect(lastRequest?.body).toBe('');
  });

  it('sends other methods a JSON body and answers with any 2xx', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.post('/echo', { id: 'x1', top: 20 })).resolves.toEqual({ id: 'x1', top: 20 });
    expect(lastRequest?.contentType).toBe('application/json');
  });

  it('resolves to undefined for an empty 2xx answer', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.post('/no-content')).resolves.toBeUndefined();
  });

  it('sends the bearer token only when there is one', async () => {
    let token: string | null = 'secret-token-123';
    const client = createApiClient({ baseUrl, getToken: () => token });
    await client.get('/ok');
    expect(lastRequest?.authorization).toBe('Bearer secret-token-123');

    token = null;
    await client.get('/ok');
    expect(lastRequest?.authorization).toBeUndefined();
  });

  it('tells which token was refused with a 401, and only when a token was sent', async () => {
    const ended: string[] = [];
    let token: string | null = 'ended-token-456';
    const client = createApiClient({ baseUrl, getToken: () => token, onSessionEnded: (sent) => ended.push(sent) });
    expect((await failureOf(client.get('/signed-out'))).status).toBe(401);
    expect(ended).toEqual(['ended-token-456']);

    await failureOf(client.get('/not-found'));
    token = null;
    await failureOf(client.get('/signed-out'));
    expect(ended).toEqual(['ended-token-456']);
  });

  it("throws an ApiError carrying the server's code, message and status", async () => {
    const client = createApiClient({ baseUrl });
    const error = await failureOf(client.get('/not-found'));
    expect(error.code).toBe(ERROR_CODES.NOT_FOUND);
    expect(error.message).toBe('No such item');
    expect(error.status).toBe(404);
  });

  it('carries the seconds a refusal says to wait: its retry_after, else its Retry-After header', async () => {
    const client = createApiClient({ baseUrl });
    expect((await failureOf(client.post('/too-soon', {}))).retryAfter).toBe(37);
    expect((await failureOf(client.get('/busy'))).retryAfter).toBe(5);
    expect((await failureOf(client.get('/not-found'))).retryAfter).toBeUndefined();
  });

  it('keeps per-field messages of a validation error', async () => {
    const client = createApiClient({ baseUrl });
    const error = await failureOf(client.post('/invalid', {}));
    expect(error.code).toBe(ERROR_CODES.VALIDATION_FAILED);
    expect(error.status).toBe(400);
    expect(error.fields).toEqual({ identifier: 'required' });
  });

  it('carries what else a refusal says beside its code and message (a changed checkout’s new quote)', async () => {
    const client = createApiClient({ baseUrl });
    const error = await failureOf(client.post('/changed', {}));
    expect(error.code).toBe('CHECKOUT_CHANGED');
    expect(error.details).toEqual({ quote: { stores: [], changed: true } });
    expect((await failureOf(client.post('/invalid', {}))).details).toEqual({});
  });

  it('treats a non-2xx answer without an error body as an unexpected response', async () => {
    const client = createApiClient({ baseUrl });
    const gateway = await failureOf(client.get('/anything-else'));
    expect(gateway.code).toBe(CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE);
    expect(gateway.status).toBe(502);
  });

  it('reports an unreachable server as a network error with status 0', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await failureOf(client.get('/ok'));
    expect(error.code).toBe(CLIENT_ERROR_CODES.NETWORK);
    expect(error.status).toBe(0);
  });
});
