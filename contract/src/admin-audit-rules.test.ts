import { describe, expect, it } from 'vitest';
import { bakuDayEnd, bakuDayStart, formatAdminDateTime } from './admin-audit-rules.ts';

describe('Baku days and times of the admin site', () => {
  it('a Baku day starts at 20:00 UTC of the day before and a "to" day includes its last minute', () => {
    expect(bakuDayStart('2026-03-02').toISOString()).toBe('2026-03-01T20:00:00.000Z');
    expect(bakuDayEnd('2026-03-02').toISOString()).toBe('2026-03-02T20:00:00.000Z');
  });

  it('shows an instant as DD.MM.YYYY HH:MM in Baku time', () => {
    expect(formatAdminDateTime('2026-03-01T20:30:00.000Z')).toBe('02.03.2026 00:30');
    expect(formatAdminDateTime('2026-12-31T05:07:00Z')).toBe('31.12.2026 09:07');
    expect(formatAdminDateTime('not a date')).toBe('');
  });
});
