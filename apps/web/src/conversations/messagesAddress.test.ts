import { describe, expect, it } from 'vitest';
import { messagesHref, openChatOf } from './messagesAddress.ts';

const CHAT = '0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f';

describe('the Messages page address', () => {
  it('keeps the open conversation in `chat`, and goes back to the list without it', () => {
    expect(messagesHref(CHAT)).toBe(`/messages?chat=${CHAT}`);
    expect(messagesHref(null)).toBe('/messages');
  });

  it('reads the open conversation back, none for a missing or blank one', () => {
    expect(openChatOf(`?chat=${CHAT}`)).toBe(CHAT);
    expect(openChatOf('?chat=%20')).toBeNull();
    expect(openChatOf('')).toBeNull();
  });
});
