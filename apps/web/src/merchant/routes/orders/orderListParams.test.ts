import { describe, expect, it } from 'vitest';
import { ordersHref, readOrderListParams } from './orderListParams.ts';

describe('the Orders list in the address', () => {
  it('reads a tab, a search, the newest-first sort and a page', () => {
    expect(readOrderListParams(new URLSearchParams('status=SHIPPED&q=%20Aysel%20&sort=newest&page=3'))).toEqual({
      page: 3,
      status: 'SHIPPED',
      q: 'Aysel',
      sort: 'newest',
    });
  });

  it('falls back to every order by ship-by date on page 1 for anything it does not know', () => {
    expect(readOrderListParams(new URLSearchParams('status=LOST&sort=price&page=-2&q=%20'))).toEqual({
      page: 1,
      status: undefined,
      q: undefined,
      sort: 'shipBy',
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(ordersHref({ page: 1, sort: 'shipBy' })).toBe('/orders');
    const href = ordersHref({ status: 'PLACED', q: '100023', sort: 'newest', page: 2 });
    expect(href).toBe('/orders?status=PLACED&q=100023&sort=newest&page=2');
    expect(readOrderListParams(new URL(href, 'https://merchant.example').searchParams)).toEqual({
      page: 2,
      status: 'PLACED',
      q: '100023',
      sort: 'newest',
    });
  });
});
