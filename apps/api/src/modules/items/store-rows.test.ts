import { describe, expect, it } from 'vitest';
import { isoOfCreatedKey } from './store-rows.ts';

describe('isoOfCreatedKey', () => {
  it('prints a created key as Date#toISOString does: milliseconds, cut not rounded', () => {
    for (const key of [
      '2026-11-22T02:11:57.951999Z',
      '2026-01-01T00:00:00.000001Z',
      '1999-12-31T23:59:59.999999Z',
      '2026-06-15T12:00:00.500000Z',
    ]) {
      expect(isoOfCreatedKey(key)).toBe(new Date(key).toISOString());
    }
  });
});
