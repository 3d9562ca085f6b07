import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/modules/media/local-storage.ts';
import { createS3Storage, type S3Storage } from '../src/modules/media/s3-storage.ts';
import type { MediaStorage } from '../src/modules/media/storage.ts';
import { startTestBucket, type TestBucket } from './fixtures/media/s3-bucket.ts';

const MiB = 1024 * 1024;

interface Backend {
  storage: MediaStorage;
  /**
   * Whether a failed put is seen to leave nothing. A real S3 PUT is atomic, but s3rver (the test
   * double) writes the object in place as bytes arrive; callers delete the key after a failed put anyway.
   */
  failedPutLeavesNothing: boolean;
  close(): Promise<void>;
}

async function localBackend(): Promise<Backend> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'api-media-local-'));
  return {
    storage: createLocalStorage(directory),
    failedPutLeavesNothing: true,
    close: () => rm(directory, { recursive: true, force: true }),
  };
}

async function s3Backend(): Promise<Backend> {
  const bucket: TestBucket = await startTestBucket();
  const storage: S3Storage = createS3Storage(bucket.settings);
  return {
    storage,
    failedPutLeavesNothing: false,
    async close() {
      storage.close();
      await bucket.close();
    },
  };
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const keyOf = (folder: string, extension: string) => `${folder}/${randomBytes(16).toString('hex')}.${extension}`;

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** `data` as a stream of uneven chunks, the way a file or a socket delivers it. */
function streamOf(data: Buffer, chunkBytes = 65_537): Readable {
  const chunks: Buffer[] = [];
  for (let at = 0; at < data.length; at += chunkBytes) chunks.push(data.subarray(at, at + chunkBytes));
  return Readable.from(chunks);
}

describe.each([
  ['a local directory', localBackend],
  ['an S3-compatible bucket', s3Backend],
])('media storage in %s', (_name, open) => {
  let backend: Backend;
  let storage: MediaStorage;

  beforeAll(async () => {
    backend = await open();
    storage = backend.storage;
  }, 30_000);

  afterAll(async () => {
    await backend?.close();
  });

  it('stores a buffer and answers it whole, with its size and content type', async () => {
    const key = keyOf('images', 'png');
    const data = randomBytes(10_000);
    await storage.put(key, data, 'image/png');

    const stored = await storage.get(key);
    expect(stored).toMatchObject({ size: 10_000, contentType: 'image/png', range: undefined });
    expect((await readAll(stored!.body)).equals(data)).toBe(true);
    expect(await storage.stat(key)).toEqual({ size: 10_000 });
    expect(await storage.exists(key)).toBe(true);
  });

  it('answers a byte range with the size of the whole object', async () => {
    const key = keyOf('videos', 'mp4');
    const data = randomBytes(50_000);
    await storage.put(key, data, 'video/mp4');

    const middle = await storage.get(key, { start: 1000, end: 1999 });
    expect(middle).toMatchObject({ size: 50_000, contentType: 'video/mp4', range: { start: 1000, end: 1999 } });
    expect((await readAll(middle!.body)).equals(data.subarray(1000, 2000))).toBe(true);

    const last = await storage.get(key, { start: 49_999, end: 49_999 });
    expect((await readAll(last!.body)).equals(data.subarray(49_999))).toBe(true);
  });

  it('answers nothing for a key it does not hold', async () => {
    const key = keyOf('images', 'jpg');
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.get(key, { start: 0, end: 9 })).toBeUndefined();
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.exists(key)).toBe(false);
  });

  it('deletes an object, and deleting it again is no error', async () => {
    const key = keyOf('covers', 'webp');
    await storage.put(key, randomBytes(100), 'image/webp');
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeUndefined();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('round-trips 2 MB byte-exact from a buffer and from a stream', async () => {
    const fromBuffer = keyOf('videos', 'webm');
    const fromStream = keyOf('specialAreal/QR/Wedding_2025/videos', 'mov');
    const data = randomBytes(2 * MiB);
    await storage.put(fromBuffer, data, 'video/webm');
    await storage.put(fromStream, { stream: streamOf(data), size: data.length }, 'video/quicktime');

    for (const [key, contentType] of [
      [fromBuffer, 'video/webm'],
      [fromStream, 'video/quicktime'],
    ] as const) {
      const stored = await storage.get(key);
      expect(stored).toMatchObject({ size: 2 * MiB, contentType });
      expect(sha256(await readAll(stored!.body))).toBe(sha256(data));
    }
  }, 30_000);

  it('refuses a stream that ends short of its declared size', async () => {
    const key = keyOf('videos', 'mp4');
    const data = randomBytes(300_000);
    await expect(storage.put(key, { stream: streamOf(data), size: data.length + 1 }, 'video/mp4')).rejects.toThrow();
    if (backend.failedPutLeavesNothing) expect(await storage.exists(key)).toBe(false);
  }, 30_000);

  it('refuses a stream that fails midway', async () => {
    const key = keyOf('videos', 'mp4');
    async function* failing() {
      yield randomBytes(100_000);
      throw new Error('disk read failed');
    }
    await expect(storage.put(key, { stream: Readable.from(failing()), size: 200_000 }, 'video/mp4')).rejects.toThrow();
    if (backend.failedPutLeavesNothing) expect(await storage.exists(key)).toBe(false);
  }, 30_000);
});
