import { describe, expect, it } from 'vitest';
import { formatDay } from './day.ts';

describe('formatDay', () => {
  it('writes day, month and year with leading zeros', () => {
    expect(formatDay(new Date(2026, 11, 20, 10))).toBe('20.12.2026');
    expect(formatDay(new Date(2027, 0, 5, 23, 59))).toBe('05.01.2027');
  });
});
