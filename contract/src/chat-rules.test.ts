import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, isBlankMessage } from './chat-rules.ts';
import { chatMessageTextSchema } from './chats.ts';

describe('isBlankMessage (spec §5: blank text is not sent)', () => {
  it.each(['', '   ', '\n\t ', '\u00a0\u3000', '\u200b', '\u200c\u200d\u2060\ufeff', '\u00ad', '\u3164', '\u2800'])(
    '%j is blank',
    (text) => {
      expect(isBlankMessage(text)).toBe(true);
      expect(chatMessageTextSchema.safeParse(text).error?.issues[0]?.message).toBe('BLANK_MESSAGE');
    },
  );

  it.each(['a', ' ə ', '\u200b.\u200b', '❤️', '👍🏽', '0'])('%j is a message', (text) => {
    expect(isBlankMessage(text)).toBe(false);
    expect(chatMessageTextSchema.safeParse(text).success).toBe(true);
  });
});

describe('CHAT_MESSAGE_MAX', () => {
  it('counts a string’s length after trimming: an emoji is two, a letter with its accent as typed', () => {
    const fits = (text: string) => chatMessageTextSchema.safeParse(text).success;
    expect(fits(`  ${'😀'.repeat(CHAT_MESSAGE_MAX / 2)}  `)).toBe(true);
    expect(fits(`${'😀'.repeat(CHAT_MESSAGE_MAX / 2)}a`)).toBe(false);
    expect(fits('ə'.repeat(CHAT_MESSAGE_MAX))).toBe(true);
    expect(fits('e\u0301'.repeat(CHAT_MESSAGE_MAX / 2 + 1))).toBe(false);
  });
});
