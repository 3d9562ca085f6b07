import { describe, expect, it } from 'vitest';
import { pageCountOf, paginationWindow, parsePageNumber, responsivePaginationWindow, type ResponsiveSlot } from './pagination.ts';

describe('paginationWindow', () => {
  it('at the first page: two pages after it, then an ellipsis and the last', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 'ellipsis', 20]);
  });

  it('in the middle: first, ellipsis, two either side, ellipsis, last', () => {
    expect(paginationWindow(10, 20)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]);
  });

  it('at the last page: the first, an ellipsis, then the two pages before it', () => {
    expect(paginationWindow(20, 20)).toEqual([1, 'ellipsis', 18, 19, 20]);
  });

  it('shows a single left-out page instead of an ellipsis', () => {
    expect(paginationWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 20]);
    expect(paginationWindow(17, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 18, 19, 20]);
  });

  it('lists every page when they all fit', () => {
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('clamps a page outside the range and gives nothing without pages', () => {
    expect(paginationWindow(99, 7)).toEqual([1, 'ellipsis', 5, 6, 7]);
    expect(paginationWindow(-3, 7)).toEqual([1, 2, 3, 'ellipsis', 7]);
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(Number.NaN, 3)).toEqual([1, 2, 3]);
  });
});

/** The slots one screen width shows, in order. */
const shownOn = (slots: ResponsiveSlot[], width: 'narrow' | 'wide') =>
  slots.filter((entry) => entry.shownOn === 'all' || entry.shownOn === width).map((entry) => entry.slot);

describe('responsivePaginationWindow', () => {
  it('shows one page either side on narrow screens and two on wide ones, keeping the first and the last', () => {
    const slots = responsivePaginationWindow(5, 120);
    expect(shownOn(slots, 'narrow')).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 120]);
    expect(shownOn(slots, 'wide')).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis', 120]);
  });

  it('shares the slots both widths show, gaps included, so each is rendered once', () => {
    expect(responsivePaginationWindow(6, 120)).toEqual([
      { slot: 1, shownOn: 'all' },
      { slot: 'ellipsis', shownOn: 'all' },
      { slot: 4, shownOn: 'wide' },
      { slot: 5, shownOn: 'all' },
      { slot: 6, shownOn: 'all' },
      { slot: 7, shownOn: 'all' },
      { slot: 8, shownOn: 'wide' },
      { slot: 'ellipsis', shownOn: 'all' },
      { slot: 120, shownOn: 'all' },
    ]);
    // Page 5: the wide window shows page 2 where the narrow one has a gap.
    expect(responsivePaginationWindow(5, 120).slice(0, 3)).toEqual([
      { slot: 1, shownOn: 'all' },
      { slot: 'ellipsis', shownOn: 'narrow' },
      { slot: 2, shownOn: 'wide' },
    ]);
  });

  it('matches paginationWindow at each width, wherever the current page is', () => {
    for (const pageCount of [1, 2, 5, 7, 8, 9, 20, 120]) {
      for (let page = 1; page <= pageCount; page += 1) {
        const slots = responsivePaginationWindow(page, pageCount);
        expect(shownOn(slots, 'narrow'), `${page}/${pageCount}`).toEqual(paginationWindow(page, pageCount, 1));
        expect(shownOn(slots, 'wide'), `${page}/${pageCount}`).toEqual(paginationWindow(page, pageCount));
      }
    }
  });

  it('gives nothing without pages', () => {
    expect(responsivePaginationWindow(1, 0)).toEqual([]);
  });
});

describe('pageCountOf', () => {
  it('rounds up and never answers fewer than one page', () => {
    expect(pageCountOf(41, 20)).toBe(3);
    expect(pageCountOf(40, 20)).toBe(2);
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(10, 0)).toBe(1);
  });
});

describe('parsePageNumber', () => {
  it('reads positive whole numbers and falls back to page 1', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber(null)).toBe(1);
    expect(parsePageNumber('0')).toBe(1);
    expect(parsePageNumber('-2')).toBe(1);
    expect(parsePageNumber('2.5')).toBe(1);
    expect(parsePageNumber('abc')).toBe(1);
    expect(parsePageNumber('99999999')).toBe(1);
  });
});
