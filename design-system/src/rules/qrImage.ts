import { correction, generate, type Bitmap2D } from 'lean-qr';
import { toSvgPath, toSvgSource } from 'lean-qr/extras/svg';

/** Modules of white around the code: the quiet zone a scanner needs (4 by the standard). */
export const QR_QUIET_ZONE = 4;

export interface QrImage {
  /** The bitmap, for the PNG (drawn through a canvas in the browser). */
  bitmap: Bitmap2D;
  /** Modules per side, without the quiet zone. */
  size: number;
  /** The dark modules as one SVG path in module units (for an inline `<svg>`). */
  path: string;
  /** A standalone SVG file of the code, black on white with its quiet zone, 1024 px wide. */
  svgSource: string;
}

/** A QR code of `text` (medium error correction: a printed code survives a scuff). */
export function qrImageOf(text: string): QrImage {
  const bitmap = generate(text, { minCorrectionLevel: correction.M });
  return {
    bitmap,
    size: bitmap.size,
    path: toSvgPath(bitmap),
    svgSource: toSvgSource(bitmap, {
      on: '#000000',
      off: '#ffffff',
      pad: QR_QUIET_ZONE,
      width: 1024,
      height: 1024,
      xmlDeclaration: true,
    }),
  };
}

/** The SVG file as a `data:` address, for a download link. */
export function svgDataUrl(svgSource: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgSource)}`;
}
