import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE, type AccountType, type Site } from '@marketplace/contract';
import { decideLoginOutcome, type LoginOutcome } from './loginOutcome.ts';

const { ADMIN, CLIENT, MERCHANT } = ACCOUNT_TYPE;

describe('decideLoginOutcome', () => {
  const table: Array<[Site, AccountType, LoginOutcome]> = [
    ['shopper', CLIENT, 'signedIn'],
    ['shopper', MERCHANT, 'sellerElsewhere'],
    ['shopper', ADMIN, 'refused'],
    ['merchant', MERCHANT, 'signedIn'],
    ['merchant', CLIENT, 'offerUpgrade'],
    ['merchant', ADMIN, 'refused'],
    ['admin', ADMIN, 'signedIn'],
    ['admin', CLIENT, 'refused'],
    ['admin', MERCHANT, 'refused'],
  ];

  it.each(table)('on the %s host an account of type %i → %s', (site, type, outcome) => {
    expect(decideLoginOutcome(site, type)).toBe(outcome);
  });
});
