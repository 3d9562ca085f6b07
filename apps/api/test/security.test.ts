import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { rawRequest } from './http.ts';
import { FIXTURE_WEB_DIST, startTestServer, type TestServer } from './server.ts';

const nonceOf = (csp: string | null) => /script-src 'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { SITE_URL: 'http://localhost:3000', API_URL: 'https://api.example.az' },
    });
  });
  afterAll(() => server.close());

  const expectCommonHeaders = (response: Response) => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  };

  /** The policy of a page rendered for its request: scripts only by this answer's nonce. */
  const expectBaseHeaders = (response: Response) => {
    expectCommonHeaders(response);
    const csp = response.headers.get('content-security-policy') ?? '';
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual([`'nonce-${nonceOf(csp)}'`, "'strict-dynamic'", "'self'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://merchant.localhost:3000',
        'ws://merchant.localhost:3000',
        'https://api.example.az',
        'wss://api.example.az',
      ]),
    );
    return csp;
  };

  it('are on API answers, errors included, with a policy that lets nothing run, load or frame them', async () => {
    const answers = [
      await fetch(`${server.url}/healthz`),
      await fetch(`${server.url}/item/v1/unknown`),
      await fetch(`${server.url}/localization/xx/translation.json`),
      await fetch(`${server.url}/item/v1/getItemsByCategory`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
      await fetch(`${server.url}/media/v1/upload`, { method: 'OPTIONS' }),
    ];
    for (const response of answers) {
      expectCommonHeaders(response);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('keep the page policy on uploaded files, which a browser may open on their own', async () => {
    const file = await fetch(`${server.url}/media/images/missing.webp`);
    expectBaseHeaders(file);
  });

  it('are on pages rendered for their request, with a fresh nonce per answer that the page uses', async () => {
    // Not a page the page cache keeps: a kept page runs its inline scripts by their hashes (page-cache.test.ts).
    const first = await fetch(`${server.url}/health`);
    const second = await fetch(`${server.url}/health`);
    const firstNonce = nonceOf(expectBaseHeaders(first));
    const secondNonce = nonceOf(expectBaseHeaders(second));
    expect(firstNonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(secondNonce).not.toBe(firstNonce);
    expect(await first.text()).toContain(`<script type="module" nonce="${firstNonce}" src="/assets/shopper-Fx1a2b3c.js">`);
    const shell = await rawRequest(server.url, '/whatever', { headers: { host: 'merchant.localhost:3000' } });
    expect(shell.body).toContain('data-site="spa"');
    expectBaseHeaders(new Response(shell.body, { headers: shell.headers as Record<string, string> }));
  });

  it('leave hashed build files with nosniff only: a document policy on a script governs nothing', async () => {
    const script = await fetch(`${server.url}/assets/shared-Fx4d5e6f.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-frame-options')).toBeNull();
  });

  it('add HSTS only when the site is served over https', async () => {
    const config = parseConfig({ SITE_URL: 'https://hediyye.az', LOG_LEVEL: 'silent', DATA_DIR: server.config.dataDir });
    const app = await buildApp(config, { database: server.database, web: { mode: 'built', distDir: FIXTURE_WEB_DIST } });
    try {
      const response = await app.inject({ url: '/healthz' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
    }
  });
});

describe('CORS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { MERCHANT_URL: 'https://merchant.hediyye.az' } });
  });
  afterAll(() => server.close());

  it('allows credentialed calls from a configured site', async () => {
    const origin = 'https://merchant.hediyye.az';
    const simple = await fetch(`${server.url}/healthz`, { headers: { origin } });
    expect(simple.headers.get('access-control-allow-origin')).toBe(origin);
    expect(simple.headers.get('access-control-allow-credentials')).toBe('true');

    const preflight = await fetch(`${server.url}/auth/v1/login`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses any other origin', async () => {
    for (const origin of ['https://evil.example', 'http://merchant.hediyye.az', 'null']) {
      const response = await fetch(`${server.url}/healthz`, { headers: { origin } });
      expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(response.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });
});
