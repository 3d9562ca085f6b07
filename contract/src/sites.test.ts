import { describe, expect, it } from 'vitest';
import { siteForHost } from './sites.ts';

describe('siteForHost', () => {
  it.each([
    ['merchant.localhost', 'merchant'],
    ['merchant.localhost:3000', 'merchant'],
    ['MERCHANT.example.az', 'merchant'],
    ['admin.localhost', 'admin'],
    ['admin.example.az:8443', 'admin'],
    ['localhost', 'shopper'],
    ['localhost:3000', 'shopper'],
    ['www.example.az', 'shopper'],
    ['example.az', 'shopper'],
    ['127.0.0.1', 'shopper'],
    ['127.0.0.1:3000', 'shopper'],
    ['[::1]:3000', 'shopper'],
    ['shop.merchant.example.az', 'shopper'],
    ['merchants.example.az', 'shopper'],
    ['administrator.example.az', 'shopper'],
    ['', 'shopper'],
  ] as const)('%s → %s', (host, site) => {
    expect(siteForHost(host)).toBe(site);
  });

  it('treats a missing host as the shopper site', () => {
    expect(siteForHost(undefined)).toBe('shopper');
    expect(siteForHost(null)).toBe('shopper');
  });
});
