import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_RECORD_HEADER, mediaVariantUrl, type UploadRecord } from '@marketplace/contract';
import { createS3Storage, type S3Storage } from '../src/modules/media/s3-storage.ts';
import { createMemoryTransport } from '../src/modules/notifications/service-memory.ts';
import { signUpToken } from './fixtures/media/accounts.ts';
import { jpegWithGps, mp4 } from './fixtures/media/files.ts';
import { uploadWhole } from './fixtures/media/tus-http.ts';
import { MEDIA_BUCKET, startTestBucket, type TestBucket } from './fixtures/media/s3-bucket.ts';
import { startTestServer, type TestServer } from './server.ts';

let bucket: TestBucket;
let inBucket: S3Storage;
let server: TestServer;
let merchant: string;
const PUBLIC_MEDIA = 'http://localhost:3000/media';

/** The served file of a download address (which names the public host, not the test port). */
function fetchStored(downloadURL: string, init?: RequestInit) {
  return fetch(`${server.url}/media/${downloadURL.slice(PUBLIC_MEDIA.length + 1)}`, init);
}

async function upload(data: Buffer, metadata: Record<string, string>): Promise<UploadRecord> {
  const done = await uploadWhole(server.url, data, metadata, merchant);
  expect(done.status).toBe(204);
  const response = await fetch(`${server.url}/media/v1/uploads/${done.headers.get(MEDIA_RECORD_HEADER.toLowerCase())}`);
  expect(response.status).toBe(200);
  return (await response.json()) as UploadRecord;
}

beforeAll(async () => {
  bucket = await startTestBucket();
  inBucket = createS3Storage(bucket.settings);
  const memory = createMemoryTransport();
  server = await startTestServer({
    env: { ...bucket.env, AUTH_ATTEMPTS_PER_IP_PER_MINUTE: '100' },
    auth: { transport: memory },
  });
  merchant = await signUpToken(server.url, memory.sent, 'bucket-atelier@example.az', 2);
}, 60_000);

afterAll(async () => {
  await server?.close();
  inBucket?.close();
  await bucket?.close();
});

describe('media in an S3-compatible bucket', () => {
  it('stores a tus-uploaded image and its sizes in the bucket and serves them from there', async () => {
    const record = await upload(await jpegWithGps(900, 600), { kind: 'image', filename: 'g.jpg' });
    expect(record.key).toMatch(/^images\/[0-9a-f]{32}\.jpg$/);
    expect(record.metadata).toMatchObject({ bucket: MEDIA_BUCKET, fullPath: record.key });

    const original = await inBucket.get(record.key);
    expect(original).toMatchObject({ size: record.size, contentType: 'image/jpeg' });
    original?.body.destroy();
    for (const size of ['thumb', 'medium', 'large'] as const) {
      expect(await inBucket.exists(record.sizes?.[size].slice(PUBLIC_MEDIA.length + 1) ?? '?')).toBe(true);
    }
    // Nothing finished is left on the instance's disk.
    expect(await readdir(server.config.media.dir).catch(() => [])).toEqual([]);

    const served = await fetchStored(record.downloadURL);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.length).toBe(record.size);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const thumb = await fetchStored(mediaVariantUrl(record.downloadURL, 'thumb'));
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('serves byte ranges of a video streamed from the bucket', async () => {
    const bytes = mp4(300_000);
    const record = await upload(bytes, { kind: 'video', filename: 'clip.mp4' });
    expect(record.key).toMatch(/^videos\/[0-9a-f]{32}\.mp4$/);

    const whole = await fetchStored(record.downloadURL);
    expect(Buffer.from(await whole.arrayBuffer()).equals(bytes)).toBe(true);

    const part = await fetchStored(record.downloadURL, { headers: { range: 'bytes=100000-100999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100000-100999/300000');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(100_000, 101_000))).toBe(true);

    const beyond = await fetchStored(record.downloadURL, { headers: { range: 'bytes=300000-' } });
    expect(beyond.status).toBe(416);
    expect((await fetchStored(`${PUBLIC_MEDIA}/videos/${'0'.repeat(32)}.mp4`)).status).toBe(404);
  });
});
