import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.ts';
import { decodeKeyset, decodeOffset, encodeKeyset, isCreatedKey } from './page-token.ts';

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const NUL = '\u0000';

/** A token we did not issue is answered 400 INVALID_PAGE_TOKEN. */
const refused = (decode: () => unknown) => {
  let thrown: unknown;
  try {
    decode();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(HttpError);
  expect((thrown as HttpError).statusCode).toBe(400);
  expect((thrown as HttpError).code).toBe('INVALID_PAGE_TOKEN');
};

describe('isCreatedKey', () => {
  it.each([
    '2024-05-01T10:00:00.123456Z',
    '2024-02-29T23:59:59.999999Z',
    '0001-01-01T00:00:00.000000Z',
    '9999-12-31T23:59:59.999999Z',
    '1970-01-01T00:00:00.000000Z',
  ])('accepts the real instant %s', (key) => {
    expect(isCreatedKey(key)).toBe(true);
  });

  it.each([
    ['month 99, day 99, hour 99', '2024-99-99T99:99:99.000000Z'],
    ['month 13', '2024-13-01T00:00:00.000000Z'],
    ['month 00', '2024-00-10T00:00:00.000000Z'],
    ['day 00', '2024-01-00T00:00:00.000000Z'],
    ['the 30th of February', '2024-02-30T00:00:00.000000Z'],
    ['the 29th of February of a common year', '2023-02-29T00:00:00.000000Z'],
    ['the 31st of June', '2024-06-31T00:00:00.000000Z'],
    ['hour 24', '2024-01-01T24:00:00.000000Z'],
    ['minute 60', '2024-01-01T10:60:00.000000Z'],
    ['second 60', '2024-01-01T10:00:60.000000Z'],
    ['year 0000', '0000-01-01T00:00:00.000000Z'],
    ['milliseconds only', '2024-05-01T10:00:00.123Z'],
    ['no zone', '2024-05-01T10:00:00.123456'],
    ['an offset instead of Z', '2024-05-01T10:00:00.123456+00:00'],
    ['a space instead of T', '2024-05-01 10:00:00.123456Z'],
    ['a six-digit year', '+02024-05-01T10:00:00.123456Z'],
    ['a NUL', `2024-05-01T10:00:00.12345${NUL}Z`],
    ['a trailing newline', '2024-05-01T10:00:00.123456Z\n'],
    ['nothing', ''],
  ])('refuses %s', (_label, key) => {
    expect(isCreatedKey(key)).toBe(false);
  });
});

describe('decodeKeyset', () => {
  it('reads back what encodeKeyset wrote', () => {
    const position = { createdKey: '2024-05-01T10:00:00.123456Z', id: ID };
    expect(decodeKeyset(encodeKeyset(position))).toEqual(position);
  });

  it('reads no token as the first page', () => {
    expect(decodeKeyset(undefined)).toBeUndefined();
    expect(decodeKeyset('')).toBeUndefined();
  });

  it.each([
    ['an impossible date', encodeKeyset({ createdKey: '2024-99-99T99:99:99.000000Z', id: ID })],
    ['the 30th of February', encodeKeyset({ createdKey: '2024-02-30T10:00:00.000000Z', id: ID })],
    ['year 0000', encodeKeyset({ createdKey: '0000-01-01T00:00:00.000000Z', id: ID })],
    ['an id that is no uuid', encodeKeyset({ createdKey: '2024-05-01T10:00:00.123456Z', id: 'not-a-uuid' })],
    ['a uuid with a NUL', encodeKeyset({ createdKey: '2024-05-01T10:00:00.123456Z', id: `${ID}${NUL}` })],
    ['values that are not text', Buffer.from(JSON.stringify([20240501, ID])).toString('base64url')],
    ['an object', Buffer.from(JSON.stringify({ createdKey: '2024-05-01T10:00:00.123456Z', id: ID })).toString('base64url')],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['not base64url', '!!!not*base64!!!'],
    ['base64 with padding', `${encodeKeyset({ createdKey: '2024-05-01T10:00:00.123456Z', id: ID })}==`],
    ['a genuine token with a character appended', `${encodeKeyset({ createdKey: '2024-05-01T10:00:00.123456Z', id: ID })}*`],
    ['a NUL', `${encodeKeyset({ createdKey: '2024-05-01T10:00:00.123456Z', id: ID })}${NUL}`],
  ])('refuses a token with %s: 400 INVALID_PAGE_TOKEN', (_label, token) => {
    refused(() => decodeKeyset(token));
  });
});

describe('decodeOffset', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['0', 0],
    ['12', 12],
    ['0000012', 12],
    [24, 24],
    ['1000000', 1_000_000],
    [1_000_000, 1_000_000],
  ] as const)('reads %j as %i', (token, offset) => {
    expect(decodeOffset(token)).toBe(offset);
  });

  it.each(
    [
      '-1',
      '1.5',
      '1e3',
      '0x10',
      ' 1',
      '1 ',
      '+1',
      '1000001',
      '9'.repeat(40),
      `1${NUL}`,
      'Infinity',
      -1,
      1.5,
      1_000_001,
      2 ** 53,
      1e300,
      Number.POSITIVE_INFINITY,
      Number.NaN,
    ].map((token) => [typeof token === 'string' ? JSON.stringify(token) : String(token), token] as const),
  )('refuses %s: 400 INVALID_PAGE_TOKEN', (_label, token) => {
    refused(() => decodeOffset(token));
  });

  it('keeps to the cap it is given', () => {
    expect(decodeOffset('50', 50)).toBe(50);
    refused(() => decodeOffset('51', 50));
  });
});
