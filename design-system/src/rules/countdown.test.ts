import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown.ts';

describe('secondsUntil', () => {
  it('counts whole seconds left, rounding up a started second', () => {
    expect(secondsUntil(45_000, 0)).toBe(45);
    expect(secondsUntil(45_000, 800)).toBe(45);
    expect(secondsUntil(45_000, 1_000)).toBe(44);
    expect(secondsUntil(45_000, 44_001)).toBe(1);
  });

  it('stops at 0 once the deadline has passed', () => {
    expect(secondsUntil(45_000, 45_000)).toBe(0);
    expect(secondsUntil(45_000, 90_000)).toBe(0);
  });
});

describe('formatCountdown', () => {
  it.each([
    [45, '0:45'],
    [5, '0:05'],
    [0, '0:00'],
    [60, '1:00'],
    [125, '2:05'],
  ])('shows %d seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-3)).toBe('0:00');
    expect(formatCountdown(9.7)).toBe('0:09');
  });
});
