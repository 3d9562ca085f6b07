import { describe, expect, it } from 'vitest';
import type { ChatListMessage } from '@marketplace/design-system';
import { mergeMessages, newestStoredId, replyPreview, unseenReplies } from './supportMessages.ts';

const message = (
  id: string,
  sender: ChatListMessage['sender'] = 'user',
  delivery?: ChatListMessage['delivery'],
): ChatListMessage => ({
  id,
  chatId: 'c',
  text: `text ${id}`,
  sender,
  date: '2026-11-27T08:00:00.000Z',
  attachments: [],
  masked: false,
  ...(delivery ? { delivery } : {}),
});

describe('the support chat’s messages', () => {
  it('keeps each stored message once, in id order (past 2^53 and across digit counts), the ones on their way last', () => {
    const known = [message('9'), message('local-1', 'user', 'sending')];
    const merged = mergeMessages(known, [
      message('10', 'bot'),
      message('9'),
      message('9007199254740993', 'bot'),
      message('9007199254740992'),
    ]);
    expect(merged.map((m) => m.id)).toEqual(['9', '10', '9007199254740992', '9007199254740993', 'local-1']);
  });

  it('takes the stored copy of a message it knew (a live one after its history)', () => {
    const merged = mergeMessages([message('5', 'bot')], [{ ...message('5', 'bot'), text: 'stored' }]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.text).toBe('stored');
  });

  it('counts only support’s replies after the newest message seen as unseen', () => {
    const messages = [message('1', 'bot'), message('2'), message('3', 'bot'), message('4'), message('5', 'bot')];
    expect(unseenReplies(messages, '2').map((m) => m.id)).toEqual(['3', '5']);
    expect(unseenReplies(messages, '5')).toEqual([]);
    expect(unseenReplies(messages, null).map((m) => m.id)).toEqual(['1', '3', '5']);
  });

  it('moves “seen” to the newest stored message, never to one still on its way', () => {
    expect(newestStoredId([message('7'), message('8', 'bot'), message('local-2', 'user', 'sending')])).toBe('8');
    expect(newestStoredId([message('local-1', 'user', 'failed')])).toBeNull();
  });
});

describe('a reply’s preview in the bubble', () => {
  it('shows a short reply whole, its whitespace folded', () => {
    expect(replyPreview('  Salam!\n\nSifarişiniz   hazırdır.  ')).toBe('Salam! Sifarişiniz hazırdır.');
  });

  it('cuts a long reply at a word with an ellipsis', () => {
    const text = 'Hörmətli müştəri, sifarişinizin çatdırılması sabah saat on ikiyə qədər həyata keçiriləcək';
    const preview = replyPreview(text, 40);
    expect(preview.length).toBeLessThanOrEqual(41);
    expect(preview.endsWith('…')).toBe(true);
    expect(text.startsWith(preview.slice(0, -1))).toBe(true);
    expect(preview.at(-2)).not.toBe(' ');
  });

  it('cuts a long word where it must', () => {
    expect(replyPreview('a'.repeat(50), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});
