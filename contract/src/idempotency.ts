/**
 * Creating calls (`/item/v1/addNewItem`, the tus `POST` that starts an upload) accept this header:
 * a retry with the same key and the same request gets the first answer, marked with
 * IDEMPOTENT_REPLAY_HEADER, and creates nothing more. A key is remembered for
 * IDEMPOTENCY_KEY_TTL_HOURS per account (per address for guests); only successful answers are
 * kept, so a refused request may be retried with its key. Refusals: 400
 * IDEMPOTENCY_KEY_INVALID (not 1–255 visible ASCII characters), 422 IDEMPOTENCY_KEY_REUSED (the
 * key came with another request), 409 IDEMPOTENCY_KEY_IN_PROGRESS (the first request has not
 * answered: it is still running, or was cut off — check before sending it under a new key).
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
