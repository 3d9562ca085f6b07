import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import type { AuthLimits } from '../src/modules/auth/settings.ts';
import { GENEROUS_LIMITS, startAuthServer, type AuthTestServer, type JsonResponse } from './auth-client.ts';

// Every 127.x.x.x address reaches the server as its own client address (request.ip); no proxy header is trusted.
// Random ones, so per-address counters kept in a shared Redis by an earlier run do not meet this one.
const loopbackAddress = () => `127.${[...randomBytes(2)].join('.')}.${2 + (randomBytes(1)[0]! % 250)}`;
const ATTACKER = loopbackAddress();
const FLOODER = loopbackAddress();
const OWNER = loopbackAddress();
const STRANGER = loopbackAddress();

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const PASSWORD = 'Quiet-Harbour-Lantern-42';
const WRONG_PASSWORD = 'Loud-Meadow-Candle-17';
const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.az`;

/** A source is locked after 10 wrong passwords (for an hour); the identifier waits 10 s, 20 s, … up to 10 min after the 5th. */
const LOGIN_LIMITS: AuthLimits = {
  ...GENEROUS_LIMITS,
  perIp: { max: 20, windowMs: MINUTE },
  login: { lockAfter: 10, lockMs: 60 * MINUTE, freeFailures: 5, firstDelayMs: 10_000, maxDelayMs: 10 * MINUTE, forgetMs: DAY },
};

const retryAfterOf = (answer: JsonResponse) => Number(answer.headers['retry-after']);

/** Wrong passwords from one address, waiting out each delay the server asks for, as a patient attacker would. */
async function failLogins(server: AuthTestServer, identifier: string, from: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt++) {
    const guess = () => server.post('/auth/v1/login', { identifier, password: WRONG_PASSWORD }, { from });
    let answer = await guess();
    if (answer.status === 429 && answer.body.error.code === 'LOGIN_DELAYED') {
      server.advance(retryAfterOf(answer) * 1000);
      answer = await guess();
    }
    expect(answer.status, `wrong password ${attempt}: ${JSON.stringify(answer.body)}`).toBe(401);
  }
}

/** `count` logins with random identifiers from one address, 16 at a time over kept-alive connections. */
async function flood(base: string, from: string, count: number): Promise<Record<number, number>> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  const statuses: Record<number, number> = {};
  let sent = 0;
  const post = (body: string) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        `${base}/auth/v1/login`,
        { method: 'POST', agent, localAddress: from, headers: { host: 'localhost:3000', 'content-type': 'application/json' } },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const worker = async () => {
    while (sent < count) {
      sent++;
      const identifier = `${randomBytes(6).toString('hex')}@example.az`;
      const status = await post(JSON.stringify({ identifier, password: WRONG_PASSWORD }));
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  agent.destroy();
  return statuses;
}

async function floodDoesNotUnlock(env: Record<string, string>) {
  const server = await startAuthServer({ rateLimits: LOGIN_LIMITS, env });
  try {
    const victim = unique('victim');
    await server.signUp(victim, 1, { password: PASSWORD });
    const guess = (from: string) => server.post('/auth/v1/login', { identifier: victim, password: WRONG_PASSWORD }, { from });
    await failLogins(server, victim, ATTACKER, 10);
    const locked = await guess(ATTACKER);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('LOGIN_LOCKED');

    const started = performance.now();
    const statuses = await flood(server.url, FLOODER, 6000);
    const seconds = (performance.now() - started) / 1000;
    console.info(`flood: 6000 logins from one address in ${seconds.toFixed(1)} s, answers ${JSON.stringify(statuses)}`);
    // Only what the address's own limit lets through is checked (and counted) at all; under this load
    // the server may also shed some requests (503) before any limit sees them.
    expect(Object.keys(statuses).sort()).toEqual(expect.arrayContaining(['401', '429']));
    expect(Object.keys(statuses).filter((status) => !['401', '429', '503'].includes(status))).toEqual([]);
    expect(statuses[401]).toBeLessThanOrEqual(LOGIN_LIMITS.perIp.max);
    expect(statuses[429]).toBeGreaterThan(5000);

    const after = await guess(ATTACKER);
    expect(after.status).toBe(429);
    expect(after.body.error).toMatchObject({ code: 'LOGIN_LOCKED', retry_after: expect.any(Number) });
    expect(retryAfterOf(after)).toBeGreaterThan(50 * 60);
    const fromElsewhere = await guess(STRANGER);
    expect(fromElsewhere.status).toBe(429);
    expect(fromElsewhere.body.error.code).toBe('LOGIN_DELAYED');
    expect(retryAfterOf(fromElsewhere)).toBeGreaterThan(0);
  } finally {
    await server.close();
  }
}

describe('sign-in limits', () => {
  it('answer 429 with Retry-After per identifier and source, and per client address', async () => {
    const limited = await startAuthServer({
      rateLimits: { ...GENEROUS_LIMITS, perIp: { max: 6, windowMs: MINUTE }, login: { ...GENEROUS_LIMITS.login, lockAfter: 3 } },
    });
    try {
      const tryLogin = (identifier: string) => limited.post('/auth/v1/login', { identifier, password: WRONG_PASSWORD });
      for (let i = 0; i < 3; i++) expect((await tryLogin('Target@Example.az')).status).toBe(401);
      const blocked = await tryLogin('target@example.az');
      expect(blocked.status).toBe(429);
      expect(blocked.body.error).toMatchObject({ code: 'LOGIN_LOCKED', retry_after: expect.any(Number) });
      expect(retryAfterOf(blocked)).toBeGreaterThan(0);
      expect((await tryLogin('someone-else@example.az')).status).toBe(401);
      expect((await tryLogin('third@example.az')).status).toBe(401);
      const addressRefused = await tryLogin('fourth@example.az');
      expect(addressRefused.status).toBe(429);
      expect(addressRefused.body.error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('sign-in limits under a flood', () => {
  it('keeps a locked identifier locked after 6,000 logins with random identifiers from one address', async () => {
    await floodDoesNotUnlock({});
  }, 120_000);

  it.runIf(process.env.REDIS_URL)(
    'keeps it locked with the counters in Redis too',
    async () => {
      await floodDoesNotUnlock({ REDIS_URL: process.env.REDIS_URL! });
    },
    120_000,
  );
});

describe('an attacker guessing from another address', () => {
  it('locks out only the attacker; the owner signs in from the browser they signed in with before', async () => {
    const server = await startAuthServer({ rateLimits: LOGIN_LIMITS });
    try {
      const owner = unique('owner');
      await server.signUp(owner, 1, { password: PASSWORD, from: OWNER });
      const signIn = (options: { from: string; cookie?: string }, password = PASSWORD) =>
        server.post('/auth/v1/login', { identifier: owner, password }, options);

      const earlier = await signIn({ from: OWNER });
      expect(earlier.status).toBe(200);
      const deviceCookie = (earlier.headers['set-cookie'] ?? []).find((line) => line.startsWith('device_'));
      expect(deviceCookie).toMatch(/; Path=\/auth\/v1\/login; .*HttpOnly; SameSite=Lax/);

      await failLogins(server, owner, ATTACKER, 10);
      for (const password of [WRONG_PASSWORD, PASSWORD]) {
        const refused = await signIn({ from: ATTACKER }, password);
        expect(refused.status).toBe(429);
        expect(refused.body.error.code).toBe('LOGIN_LOCKED');
      }

      const usual = await signIn({ from: OWNER, cookie: deviceCookie!.split(';')[0] });
      expect(usual.status).toBe(200);
      expect(usual.body.id).toBe(earlier.body.id);

      // Another browser of the owner is slowed down, not locked out: after the wait it gets in.
      const otherBrowser = await signIn({ from: OWNER });
      expect(otherBrowser.status).toBe(429);
      expect(otherBrowser.body.error.code).toBe('LOGIN_DELAYED');
      expect(retryAfterOf(otherBrowser)).toBeLessThanOrEqual(LOGIN_LIMITS.login.maxDelayMs / 1000);
      server.advance(retryAfterOf(otherBrowser) * 1000);
      expect((await signIn({ from: OWNER })).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

const OTP_LIMITS: AuthLimits = { ...GENEROUS_LIMITS, otp: { codesPerDay: 3, wrongCodesPerDay: 7, notifyAfterWrong: 5 } };
const RESEND_WAIT_MS = 46_000;
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('one-time codes per identifier per day', () => {
  it('sends at most the day’s codes to an identifier, answering the same for an unknown one', async () => {
    const server = await startAuthServer({ rateLimits: OTP_LIMITS });
    try {
      const askers = [
        (identifier: string) => server.post('/auth/v1/register', { identifier, type: 1 }),
        (identifier: string) => server.post('/auth/v1/resetAccountPassword', { identifier }),
      ];
      for (const ask of askers) {
        const identifier = unique('codes');
        for (let code = 1; code <= 3; code++) {
          expect((await ask(identifier)).status, `code ${code}`).toBe(200);
          server.advance(RESEND_WAIT_MS);
        }
        const refused = await ask(identifier);
        expect(refused.status).toBe(429);
        expect(refused.body.error).toMatchObject({ code: 'OTP_DAILY_CODE_LIMIT', retry_after: expect.any(Number) });
        expect(retryAfterOf(refused)).toBeGreaterThan(DAY / 1000 - 60);
        expect(retryAfterOf(refused)).toBeLessThanOrEqual(DAY / 1000);
        server.advance(DAY);
        expect((await ask(identifier)).status).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('counts wrong codes across new codes, then refuses even the right one until the day is over', async () => {
    const server = await startAuthServer({ rateLimits: OTP_LIMITS });
    try {
      const identifier = unique('guessed');
      await server.signUp(identifier, 1, { password: PASSWORD });
      server.advance(DAY);
      const reset = (body: Record<string, unknown> = {}) => server.post('/auth/v1/resetAccountPassword', { identifier, ...body });
      const newCode = async () => {
        server.advance(RESEND_WAIT_MS);
        const asked = await reset();
        expect(asked.status).toBe(200);
        return { otp_id: asked.body.result as string, right: server.codeFor(identifier) };
      };

      const first = await newCode();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await reset({ otp_id: first.otp_id, otp: otherCode(first.right) })).body.error.code).toBe('INCORRECT_OTP');
      }
      expect((await reset({ otp_id: first.otp_id, otp: first.right })).body.error.code).toBe('OTP_TOO_MANY_ATTEMPTS');

      const second = await newCode();
      for (let attempt = 6; attempt <= 7; attempt++) {
        expect((await reset({ otp_id: second.otp_id, otp: otherCode(second.right) })).body.error.code).toBe('INCORRECT_OTP');
      }
      const capped = await reset({ otp_id: second.otp_id, otp: second.right });
      expect(capped.status).toBe(429);
      expect(capped.body.error.code).toBe('OTP_DAILY_TRY_LIMIT');
      expect(retryAfterOf(capped)).toBeGreaterThan(0);

      const third = await newCode();
      expect((await reset({ otp_id: third.otp_id, otp: third.right })).body.error.code).toBe('OTP_DAILY_TRY_LIMIT');

      server.advance(DAY);
      const fourth = await newCode();
      expect((await reset({ otp_id: fourth.otp_id, otp: fourth.right })).body).toEqual({ result: 'ENTER_NEW_PASSWORD' });
    } finally {
      await server.close();
    }
  });

  it('tells the account owner once, in the asking page’s language, after repeated wrong codes', async () => {
    const server = await startAuthServer({ rateLimits: OTP_LIMITS });
    try {
      const identifier = unique('watched');
      await server.signUp(identifier, 1, { password: PASSWORD });
      server.advance(DAY);
      const english = { headers: { 'accept-language': 'en' } };
      const asked = await server.post('/auth/v1/resetAccountPassword', { identifier }, english);
      const right = server.codeFor(identifier);
      const guess = () =>
        server.post('/auth/v1/resetAccountPassword', { identifier, otp_id: asked.body.result, otp: otherCode(right) }, english);
      const notices = () => server.sent.filter((message) => message.to === identifier && !/\b\d{6}\b/.test(message.text));

      for (let attempt = 1; attempt <= 4; attempt++) await guess();
      expect(notices()).toEqual([]);
      await guess();
      await vi.waitFor(() => expect(notices()).toHaveLength(1));
      expect(notices()[0]).toMatchObject({
        channel: 'email',
        subject: 'Wrong codes were entered for your account',
        text: expect.stringContaining('5 wrong codes'),
      });

      server.advance(RESEND_WAIT_MS);
      const again = await server.post('/auth/v1/resetAccountPassword', { identifier }, english);
      await server.post('/auth/v1/resetAccountPassword', {
        identifier,
        otp_id: again.body.result,
        otp: otherCode(server.codeFor(identifier)),
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(notices()).toHaveLength(1);

      // Sign-up codes of a free identifier have no account owner to tell.
      const stranger = unique('free');
      const signUp = await server.post('/auth/v1/register', { identifier: stranger, type: 1 });
      const strangerCode = server.codeFor(stranger);
      for (let attempt = 1; attempt <= 5; attempt++) {
        await server.post('/auth/v1/register', {
          identifier: stranger,
          type: 1,
          otp_id: signUp.body.otp_id,
          otp: otherCode(strangerCode),
        });
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(server.sent.filter((message) => message.to === stranger)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});
