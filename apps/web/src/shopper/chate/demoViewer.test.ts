import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { demoViewerOf } from './demoViewer.ts';

const TOKEN = 'a-session-token-of-some-length';

describe('demoViewerOf', () => {
  it('shows a guest the sample, a buyer their conversation and a seller the way to Messages', () => {
    expect(demoViewerOf({ token: null, accountType: null, id: null })).toBe('guest');
    expect(demoViewerOf({ token: TOKEN, accountType: ACCOUNT_TYPE.CLIENT, id: 'buyer-1' })).toBe('buyer');
    expect(demoViewerOf({ token: TOKEN, accountType: ACCOUNT_TYPE.MERCHANT, id: 'seller-1' })).toBe('seller');
  });
});
