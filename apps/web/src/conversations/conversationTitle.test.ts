import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { conversationTitle } from './conversationTitle.ts';

const t = ((key: string) => key) as unknown as TFunction;
const parties = {
  buyer: { id: 'b', name: 'Leyla Əliyeva' },
  seller: { id: 's', companyName: 'Nar Emalatxanası', profileImage: null },
};

describe('conversationTitle', () => {
  it('names the store to the buyer and the buyer to the seller', () => {
    expect(conversationTitle({ ...parties, viewerSender: 'user' }, t)).toBe('Nar Emalatxanası');
    expect(conversationTitle({ ...parties, viewerSender: 'received' }, t)).toBe('Leyla Əliyeva');
  });

  it('says "a buyer" or "a store" for one who has given no name', () => {
    const nameless = { buyer: { id: 'b', name: ' ' }, seller: { id: 's', companyName: '', profileImage: null } };
    expect(conversationTitle({ ...nameless, viewerSender: 'received' }, t)).toBe('conversations.unnamedBuyer');
    expect(conversationTitle({ ...nameless, viewerSender: 'user' }, t)).toBe('conversations.unnamedStore');
  });
});
