import { describe, expect, it } from 'vitest';
import { isServableKey, mediaFolderFor } from './keys.ts';
import { decodePageToken, encodePageToken } from './page-token.ts';
import { parseRange } from './range.ts';
import { parseUploadMetadata } from './upload-metadata.ts';

const ID = 'fedcba9876543210fedcba9876543210';

describe('parseRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=900-', { start: 900, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=500-5000', { start: 500, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('%s of 1000 bytes', (header, range) => {
    expect(parseRange(header, 1000)).toEqual(range);
  });
  it.each(['bytes=1000-', 'bytes=-0'])('%s of 1000 bytes is unsatisfiable', (header) => {
    expect(parseRange(header, 1000)).toBe('unsatisfiable');
  });
  it.each([undefined, '', 'bytes=0-1,5-9', 'items=0-1', 'bytes=9-2', 'bytes=-'])('%s means the whole file', (header) => {
    expect(parseRange(header, 1000)).toBeUndefined();
  });
});

describe('parseUploadMetadata', () => {
  const b64 = (value: string) => Buffer.from(value).toString('base64');
  it('decodes key/base64 pairs, a key without value included', () => {
    expect(parseUploadMetadata(`kind ${b64('qr')},qrCode ${b64('abcd')},filename ${b64('Şəkil 1.jpg')},flag`)).toEqual({
      kind: 'qr',
      qrCode: 'abcd',
      filename: 'Şəkil 1.jpg',
      flag: '',
    });
    expect(parseUploadMetadata(undefined)).toEqual({});
  });
  it.each(['kind qr!', 'kind a b', `kind ${b64('a')},kind ${b64('b')}`, 'bad key x'])('refuses %s', (header) => {
    expect(parseUploadMetadata(header)).toBeNull();
  });
});

describe('keys', () => {
  it('puts each kind in its spec folder', () => {
    expect(mediaFolderFor('cover', 'image', null)).toBe('covers');
    expect(mediaFolderFor('image', 'image', null)).toBe('images');
    expect(mediaFolderFor('video', 'video', null)).toBe('videos');
    expect(mediaFolderFor('qr', 'image', 'abcd')).toBe('specialAreal/QR/abcd/images');
    expect(mediaFolderFor('qr', 'video', 'abcd')).toBe('specialAreal/QR/abcd/videos');
    expect(() => mediaFolderFor('qr', 'image', '../x')).toThrow();
  });
  it('serves only keys the server makes', () => {
    expect(isServableKey(`covers/${ID}.jpg`)).toBe(true);
    expect(isServableKey(`images/${ID}_thumb.webp`)).toBe(true);
    expect(isServableKey(`specialAreal/QR/abcd/videos/${ID}.mov`)).toBe(true);
    for (const key of [`covers/../${ID}.jpg`, `${ID}.jpg`, `images/${ID}.html`, `uploads/${ID}`, `images/${ID}.jpg/x`]) {
      expect(isServableKey(key)).toBe(false);
    }
  });
});

describe('page tokens', () => {
  it('round-trips a cursor and refuses forged tokens', () => {
    const cursor = { createdAt: new Date('2025-05-01T10:00:00.123Z'), id: ID };
    expect(decodePageToken(encodePageToken(cursor))).toEqual(cursor);
    expect(decodePageToken('forged')).toBeUndefined();
    expect(decodePageToken(Buffer.from('["yesterday","x"]').toString('base64url'))).toBeUndefined();
  });
});
