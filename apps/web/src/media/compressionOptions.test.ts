import { describe, expect, it } from 'vitest';
import { compressionTargetFor, shouldCompress } from './compressionOptions.ts';

describe('compressionTargetFor', () => {
  it('follows spec §5 per purpose', () => {
    expect(compressionTargetFor('cover')).toEqual({ maxSizeMB: 0.05, maxWidthOrHeight: 600 });
    expect(compressionTargetFor('image')).toEqual({ maxSizeMB: 1, maxWidthOrHeight: 800 });
    expect(compressionTargetFor('qr')).toEqual({ maxSizeMB: 1, maxWidthOrHeight: 800 });
    expect(compressionTargetFor('admin')).toEqual({ maxSizeMB: 1, maxWidthOrHeight: 800 });
  });

  it('sends videos as they are', () => {
    expect(compressionTargetFor('video')).toBeNull();
  });
});

describe('shouldCompress', () => {
  it('compresses the formats canvas can re-encode', () => {
    expect(shouldCompress({ type: 'image/jpeg' }, 'qr')).toBe(true);
    expect(shouldCompress({ type: 'image/png' }, 'cover')).toBe(true);
    expect(shouldCompress({ type: 'image/webp' }, 'image')).toBe(true);
  });

  it('leaves videos and other image formats alone', () => {
    expect(shouldCompress({ type: 'video/mp4' }, 'qr')).toBe(false);
    expect(shouldCompress({ type: 'image/heic' }, 'qr')).toBe(false);
    expect(shouldCompress({ type: 'image/jpeg' }, 'video')).toBe(false);
  });
});
