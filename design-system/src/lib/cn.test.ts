import { describe, expect, it } from 'vitest';
import { overriddenClasses } from './classConflicts.ts';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins strings, conditions and lists in order, dropping falsy values', () => {
    const hidden = false;
    expect(cn('flex gap-2', hidden && 'hidden', null, undefined, ['mt-4', { 'text-ink': true, 'text-sm': false }])).toBe(
      'flex gap-2 mt-4 text-ink',
    );
  });

  it('fails a test that joins two classes for the same property', () => {
    expect(() => cn('rounded-md px-4', 'rounded-full')).toThrow(/rounded-md overridden/);
    expect(() => cn('text-ink', 'text-danger-700')).toThrow(/text-ink/);
  });

  it('accepts classes that only look alike: other properties, other variants, a side of a padding', () => {
    expect(cn('text-ink text-base', 'hover:bg-sunken bg-surface', 'px-3 pl-9', 'lg:hidden flex')).toBe(
      'text-ink text-base hover:bg-sunken bg-surface px-3 pl-9 lg:hidden flex',
    );
  });
});

describe('overriddenClasses', () => {
  it('names every overridden class once', () => {
    expect(overriddenClasses('min-h-10 px-4 py-2 min-h-0 p-0 px-4')).toEqual(['min-h-10', 'py-2']);
    expect(overriddenClasses('relative inline-flex absolute')).toEqual(['relative']);
    expect(overriddenClasses('flex items-center gap-1')).toEqual([]);
  });
});
