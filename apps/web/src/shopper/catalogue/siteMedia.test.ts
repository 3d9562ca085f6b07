import { describe, expect, it } from 'vitest';
import { siteMediaAddress } from './siteMedia.ts';

describe('siteMediaAddress', () => {
  const address = siteMediaAddress('http://localhost:3000');

  it('addresses our own media files from the site root', () => {
    expect(address('http://localhost:3000/media/covers/abc_medium.webp')).toBe('/media/covers/abc_medium.webp');
  });

  it('keeps files of another origin or outside /media/ as they are', () => {
    expect(address('https://bucket.example.com/media/covers/abc.png')).toBe('https://bucket.example.com/media/covers/abc.png');
    expect(address('http://localhost:3001/media/covers/abc.png')).toBe('http://localhost:3001/media/covers/abc.png');
    expect(address('http://localhost:3000/mediax/abc.png')).toBe('http://localhost:3000/mediax/abc.png');
    expect(address('/media/covers/abc.png')).toBe('/media/covers/abc.png');
    expect(address('')).toBe('');
  });

  it('ignores a path in the site address', () => {
    expect(siteMediaAddress('https://shop.example.az/az/')('https://shop.example.az/media/a.png')).toBe('/media/a.png');
  });
});
