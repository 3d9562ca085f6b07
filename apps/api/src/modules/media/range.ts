/** A single byte range, both ends inclusive, within a file of known size. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads an HTTP `Range` header (RFC 9110 §14) for a file of `size` bytes:
 * `undefined` = serve the whole file (no header, or a form we do not honour such as several ranges),
 * `'unsatisfiable'` = answer 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return undefined;
  return { start, end };
}
