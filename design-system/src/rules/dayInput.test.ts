import { describe, expect, it } from 'vitest';
import { dayFromInput, dayToInput } from './dayInput.ts';

describe('dayFromInput', () => {
  it('reads DD.MM.YYYY as the day YYYY-MM-DD', () => {
    expect(dayFromInput('05.01.2026')).toBe('2026-01-05');
    expect(dayFromInput(' 31.12.2025 ')).toBe('2025-12-31');
  });

  it('takes single digits and the / and - separators too', () => {
    expect(dayFromInput('5.1.2026')).toBe('2026-01-05');
    expect(dayFromInput('05/01/2026')).toBe('2026-01-05');
    expect(dayFromInput('05-01-2026')).toBe('2026-01-05');
  });

  it('reads an empty field as no day', () => {
    expect(dayFromInput('')).toBeNull();
    expect(dayFromInput('   ')).toBeNull();
  });

  it('refuses days no calendar has and other text', () => {
    expect(dayFromInput('31.02.2026')).toBeUndefined();
    expect(dayFromInput('29.02.2025')).toBeUndefined();
    expect(dayFromInput('29.02.2028')).toBe('2028-02-29');
    expect(dayFromInput('00.01.2026')).toBeUndefined();
    expect(dayFromInput('15.13.2026')).toBeUndefined();
    expect(dayFromInput('2026-01-05')).toBeUndefined();
    expect(dayFromInput('05.01.26')).toBeUndefined();
    expect(dayFromInput('dünən')).toBeUndefined();
  });
});

describe('dayToInput', () => {
  it('writes a day as DD.MM.YYYY', () => {
    expect(dayToInput('2026-01-05')).toBe('05.01.2026');
  });

  it('writes nothing for no day or a malformed one', () => {
    expect(dayToInput(undefined)).toBe('');
    expect(dayToInput('5.1.2026')).toBe('');
  });

  it('reads back what it writes', () => {
    expect(dayFromInput(dayToInput('2027-11-30'))).toBe('2027-11-30');
  });
});
