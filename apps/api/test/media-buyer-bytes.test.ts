import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStartOf, sweepGuestBytes } from '../src/modules/media/guest-bytes.ts';
import { createMemoryTransport } from '../src/modules/notifications/service-memory.ts';
import { signUpToken } from './fixtures/media/accounts.ts';
import { createUpload } from './fixtures/media/tus-http.ts';
import { startTestServer, type TestServer } from './server.ts';

const MiB = 1024 * 1024;
const BUYER_BYTES_PER_DAY = 3 * MiB;
const DAY_SECONDS = 24 * 3600;
const HOUR_MS = 3600 * 1000;

let server: TestServer;
let buyer: string;
let otherBuyer: string;
let merchant: string;
let memory: ReturnType<typeof createMemoryTransport>;

const image = (token: string, length: number) =>
  createUpload(server.url, { metadata: { kind: 'image', filename: 'a.jpg' }, length, token });

beforeAll(async () => {
  memory = createMemoryTransport();
  server = await startTestServer({
    env: { MEDIA_BUYER_BYTES_PER_DAY: String(BUYER_BYTES_PER_DAY), AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '1000' },
    auth: { transport: memory },
  });
  buyer = await signUpToken(server.url, memory.sent, 'buyer@example.az', 1);
  otherBuyer = await signUpToken(server.url, memory.sent, 'buyer2@example.az', 1);
  merchant = await signUpToken(server.url, memory.sent, 'atelier@example.az', 2);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("a buyer's upload bytes of the day", () => {
  it(`are capped (${BUYER_BYTES_PER_DAY} bytes here): one more is refused 429 BUYER_DAILY_BYTES_EXCEEDED with Retry-After, before any byte is sent`, async () => {
    expect((await image(buyer, 2 * MiB)).status).toBe(201);
    const refused = await image(buyer, 2 * MiB);
    expect([refused.status, refused.body.error.code]).toEqual([429, 'BUYER_DAILY_BYTES_EXCEEDED']);
    expect(refused.headers.get('location')).toBeNull();
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
    expect(refused.body.error.retry_after).toBe(retryAfter);
    // What is left of the day still fits, and then nothing more.
    expect((await image(buyer, MiB)).status).toBe(201);
    expect((await image(buyer, 1)).status).toBe(429);
  });

  it('a single upload over the whole share is refused the same way', async () => {
    const refused = await image(otherBuyer, BUYER_BYTES_PER_DAY + 1);
    expect([refused.status, refused.body.error.code]).toEqual([429, 'BUYER_DAILY_BYTES_EXCEEDED']);
  });

  it('are counted per account: another buyer has a share of their own, and sellers are not counted', async () => {
    expect((await image(otherBuyer, BUYER_BYTES_PER_DAY)).status).toBe(201);
    for (let i = 0; i < 3; i += 1) expect((await image(merchant, 2 * MiB)).status).toBe(201);
  });

  it('outlast the hourly sweep of the guests’ shares until the day is over', async () => {
    const sweeper = await signUpToken(server.url, memory.sent, 'buyer3@example.az', 1);
    expect((await image(sweeper, BUYER_BYTES_PER_DAY)).status).toBe(201);
    const dayStart = dayStartOf(new Date()).getTime();
    await sweepGuestBytes(server.database.db, new Date(Math.max(Date.now(), dayStart + 23.5 * HOUR_MS)));
    expect((await image(sweeper, 1)).status).toBe(429);
    await sweepGuestBytes(server.database.db, new Date(dayStart + DAY_SECONDS * 1000 + 60_000));
    expect((await image(sweeper, 1)).status).toBe(201);
  });
});
