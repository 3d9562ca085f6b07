import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it can, and finds out by trying, which a
 * page under a strict CSP (no 'unsafe-eval') reports as a violation on every load. Pages call
 * this once before parsing anything; schemas then parse the same, without code generation.
 */
export function parseWithoutEval(): void {
  z.config({ jitless: true });
}
