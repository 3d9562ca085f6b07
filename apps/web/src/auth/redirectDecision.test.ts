import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE, APP_REDIRECT_DELAY_MS, type PublicConfig } from '@marketplace/contract';
import { decideRedirect, type RedirectRequest } from './redirectDecision.ts';
import { handoffIssueUrl, handoffRedirectUrl, handoffStartUrl } from './siteAccounts.ts';

const config: PublicConfig = {
  siteUrl: 'https://hediyye.az',
  merchantUrl: 'https://merchant.hediyye.az',
  adminUrl: 'https://admin.hediyye.az',
  apiUrl: 'https://hediyye.az',
  appStoreUrl: 'https://apps.apple.com/app/id1',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=az.hediyye',
  whatsappNumber: '+994 12 555 00 00',
  chat: 'self',
  media: 'self',
};

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/124.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148';
const CODE = 'h4nd0ff-c0de-abcdefghijklmnop';

function decide(address: string, overrides: Partial<RedirectRequest> = {}) {
  const url = new URL(address);
  return decideRedirect({
    pathname: url.pathname,
    search: url.search,
    origin: url.origin,
    userAgent: ANDROID,
    config,
    ...overrides,
  });
}

describe('decideRedirect', () => {
  it('exchanges a sign-in code that arrives on the host of its kind', () => {
    expect(decide(handoffRedirectUrl(config, ACCOUNT_TYPE.MERCHANT, CODE))).toEqual({
      kind: 'exchange',
      type: ACCOUNT_TYPE.MERCHANT,
      code: CODE,
    });
    expect(decide(`https://hediyye.az/__rd?__ath&type=1&token=${CODE}`)).toEqual({
      kind: 'exchange',
      type: ACCOUNT_TYPE.CLIENT,
      code: CODE,
    });
  });

  it('forwards a code for another kind to that base, with the same query', () => {
    const search = `?__ath&type=2&token=${CODE}`;
    expect(decide(`https://hediyye.az/__rd${search}`)).toEqual({
      kind: 'forward',
      url: `https://merchant.hediyye.az/__rd${search}`,
    });
    expect(decide(`https://merchant.hediyye.az/__rd?__ath&type=0&token=${CODE}`)).toEqual({
      kind: 'forward',
      url: `https://admin.hediyye.az/__rd?__ath&type=0&token=${CODE}`,
    });
  });

  it('leaves for the home page when the sign-in parameters are missing or wrong', () => {
    for (const search of [
      '?__ath&type=1',
      '?__ath&token=x',
      '?__ath&type=7&token=x',
      '?__ath&type=1.0&token=x',
      '?__ath&type=2&from=evil',
    ]) {
      expect(decide(`https://hediyye.az/__rd${search}`)).toEqual({ kind: 'leave', url: '/' });
    }
    expect(decide('https://hediyye.az/__rd')).toEqual({ kind: 'leave', url: '/' });
  });

  it('sends /app and /t_app to the store of the device after the spec delay', () => {
    expect(decide('https://hediyye.az/app')).toEqual({
      kind: 'appStore',
      url: config.playStoreUrl,
      delayMs: APP_REDIRECT_DELAY_MS,
    });
    expect(decide('https://hediyye.az/t_app', { userAgent: IPHONE })).toEqual({
      kind: 'appStore',
      url: config.appStoreUrl,
      delayMs: 1200,
    });
  });

  it('logs out at /logout on either host', () => {
    expect(decide('https://hediyye.az/logout')).toEqual({ kind: 'logout' });
    expect(decide('https://merchant.hediyye.az/logout/')).toEqual({ kind: 'logout' });
  });

  it('starts a sign-in from another site on the target: keep a nonce, ask that site (one of ours) for a code', () => {
    expect(decide(handoffStartUrl(config, ACCOUNT_TYPE.MERCHANT, 'shopper'))).toEqual({
      kind: 'requestCode',
      type: ACCOUNT_TYPE.MERCHANT,
      from: 'shopper',
    });
    // Started on the wrong host: the target of that kind starts it.
    expect(decide('https://hediyye.az/__rd?__ath&type=2&from=shopper')).toEqual({
      kind: 'forward',
      url: 'https://merchant.hediyye.az/__rd?__ath&type=2&from=shopper',
    });
  });

  it('answers the target on the site that holds the login: a code for its nonce', () => {
    const url = handoffIssueUrl(config, 'shopper', ACCOUNT_TYPE.MERCHANT, 'n0nce-n0nce-n0nce-n0nce');
    expect(new URL(url).origin).toBe('https://hediyye.az');
    expect(decide(url)).toEqual({ kind: 'issueCode', type: ACCOUNT_TYPE.MERCHANT, nonce: 'n0nce-n0nce-n0nce-n0nce' });
  });

  it('gives the sign-in code precedence over the path', () => {
    expect(decide(`https://hediyye.az/logout?__ath&type=1&token=${CODE}`).kind).toBe('exchange');
  });
});

describe('handoffRedirectUrl', () => {
  it("builds the spec's redirect address with the code as token", () => {
    const url = new URL(handoffRedirectUrl({ ...config, merchantUrl: 'https://merchant.hediyye.az/' }, 2, 'a+b/c'));
    expect(url.origin).toBe('https://merchant.hediyye.az');
    expect(url.pathname).toBe('/__rd');
    expect(url.searchParams.has('__ath')).toBe(true);
    expect(url.searchParams.get('type')).toBe('2');
    expect(url.searchParams.get('token')).toBe('a+b/c');
  });
});
