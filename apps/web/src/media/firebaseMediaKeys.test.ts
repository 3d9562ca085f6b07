import { describe, expect, it } from 'vitest';
import {
  firebaseMediaKey,
  firebaseUploadFailure,
  firebaseUploadRecord,
  firebaseUploadRefusal,
  randomFileId,
} from './firebaseMediaKeys.ts';

const ID = '0123456789abcdef0123456789abcdef';

describe('Cloud Storage keys (spec §7 folders, names like the server makes)', () => {
  it.each([
    ['cover', 'image', 'image/webp', undefined, `covers/${ID}.webp`],
    ['image', 'image', 'image/jpeg', undefined, `images/${ID}.jpg`],
    ['video', 'video', 'video/mp4', undefined, `videos/${ID}.mp4`],
    ['qr', 'image', 'image/png', 'toy-2026', `specialAreal/QR/toy-2026/images/${ID}.png`],
    ['qr', 'video', 'video/quicktime', 'toy-2026', `specialAreal/QR/toy-2026/videos/${ID}.mov`],
  ] as const)('%s %s (%s) → %s', (kind, type, contentType, qrCode, key) => {
    expect(firebaseMediaKey(kind, type, contentType, qrCode, ID)).toBe(`${key}`);
  });

  it('names files with 128 random bits in hex', () => {
    expect(randomFileId()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomFileId()).not.toBe(randomFileId());
  });
});

describe('what is refused before uploading', () => {
  it('refuses a type the kind does not take, and a file over its cap', () => {
    expect(firebaseUploadRefusal('image', { type: 'text/html', size: 10 })).toMatchObject({
      code: 'MEDIA_TYPE_NOT_ALLOWED',
      reason: 'type',
    });
    expect(firebaseUploadRefusal('video', { type: 'image/png', size: 10 })).toMatchObject({ reason: 'type' });
    expect(firebaseUploadRefusal('cover', { type: 'image/png', size: 11 * 1024 * 1024 })).toMatchObject({
      code: 'MEDIA_TOO_LARGE',
      reason: 'size',
    });
    expect(firebaseUploadRefusal('qr', { type: 'video/mp4', size: 10 })).toBeNull();
  });

  it("reads Cloud Storage's errors as the pages' failure reasons", () => {
    expect(firebaseUploadFailure('storage/unauthorized')).toEqual({
      code: 'storage/unauthorized',
      reason: 'refused',
      retryable: false,
    });
    expect(firebaseUploadFailure('storage/retry-limit-exceeded')).toMatchObject({ reason: 'network', retryable: true });
    expect(firebaseUploadFailure('storage/quota-exceeded')).toMatchObject({ reason: 'quota' });
  });
});

it('records a finished upload like the server does, with spec §3 storage metadata', () => {
  const record = firebaseUploadRecord({
    kind: 'qr',
    qrCode: 'toy-2026',
    downloadURL: 'https://firebasestorage.googleapis.com/v0/b/bucket/o/x?alt=media',
    metadata: {
      bucket: 'bucket',
      fullPath: `specialAreal/QR/toy-2026/images/${ID}.png`,
      size: 2048,
      contentType: 'image/png',
      timeCreated: '2026-11-27T10:00:00.000Z',
    },
  });
  expect(record).toMatchObject({
    key: `specialAreal/QR/toy-2026/images/${ID}.png`,
    type: 'image',
    cover: false,
    qrCode: 'toy-2026',
    size: 2048,
    metadata: {
      bucket: 'bucket',
      fullPath: `specialAreal/QR/toy-2026/images/${ID}.png`,
      size: 2048,
      contentType: 'image/png',
      customMetadata: {},
    },
    createdAt: '2026-11-27T10:00:00.000Z',
  });
});
