import { describe, expect, it } from 'vitest';
import { readMarkToSend } from './readMark.ts';

const buyer = (id: string) => ({ id, sender: 'user' as const });
const seller = (id: string) => ({ id, sender: 'received' as const });

describe('readMarkToSend', () => {
  it('marks up to the newest message once the other side wrote something unmarked', () => {
    expect(readMarkToSend([buyer('1'), seller('2'), buyer('3')], 'user', null)).toBe('3');
    expect(readMarkToSend([buyer('9'), seller('10')], 'user', '9')).toBe('10');
  });

  it("sends nothing for the viewer's own messages or what was marked already", () => {
    expect(readMarkToSend([buyer('1'), buyer('2')], 'user', null)).toBeNull();
    expect(readMarkToSend([seller('2'), buyer('3')], 'user', '2')).toBeNull();
    expect(readMarkToSend([], 'received', null)).toBeNull();
  });

  it('compares ids as growing numbers, not as text', () => {
    expect(readMarkToSend([seller('10')], 'user', '9')).toBe('10');
    expect(readMarkToSend([seller('9')], 'user', '10')).toBeNull();
  });
});
