import { describe, expect, it } from 'vitest';
import { productsHref, productsSearchHref, readListParams } from './listParams.ts';

describe('product list address', () => {
  it('reads page, status and search from the address', () => {
    expect(readListParams(new URLSearchParams('page=3&status=HIDDEN&q=+nar+'))).toEqual({ page: 3, status: 'HIDDEN', q: 'nar' });
  });

  it('falls back to page 1 of every product for missing or malformed values', () => {
    expect(readListParams(new URLSearchParams('page=-2&status=DELETED&q=%20'))).toEqual({
      page: 1,
      status: undefined,
      q: undefined,
    });
    expect(readListParams(new URLSearchParams('page=2.5'))).toEqual({ page: 1, status: undefined, q: undefined });
  });

  it('reads the Archived view as a status of the address', () => {
    expect(readListParams(new URLSearchParams('status=ARCHIVED&page=2'))).toEqual({ page: 2, status: 'ARCHIVED', q: undefined });
    expect(productsHref({ status: 'ARCHIVED' })).toBe('/products?status=ARCHIVED');
  });

  it('writes only what differs from the defaults, and round-trips', () => {
    expect(productsHref({})).toBe('/products');
    expect(productsHref({ page: 1, q: '  ' })).toBe('/products');
    const href = productsHref({ page: 4, status: 'ACTIVE', q: 'mis qazan' });
    expect(href).toBe('/products?q=mis+qazan&status=ACTIVE&page=4');
    expect(readListParams(new URL(href, 'http://merchant.localhost').searchParams)).toEqual({
      page: 4,
      status: 'ACTIVE',
      q: 'mis qazan',
    });
  });
});

describe('productsSearchHref', () => {
  it('keeps the status filter of the list being searched and starts from page 1', () => {
    expect(productsSearchHref('xalça', new URLSearchParams('status=HIDDEN&page=3&q=vaza'))).toBe(
      `/products?q=${encodeURIComponent('xalça')}&status=HIDDEN`,
    );
  });

  it('searches every product from elsewhere in the panel, and a blank search clears only the words', () => {
    expect(productsSearchHref('vaza')).toBe('/products?q=vaza');
    expect(productsSearchHref('  ', new URLSearchParams('status=ACTIVE&q=vaza'))).toBe('/products?status=ACTIVE');
  });
});
