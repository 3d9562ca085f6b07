import { describe, expect, it } from 'vitest';
import { isValidQrCode, mediaSrcSet, mediaTypesAllowedFor, mediaUploadIdFromUrl, mediaVariantUrl } from './index.ts';

const ID = '0123456789abcdef0123456789abcdef';

describe('isValidQrCode', () => {
  it.each(['abcd', 'Wedding_2025', 'a-b_c-1', 'x'.repeat(64)])('accepts %s', (code) => {
    expect(isValidQrCode(code)).toBe(true);
  });
  it.each(['abc', 'x'.repeat(65), 'a/b/c/d', '../etc', 'has space', 'şəki1', '', undefined, 42])('refuses %s', (code) => {
    expect(isValidQrCode(code)).toBe(false);
  });
});

describe('mediaVariantUrl', () => {
  it('names the webp size next to a stored image', () => {
    expect(mediaVariantUrl(`https://cdn.example.az/media/images/${ID}.jpg`, 'thumb')).toBe(
      `https://cdn.example.az/media/images/${ID}_thumb.webp`,
    );
    expect(mediaVariantUrl(`/media/specialAreal/QR/abcd/images/${ID}.png?v=1`, 'large')).toBe(
      `/media/specialAreal/QR/abcd/images/${ID}_large.webp?v=1`,
    );
  });
  it('leaves videos, foreign and empty addresses as they are', () => {
    for (const url of [`/media/videos/${ID}.mp4`, 'https://example.com/photo.jpg', '', `/media/images/${ID}_thumb.webp`]) {
      expect(mediaVariantUrl(url, 'medium')).toBe(url);
    }
  });
  it('builds a srcset of the three widths, or none', () => {
    expect(mediaSrcSet(`/media/covers/${ID}.webp`)).toBe(
      `/media/covers/${ID}_thumb.webp 320w, /media/covers/${ID}_medium.webp 640w, /media/covers/${ID}_large.webp 1280w`,
    );
    expect(mediaSrcSet(`/media/videos/${ID}.webm`)).toBeUndefined();
  });
});

describe('upload helpers', () => {
  it('reads the upload id from a tus address', () => {
    expect(mediaUploadIdFromUrl(`http://localhost:3000/media/v1/upload/${ID}`)).toBe(ID);
    expect(mediaUploadIdFromUrl(`/media/v1/upload/${ID}?x=1`)).toBe(ID);
  });
  it('admits images for covers and gallery images, videos for videos, both for QR', () => {
    expect(mediaTypesAllowedFor('cover')).toEqual(['image']);
    expect(mediaTypesAllowedFor('image')).toEqual(['image']);
    expect(mediaTypesAllowedFor('video')).toEqual(['video']);
    expect(mediaTypesAllowedFor('qr')).toEqual(['image', 'video']);
  });
});
