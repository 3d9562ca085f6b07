import { describe, expect, it } from 'vitest';
import { counterpartReadAfter, isCounterpartRead } from './chat-read-rules.ts';

describe('the other side’s read cursor', () => {
  it('stays as it was when the viewer’s own mark moves: a message the viewer just sent is not read', () => {
    // The buyer sends message 7: the server moves the buyer's own mark to 7 and says so live.
    expect(counterpartReadAfter(null, { side: 'user', lastReadId: '7' }, 'user')).toBeNull();
    expect(counterpartReadAfter('5', { side: 'user', lastReadId: '7' }, 'user')).toBe('5');
    // The seller's and support's own marks likewise.
    expect(counterpartReadAfter(null, { side: 'received', lastReadId: '8' }, 'received')).toBeNull();
    expect(counterpartReadAfter('3', { side: 'bot', lastReadId: '9' }, 'bot')).toBe('3');
  });

  it('follows the other side’s mark when it has read the viewer’s message', () => {
    expect(counterpartReadAfter(null, { side: 'received', lastReadId: '7' }, 'user')).toBe('7');
    expect(counterpartReadAfter('5', { side: 'user', lastReadId: '7' }, 'received')).toBe('7');
    expect(counterpartReadAfter(null, { side: 'bot', lastReadId: '12' }, 'user')).toBe('12');
    expect(counterpartReadAfter('4', { side: 'user', lastReadId: '12' }, 'bot')).toBe('12');
  });

  it('never goes back, compared as ids past a JavaScript number’s precision', () => {
    expect(counterpartReadAfter('10', { side: 'received', lastReadId: '9' }, 'user')).toBe('10');
    expect(counterpartReadAfter('9007199254740993', { side: 'received', lastReadId: '9007199254740992' }, 'user')).toBe(
      '9007199254740993',
    );
    expect(counterpartReadAfter('9007199254740992', { side: 'received', lastReadId: '9007199254740993' }, 'user')).toBe(
      '9007199254740993',
    );
  });

  it('tells the other side’s marks from the viewer’s own', () => {
    expect(isCounterpartRead('received', 'user')).toBe(true);
    expect(isCounterpartRead('bot', 'user')).toBe(true);
    expect(isCounterpartRead('user', 'user')).toBe(false);
    expect(isCounterpartRead('user', 'bot')).toBe(true);
  });
});
