import { describe, expect, it } from 'vitest';
import { lastReadOwnMessageId } from './chatMessages.ts';

describe('lastReadOwnMessageId', () => {
  const messages = [
    { id: '1', sender: 'user' },
    { id: '2', sender: 'received' },
    { id: '3', sender: 'user' },
    { id: '5', sender: 'user' },
    { id: 'tmp-1', sender: 'user', delivery: 'sending' },
  ];

  it("marks the viewer's last message at or before the other side's read cursor", () => {
    expect(lastReadOwnMessageId(messages, 'user', '4')).toBe('3');
    expect(lastReadOwnMessageId(messages, 'user', '5')).toBe('5');
    expect(lastReadOwnMessageId(messages, 'user', '99')).toBe('5');
  });

  it('marks nothing before anything is read, or when only the other side wrote', () => {
    expect(lastReadOwnMessageId(messages, 'user', null)).toBeNull();
    expect(lastReadOwnMessageId(messages, 'received', '1')).toBeNull();
    expect(lastReadOwnMessageId(messages, 'received', '2')).toBe('2');
  });
});
