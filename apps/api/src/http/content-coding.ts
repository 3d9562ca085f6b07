import type { ContentCoding } from './cached-body.ts';

/**
 * The coding to send for an Accept-Encoding header: br, else gzip, when the client accepts it
 * (named or through `*`, with a q-value above 0); undefined means the bytes as they are.
 */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | undefined {
  if (acceptsCoding(acceptEncoding, 'br')) return 'br';
  if (acceptsCoding(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

/** Whether an Accept-Encoding header accepts `coding` (named or through `*`, with a q-value above 0). */
export function acceptsCoding(acceptEncoding: string | undefined, coding: ContentCoding): boolean {
  if (!acceptEncoding) return false;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters
      .map((parameter) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}
