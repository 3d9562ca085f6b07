/** The box's width and height ratio as two positive numbers (falls back to the intrinsic size). */
export function boxRatio(aspectRatio: number | string | undefined, width: number, height: number): [number, number] {
  if (typeof aspectRatio === 'number' && aspectRatio > 0) return [aspectRatio * 1000, 1000];
  if (typeof aspectRatio === 'string') {
    const [w, h] = aspectRatio.split('/').map((part) => Number(part.trim()));
    if (w && h && w > 0 && h > 0) return [w, h];
  }
  return width > 0 && height > 0 ? [width, height] : [1, 1];
}

function greatestCommonDivisor(a: number, b: number): number {
  return b === 0 ? a : greatestCommonDivisor(b, a % b);
}

/**
 * The shapes our pages use, as static classes: the page's Content-Security-Policy refuses style
 * attributes, and a class costs the page no extra element.
 */
const SHAPE_CLASSES: Record<string, string> = {
  '1/1': 'aspect-square',
  '4/3': 'aspect-[4/3]',
  '3/4': 'aspect-[3/4]',
  '3/2': 'aspect-[3/2]',
  '16/9': 'aspect-video',
  '4/1': 'aspect-[4/1]',
};

/** The class that gives a box the ratio `width : height`; undefined for a shape without one. */
export function shapeClassOf([width, height]: [number, number]): string | undefined {
  if (!Number.isInteger(width) || !Number.isInteger(height)) return undefined;
  const divisor = greatestCommonDivisor(width, height);
  return SHAPE_CLASSES[`${width / divisor}/${height / divisor}`];
}
