import http from 'node:http';
import { createMemoryTransport } from '../src/modules/notifications/service-memory.ts';
import { argon2idHasher, type PasswordHasher } from '../src/modules/auth/passwords.ts';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from '../src/modules/auth/settings.ts';
import { startTestServer, type TestServer, type TestServerOptions } from './server.ts';

export const HOSTS = {
  shopper: 'localhost:3000',
  merchant: 'merchant.localhost:3000',
  admin: 'admin.localhost:3000',
} as const;

export interface JsonResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Read loosely; the tests assert its shape. */
  body: any;
}

export interface RequestOptions {
  host?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  /** Sent as is (for malformed bodies); otherwise `body` is JSON-encoded. */
  rawBody?: string;
  /** The client's own address, e.g. 127.0.0.2: every 127.x.x.x reaches the server, each as a distinct source. */
  from?: string;
}

/** HTTP with a chosen Host header (fetch will not send one), JSON in and out. */
export function request(base: string, method: string, path: string, body?: unknown, options: RequestOptions = {}) {
  const payload = options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const headers: Record<string, string> = { host: options.host ?? HOSTS.shopper, ...options.headers };
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise<JsonResponse>((resolve, reject) => {
    const outgoing = http.request(`${base}${path}`, { method, headers, localAddress: options.from }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // not JSON: keep the text
        }
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** The `sid=…` pair of a Set-Cookie answer, ready to send back. */
export function sessionCookieOf(response: JsonResponse): string | undefined {
  const line = (response.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith('sid='));
  return line?.split(';')[0];
}

/** Limits no test meets unless it sets its own. */
export const GENEROUS_LIMITS: AuthLimits = {
  perIp: { max: 10_000, windowMs: 60_000 },
  login: { ...DEFAULT_AUTH_LIMITS.login, lockAfter: 10_000, freeFailures: 10_000 },
  otp: { codesPerDay: 10_000, wrongCodesPerDay: 10_000, notifyAfterWrong: 10_000 },
};

export interface AuthTestServer extends TestServer {
  sent: ReturnType<typeof createMemoryTransport>['sent'];
  hasher: PasswordHasher & { verifyCalls: string[] };
  /** Moves the clock of codes and sessions forward. */
  advance(ms: number): void;
  /** The code in the newest message to `to`. */
  codeFor(to: string): string;
  post(path: string, body?: unknown, options?: RequestOptions): Promise<JsonResponse>;
  get(path: string, options?: RequestOptions): Promise<JsonResponse>;
  /** Signs up through the three steps; answers the case-0 body and the cookie. */
  signUp(identifier: string, type: 1 | 2, options?: RequestOptions & { password?: string }): Promise<JsonResponse>;
}

export async function startAuthServer(
  options: {
    rateLimits?: AuthLimits;
    env?: Record<string, string>;
    pushAgent?: TestServerOptions['pushAgent'];
    chat?: TestServerOptions['chat'];
    logStream?: TestServerOptions['logStream'];
    payments?: TestServerOptions['payments'];
  } = {},
): Promise<AuthTestServer> {
  const memory = createMemoryTransport();
  const verifyCalls: string[] = [];
  const hasher = {
    verifyCalls,
    hash: argon2idHasher.hash,
    verify: (hash: string, password: string) => {
      verifyCalls.push(hash);
      return argon2idHasher.verify(hash, password);
    },
  };
  let offsetMs = 0;
  const server = await startTestServer({
    env: options.env,
    pushAgent: options.pushAgent,
    chat: options.chat,
    logStream: options.logStream,
    payments: options.payments,
    auth: {
      transport: memory,
      hasher,
      now: () => new Date(Date.now() + offsetMs),
      rateLimits: options.rateLimits ?? GENEROUS_LIMITS,
    },
  });
  const post = (path: string, body?: unknown, opts?: RequestOptions) => request(server.url, 'POST', path, body, opts);
  const get = (path: string, opts?: RequestOptions) => request(server.url, 'GET', path, undefined, opts);
  const codeFor = (to: string) => {
    const message = memory.sent.findLast((sent) => sent.to === to);
    const code = message?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`no code was sent to ${to}`);
    return code;
  };
  return {
    ...server,
    sent: memory.sent,
    hasher,
    advance: (ms) => {
      offsetMs += ms;
    },
    codeFor,
    post,
    get,
    async signUp(identifier, type, opts = {}) {
      const password = opts.password ?? 'correct horse battery';
      const first = await post('/auth/v1/register', { identifier, type }, opts);
      if (first.status !== 200) throw new Error(`sign-up of ${identifier} refused: ${JSON.stringify(first.body)}`);
      const otp = codeFor(identifier);
      const done = await post('/auth/v1/register', { identifier, type, otp_id: first.body.otp_id, otp, password }, opts);
      if (done.status !== 200) throw new Error(`sign-up of ${identifier} refused: ${JSON.stringify(done.body)}`);
      return done;
    },
  };
}
