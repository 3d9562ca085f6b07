import { describe, expect, it } from 'vitest';
import { StatementNames } from './statement-names.ts';

describe('StatementNames', () => {
  it('gives one text one short name, and different texts different names', () => {
    const names = new StatementNames();
    const first = names.nameOf('SELECT 1');
    expect(first).toMatch(/^q[0-9a-f]{20}$/);
    expect(names.nameOf('SELECT 1')).toBe(first);
    expect(names.nameOf('SELECT 2')).not.toBe(first);
    // PostgreSQL cuts identifiers at 63 bytes; a longer name would collide after the cut.
    expect(Buffer.byteLength(first!)).toBeLessThanOrEqual(63);
  });

  it('names at most `limit` texts; the ones already named keep their names', () => {
    const names = new StatementNames(3);
    const kept = ['a', 'b', 'c'].map((text) => names.nameOf(`SELECT ${text}`));
    expect(kept.every((name) => name !== undefined)).toBe(true);
    expect(names.nameOf('SELECT d')).toBeUndefined();
    expect(names.nameOf('SELECT e')).toBeUndefined();
    expect(['a', 'b', 'c'].map((text) => names.nameOf(`SELECT ${text}`))).toEqual(kept);
    expect(names.size).toBe(3);
  });
});
