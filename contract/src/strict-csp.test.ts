import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseWithoutEval } from './strict-csp.ts';

describe('parseWithoutEval', () => {
  it('turns zod code generation off and schemas still parse', () => {
    parseWithoutEval();
    expect(z.config().jitless).toBe(true);
    expect(z.strictObject({ a: z.number() }).safeParse({ a: 1, b: 2 }).success).toBe(false);
  });
});
