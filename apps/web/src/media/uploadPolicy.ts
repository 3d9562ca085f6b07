import {
  UPLOAD_CHUNK_CAP_BYTES,
  UPLOAD_OPERATION_RETRY_MS,
  UPLOAD_RESUMABLE_ABOVE_BYTES,
  UPLOAD_RETRY_MS,
} from '@marketplace/contract';

/** Spec §9: files up to 262144 bytes go in one request; larger ones are resumable. */
export function isSingleRequestUpload(bytes: number): boolean {
  return bytes <= UPLOAD_RESUMABLE_ABOVE_BYTES;
}

/** A resumable upload starts with the smallest chunk of spec §9's range (256 KiB) … */
export const FIRST_CHUNK_BYTES = UPLOAD_RESUMABLE_ABOVE_BYTES;

/**
 * … and sizes the next chunk from how long the last one took, aiming at this duration: long
 * enough that per-request overhead is negligible on fast links (chunks grow to the 32 MiB cap),
 * short enough that a slow or flaky mobile link loses little on a dropped request and the
 * stall watchdog sees steady progress.
 */
export const TARGET_CHUNK_MS = 4000;

export function nextChunkBytes(currentBytes: number, elapsedMs: number): number {
  let next = currentBytes;
  if (elapsedMs < TARGET_CHUNK_MS) next = currentBytes * 2;
  else if (elapsedMs > TARGET_CHUNK_MS * 2) next = Math.floor(currentBytes / 2);
  return Math.min(UPLOAD_CHUNK_CAP_BYTES, Math.max(FIRST_CHUNK_BYTES, next));
}

const FIRST_RETRY_DELAY_MS = 1000;
const MAX_RETRY_DELAY_MS = 60_000;

/**
 * Delays between retries while an upload makes no progress: doubling from 1 s, at most 60 s
 * apart, until together they cover spec §9's 600 s upload retry time.
 */
export function uploadRetryDelays(budgetMs: number = UPLOAD_RETRY_MS): number[] {
  const delays: number[] = [];
  let total = 0;
  let delay = FIRST_RETRY_DELAY_MS;
  while (total < budgetMs) {
    delays.push(delay);
    total += delay;
    delay = Math.min(delay * 2, MAX_RETRY_DELAY_MS);
  }
  return delays;
}

/**
 * Whether a failed request is worth repeating: no answer at all (network loss, the stall
 * watchdog), a server error, or the tus statuses that mean "try again" (409 offset mismatch,
 * 423 locked, 408 and 429). Other 4xx are the server refusing the file: retrying cannot help.
 */
export function isRetryableStatus(status: number): boolean {
  if (status === 0 || status >= 500) return true;
  return status === 408 || status === 409 || status === 423 || status === 429;
}

/** Spec §9 "upload retry 600000 ms": an upload gives up once it has failed for that long without progress. */
export function withinUploadRetryTime(failingSinceMs: number, nowMs: number): boolean {
  return nowMs - failingSinceMs < UPLOAD_RETRY_MS;
}

/**
 * Spec §9 "operation retry 120000 ms": a request that shows no progress for this long is
 * abandoned (and retried as a network failure); calls other than the upload itself, such as
 * reading the finished record, are retried for at most this long.
 */
export const REQUEST_STALL_TIMEOUT_MS = UPLOAD_OPERATION_RETRY_MS;
