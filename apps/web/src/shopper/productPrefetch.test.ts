import { describe, expect, it } from 'vitest';
import { productPageUrl } from './productPrefetch.ts';

const ORIGIN = 'http://localhost:3000';

describe('productPageUrl', () => {
  it('accepts product pages of this site, relative or absolute', () => {
    expect(productPageUrl('/item?name=xali&id=42', ORIGIN)?.href).toBe(`${ORIGIN}/item?name=xali&id=42`);
    expect(productPageUrl(`${ORIGIN}/item?id=42#photos`, ORIGIN)?.searchParams.get('id')).toBe('42');
  });

  it('refuses other pages, other sites and product links without an id', () => {
    expect(productPageUrl('/category?name=kilim&id=3', ORIGIN)).toBeNull();
    expect(productPageUrl('/item/extra?id=42', ORIGIN)).toBeNull();
    expect(productPageUrl('/item?name=xali', ORIGIN)).toBeNull();
    expect(productPageUrl('/item?id=%20', ORIGIN)).toBeNull();
    expect(productPageUrl('http://merchant.localhost:3000/item?id=42', ORIGIN)).toBeNull();
    expect(productPageUrl('https://example.com/item?id=42', ORIGIN)).toBeNull();
    expect(productPageUrl('http://[broken', ORIGIN)).toBeNull();
  });
});
