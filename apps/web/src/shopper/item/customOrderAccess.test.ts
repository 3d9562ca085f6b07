import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { customOrderAccess } from './customOrderAccess.ts';

const TOKEN = 'a-session-token-of-some-length';

describe('customOrderAccess', () => {
  it('sends a visitor without a usable token to sign in', () => {
    expect(customOrderAccess({ token: null, accountType: null, id: null }, 'seller-1')).toBe('guest');
    expect(customOrderAccess({ token: 'short', accountType: ACCOUNT_TYPE.CLIENT, id: 'buyer-1' }, 'seller-1')).toBe('guest');
  });

  it('gives the seller of the product their Messages instead of a chat with themselves', () => {
    expect(customOrderAccess({ token: TOKEN, accountType: ACCOUNT_TYPE.MERCHANT, id: 'seller-1' }, 'seller-1')).toBe('own');
  });

  it("lets a buyer, or a seller on another store's product, chat", () => {
    expect(customOrderAccess({ token: TOKEN, accountType: ACCOUNT_TYPE.CLIENT, id: 'buyer-1' }, 'seller-1')).toBe('chat');
    expect(customOrderAccess({ token: TOKEN, accountType: ACCOUNT_TYPE.MERCHANT, id: 'seller-2' }, 'seller-1')).toBe('chat');
  });
});
