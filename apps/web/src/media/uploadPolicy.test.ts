import { describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_CAP_BYTES, UPLOAD_RETRY_MS } from '@marketplace/contract';
import {
  FIRST_CHUNK_BYTES,
  TARGET_CHUNK_MS,
  isRetryableStatus,
  isSingleRequestUpload,
  nextChunkBytes,
  uploadRetryDelays,
  withinUploadRetryTime,
} from './uploadPolicy.ts';

describe('isSingleRequestUpload', () => {
  it('sends files up to 262144 bytes in one request', () => {
    expect(isSingleRequestUpload(262_144)).toBe(true);
    expect(isSingleRequestUpload(262_145)).toBe(false);
  });
});

describe('nextChunkBytes', () => {
  it('doubles after a fast chunk, up to the 32 MiB cap', () => {
    expect(nextChunkBytes(FIRST_CHUNK_BYTES, 100)).toBe(FIRST_CHUNK_BYTES * 2);
    expect(nextChunkBytes(UPLOAD_CHUNK_CAP_BYTES, 100)).toBe(UPLOAD_CHUNK_CAP_BYTES);
    let size = FIRST_CHUNK_BYTES;
    for (let i = 0; i < 20; i++) size = nextChunkBytes(size, 10);
    expect(size).toBe(UPLOAD_CHUNK_CAP_BYTES);
  });

  it('keeps a chunk that took about the target time', () => {
    expect(nextChunkBytes(4 * FIRST_CHUNK_BYTES, TARGET_CHUNK_MS * 1.5)).toBe(4 * FIRST_CHUNK_BYTES);
  });

  it('halves after a slow chunk, never below 256 KiB', () => {
    expect(nextChunkBytes(4 * FIRST_CHUNK_BYTES, TARGET_CHUNK_MS * 3)).toBe(2 * FIRST_CHUNK_BYTES);
    expect(nextChunkBytes(FIRST_CHUNK_BYTES, TARGET_CHUNK_MS * 10)).toBe(FIRST_CHUNK_BYTES);
  });
});

describe('uploadRetryDelays', () => {
  it('backs off exponentially to one minute and covers the 600 s upload retry time', () => {
    const delays = uploadRetryDelays();
    expect(delays.slice(0, 4)).toEqual([1000, 2000, 4000, 8000]);
    expect(Math.max(...delays)).toBe(60_000);
    const total = delays.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(UPLOAD_RETRY_MS);
    expect(total - delays[delays.length - 1]!).toBeLessThan(UPLOAD_RETRY_MS);
  });

  it('never waits less than before', () => {
    const delays = uploadRetryDelays();
    delays.slice(1).forEach((delay, index) => expect(delay).toBeGreaterThanOrEqual(delays[index]!));
  });
});

describe('isRetryableStatus', () => {
  it('retries network loss, server errors and tus "try again" answers', () => {
    for (const status of [0, 500, 502, 503, 408, 409, 423, 429]) expect(isRetryableStatus(status)).toBe(true);
  });

  it('does not retry a refusal of the file', () => {
    for (const status of [400, 401, 403, 404, 413, 415]) expect(isRetryableStatus(status)).toBe(false);
  });
});

describe('withinUploadRetryTime', () => {
  it('allows retries for 600 s after the first failure', () => {
    expect(withinUploadRetryTime(0, UPLOAD_RETRY_MS - 1)).toBe(true);
    expect(withinUploadRetryTime(0, UPLOAD_RETRY_MS)).toBe(false);
  });
});
