import { CATALOGUE_ERROR_CODES } from '@marketplace/contract';
import { HttpError } from './errors.ts';
import { isUuid } from './ids.ts';

const invalidPageToken = () => new HttpError(400, CATALOGUE_ERROR_CODES.INVALID_PAGE_TOKEN, 'The page token is not valid.');

/** `created_at` as the queries print it: UTC with microseconds, so no two rows collapse onto one key. */
const CREATED_KEY = /^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{3})[0-9]{3}Z$/;

/**
 * A created key names a real instant PostgreSQL accepts: read as a date (to the millisecond) it
 * prints back as the same text, so no month 13, 30th of February, hour 24 or second 60 gets
 * through (a lenient parser would roll those over; `::timestamptz` refuses them, SQLSTATE 22008),
 * and its year is 0001 or later (PostgreSQL has no year 0000). The shape bounds it by 9999.
 */
export function isCreatedKey(text: string): boolean {
  const millis = CREATED_KEY.exec(text)?.[1];
  if (millis === undefined || millis.startsWith('0000')) return false;
  const instant = new Date(`${millis}Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString() === `${millis}Z`;
}

/** Keyset position of a newest-first list: the last row's creation time (database text form) and id. */
export interface KeysetPosition {
  createdKey: string;
  id: string;
}

export function encodeKeyset(position: KeysetPosition): string {
  return Buffer.from(JSON.stringify([position.createdKey, position.id])).toString('base64url');
}

/**
 * The opaque token back to a position; anything we did not issue → 400 INVALID_PAGE_TOKEN: text
 * that is not exactly base64url (which Node would decode leniently, skipping what it cannot read),
 * not the JSON pair we write, a created key that is no real instant, or an id that is no uuid.
 */
export function decodeKeyset(token: string | undefined): KeysetPosition | undefined {
  if (token === undefined || token === '') return undefined;
  try {
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.toString('base64url') === token) {
      const value: unknown = JSON.parse(bytes.toString('utf8'));
      if (
        Array.isArray(value) &&
        value.length === 2 &&
        typeof value[0] === 'string' &&
        typeof value[1] === 'string' &&
        isCreatedKey(value[0]) &&
        isUuid(value[1])
      ) {
        return { createdKey: value[0], id: value[1] };
      }
    }
  } catch {
    // fall through
  }
  throw invalidPageToken();
}

/** Offset lists (the seller list, search): the token is the offset as text. */
export function decodeOffset(token: string | number | undefined, max = 1_000_000): number {
  if (token === undefined || token === '') return 0;
  const offset = typeof token === 'number' ? token : /^[0-9]{1,7}$/.test(token) ? Number(token) : NaN;
  if (!Number.isInteger(offset) || offset < 0 || offset > max) throw invalidPageToken();
  return offset;
}
