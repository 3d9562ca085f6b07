import { describe, expect, it } from 'vitest';
import { isTrustedSource } from './origin-check.ts';

const SITES = new Set(['https://marketplace.az', 'https://merchant.marketplace.az', 'https://admin.marketplace.az']);
const trusted = (origin: string | undefined, fetchSite: string | undefined) => isTrustedSource({ origin, fetchSite }, SITES);

describe('isTrustedSource', () => {
  it('trusts our three sites by Origin, same-site or cross-site alike', () => {
    expect(trusted('https://merchant.marketplace.az', 'same-site')).toBe(true);
    expect(trusted('https://marketplace.az', 'same-origin')).toBe(true);
    expect(trusted('https://admin.marketplace.az', undefined)).toBe(true);
    expect(trusted('https://marketplace.az', 'cross-site')).toBe(true);
  });

  it('refuses any other Origin, "null" included, unless the browser says same-origin', () => {
    expect(trusted('https://evil.example', 'cross-site')).toBe(false);
    expect(trusted('https://evil.example', undefined)).toBe(false);
    expect(trusted('https://shop.marketplace.az', 'same-site')).toBe(false);
    expect(trusted('null', 'cross-site')).toBe(false);
    expect(trusted('null', 'same-origin')).toBe(false);
    expect(trusted('http://10.0.0.5:3000', 'same-origin')).toBe(true);
  });

  it('without an Origin: only same-origin or user-typed requests, and callers that are not browsers', () => {
    expect(trusted(undefined, 'same-origin')).toBe(true);
    expect(trusted(undefined, 'none')).toBe(true);
    expect(trusted(undefined, undefined)).toBe(true);
    expect(trusted(undefined, 'same-site')).toBe(false);
    expect(trusted(undefined, 'cross-site')).toBe(false);
  });
});
