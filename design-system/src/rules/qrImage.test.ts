import { describe, expect, it } from 'vitest';
import { qrImageOf, svgDataUrl } from './qrImage.ts';

const URL_OF_PAGE = 'http://localhost:3000/speical/qr?qrCode=toy-2026-Xk3aB9_q2LmN';

describe('qrImageOf', () => {
  it('draws the address as a square code with its three finder patterns', () => {
    const image = qrImageOf(URL_OF_PAGE);
    expect(image.size).toBeGreaterThanOrEqual(21);
    expect((image.size - 17) % 4).toBe(0);
    // Each corner but the bottom right starts a 7×7 finder: dark ring, light ring, dark 3×3 centre.
    for (const [x, y] of [
      [0, 0],
      [image.size - 7, 0],
      [0, image.size - 7],
    ] as const) {
      expect(image.bitmap.get(x, y)).toBe(true);
      expect(image.bitmap.get(x + 6, y + 6)).toBe(true);
      expect(image.bitmap.get(x + 1, y + 1)).toBe(false);
      expect(image.bitmap.get(x + 3, y + 3)).toBe(true);
    }
    expect(image.path).toMatch(/^M/);
  });

  it('is the same code for the same address, another for another', () => {
    expect(qrImageOf(URL_OF_PAGE).path).toBe(qrImageOf(URL_OF_PAGE).path);
    expect(qrImageOf(`${URL_OF_PAGE}x`).path).not.toBe(qrImageOf(URL_OF_PAGE).path);
  });

  it('makes a standalone SVG file, black on white with the quiet zone', () => {
    const { svgSource, size } = qrImageOf(URL_OF_PAGE);
    expect(svgSource.startsWith('<?xml')).toBe(true);
    expect(svgSource).toContain(`viewBox="-4 -4 ${size + 8} ${size + 8}"`);
    expect(svgSource).toContain('fill="#ffffff"');
    expect(svgDataUrl(svgSource)).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3C%3Fxml/);
  });
});
