import { describe, expect, it } from 'vitest';
import { compareMessageIds, isLaterMessageId } from './chat-message-ids.ts';
import { LIVE_FROM_START } from './chat-live-rules.ts';

describe('message ids', () => {
  it('compare as the numbers they spell, past the precision of a JavaScript number', () => {
    expect(compareMessageIds('9', '10')).toBeLessThan(0);
    expect(compareMessageIds('10', '9')).toBeGreaterThan(0);
    expect(compareMessageIds('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
    expect(compareMessageIds('90071992547409930', '90071992547409931')).toBeLessThan(0);
    expect(compareMessageIds('42', '42')).toBe(0);
  });

  it('put nothing seen (null) and the chat’s start before every message', () => {
    expect(compareMessageIds(null, '1')).toBeLessThan(0);
    expect(compareMessageIds('1', null)).toBeGreaterThan(0);
    expect(compareMessageIds(null, null)).toBe(0);
    expect(isLaterMessageId('1', LIVE_FROM_START)).toBe(true);
    expect(isLaterMessageId('1', null)).toBe(true);
  });

  it('tell a later id from the same or an earlier one', () => {
    expect(isLaterMessageId('10', '9')).toBe(true);
    expect(isLaterMessageId('9', '10')).toBe(false);
    expect(isLaterMessageId('42', '42')).toBe(false);
  });
});
