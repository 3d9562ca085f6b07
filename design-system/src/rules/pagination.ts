import { PAGINATION_SIBLINGS } from '@marketplace/contract';

/** One slot of a pagination bar: a page number, or a gap standing for the pages left out. */
export type PaginationSlot = number | 'ellipsis';

/**
 * Spec §2: the current page with PAGINATION_SIBLINGS pages either side, plus the first and
 * the last, with an ellipsis for every gap. A gap of exactly one page shows that page instead:
 * an ellipsis standing for a single number hides nothing and costs the same room.
 * `page` is clamped into 1…pageCount; no pages → no slots.
 */
export function paginationWindow(page: number, pageCount: number, siblings = PAGINATION_SIBLINGS): PaginationSlot[] {
  const last = Math.floor(pageCount);
  if (!Number.isFinite(last) || last < 1) return [];
  const current = Math.min(last, Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)));
  const from = Math.max(1, current - siblings);
  const to = Math.min(last, current + siblings);

  const slots: PaginationSlot[] = [];
  if (from > 1) {
    slots.push(1);
    if (from === 3) slots.push(2);
    else if (from > 3) slots.push('ellipsis');
  }
  for (let number = from; number <= to; number += 1) slots.push(number);
  if (to < last) {
    if (to === last - 2) slots.push(last - 1);
    else if (to < last - 2) slots.push('ellipsis');
    slots.push(last);
  }
  return slots;
}

/** How many pages `total` entries fill at `pageSize` per page (at least 1, so page 1 always exists). */
export function pageCountOf(total: number, pageSize: number): number {
  if (!(pageSize > 0) || !(total > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/** A `?page=` value as a page number: anything but a positive whole number means page 1. */
export function parsePageNumber(value: string | null | undefined): number {
  if (!value || !/^[0-9]{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
