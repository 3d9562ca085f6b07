import { describe, expect, it } from 'vitest';
import { displayUrlOf } from './qrPageItems.ts';

describe('displayUrlOf', () => {
  it('shows photos in their medium web size', () => {
    const url = '/media/specialAreal/QR/toy-2026/images/0123456789abcdef0123456789abcdef.jpg';
    expect(displayUrlOf({ type: 'image', downloadURL: url, sizes: null })).toBe(
      '/media/specialAreal/QR/toy-2026/images/0123456789abcdef0123456789abcdef_medium.webp',
    );
    expect(displayUrlOf({ type: 'image', downloadURL: url, sizes: { thumb: 't', medium: 'm', large: 'l' } })).toBe('m');
  });

  it('shows videos as they are', () => {
    const url = '/media/specialAreal/QR/toy-2026/videos/0123456789abcdef0123456789abcdef.mp4';
    expect(displayUrlOf({ type: 'video', downloadURL: url, sizes: null })).toBe(url);
  });
});
