import { describe, expect, it } from 'vitest';
import type { PublicConfig } from '@marketplace/contract';
import { apiBaseUrl } from './apiBaseUrl.ts';

const config: PublicConfig = {
  siteUrl: 'http://localhost:3000',
  merchantUrl: 'http://merchant.localhost:3000',
  adminUrl: 'http://admin.localhost:3000',
  apiUrl: 'http://localhost:3000',
  appStoreUrl: 'https://www.apple.com/app-store/',
  playStoreUrl: 'https://play.google.com/store/apps',
  whatsappNumber: '+994 12 555 00 00',
  chat: 'self',
  media: 'self',
};

describe('apiBaseUrl', () => {
  it('calls the page’s own host when the API is served by the site hosts', () => {
    expect(apiBaseUrl(config)).toBe('');
    expect(apiBaseUrl({ ...config, apiUrl: 'http://merchant.localhost:3000/' })).toBe('');
  });

  it('uses a separately configured API host', () => {
    expect(apiBaseUrl({ ...config, apiUrl: 'https://api.hediyye.az' })).toBe('https://api.hediyye.az');
  });

  it('falls back to the own host for an empty or broken address', () => {
    expect(apiBaseUrl({ ...config, apiUrl: '' })).toBe('');
    expect(apiBaseUrl({ ...config, apiUrl: 'not a url' })).toBe('');
  });
});
