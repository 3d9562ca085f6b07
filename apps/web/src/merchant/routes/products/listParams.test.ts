import { describe, expect, it } from 'vitest';
import { productsHref, readListParams } from './listParams.ts';

describe('product list address', () => {
  it('reads page, status and search from the address', () => {
    expect(readListParams(new URLSearchParams('page=3&status=HIDDEN&q=+nar+'))).toEqual({ page: 3, status: 'HIDDEN', q: 'nar' });
  });

  it('falls back to page 1 of every product for missing or malformed values', () => {
    expect(readListParams(new URLSearchParams('page=-2&status=DELETED&q=%20'))).toEqual({ page: 1, status: undefined, q: undefined });
    expect(readListParams(new URLSearchParams('page=2.5'))).toEqual({ page: 1, status: undefined, q: undefined });
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(productsHref({})).toBe('/products');
    expect(productsHref({ page: 1, q: '  ' })).toBe('/products');
    const href = productsHref({ page: 4, status: 'ACTIVE', q: 'mis qazan' });
    expect(href).toBe('/products?q=mis+qazan&status=ACTIVE&page=4');
    expect(readListParams(new URL(href, 'http://merchant.localhost').searchParams)).toEqual({ page: 4, status: 'ACTIVE', q: 'mis qazan' });
  });
});
