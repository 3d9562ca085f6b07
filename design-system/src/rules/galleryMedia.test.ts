import { describe, expect, it } from 'vitest';
import { galleryMedia, galleryMediaKind } from './galleryMedia.ts';

describe('galleryMedia', () => {
  it('puts the cover first and keeps the media order', () => {
    expect(galleryMedia('/media/covers/c.jpg', ['/media/images/a.jpg', '/media/videos/v.mp4'])).toEqual([
      { url: '/media/covers/c.jpg', kind: 'image' },
      { url: '/media/images/a.jpg', kind: 'image' },
      { url: '/media/videos/v.mp4', kind: 'video' },
    ]);
  });

  it('leaves out blanks and a cover repeated in the media', () => {
    expect(galleryMedia('', ['/a.jpg', ' ', '/a.jpg']).map((entry) => entry.url)).toEqual(['/a.jpg']);
    expect(galleryMedia('/a.jpg', ['/a.jpg', '/b.webm']).map((entry) => entry.url)).toEqual(['/a.jpg', '/b.webm']);
  });
});

describe('galleryMediaKind', () => {
  it.each([
    ['/media/videos/x.mp4', 'video'],
    ['https://cdn.example.az/v/x.MOV?token=1', 'video'],
    ['/media/images/x.webm#t=2', 'video'],
    ['/media/images/x.jpg', 'image'],
    ['/media/images/mp4.jpg', 'image'],
  ])('%s is %s', (url, kind) => {
    expect(galleryMediaKind(url)).toBe(kind);
  });
});
