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

/** Pages either side of the current one on narrow screens (phones), where two would wrap the bar. */
export const PAGINATION_SIBLINGS_NARROW = 1;

/** Which screen widths show a slot: both, or only the wide (`sm` and up) or narrow ones. */
export type SlotWidths = 'all' | 'wide' | 'narrow';

export interface ResponsiveSlot {
  slot: PaginationSlot;
  shownOn: SlotWidths;
}

type Width = Exclude<SlotWidths, 'all'>;

/** The gaps of a window as [page before, page after] pairs. */
function gapsOf(slots: PaginationSlot[]): Array<[number, number]> {
  return slots.flatMap((slot, index) =>
    slot === 'ellipsis' ? [[slots[index - 1] as number, slots[index + 1] as number] as [number, number]] : [],
  );
}

/**
 * The wide window (PAGINATION_SIBLINGS either side) and the narrow one (`narrowSiblings`) in one
 * list, so the server renders both and CSS shows one: each slot says which widths show it. Slots
 * both windows have are listed once; a gap left of the current page sits right after the page
 * before it, one right of it right before the page after it, so the two windows' gaps coincide.
 */
export function responsivePaginationWindow(
  page: number,
  pageCount: number,
  narrowSiblings = PAGINATION_SIBLINGS_NARROW,
): ResponsiveSlot[] {
  const windows: Record<Width, PaginationSlot[]> = {
    wide: paginationWindow(page, pageCount),
    narrow: paginationWindow(page, pageCount, narrowSiblings),
  };
  const widths = Object.keys(windows) as Width[];
  const pagesOf = (width: Width) => windows[width].filter((slot): slot is number => slot !== 'ellipsis');
  const pages = [...new Set(widths.flatMap(pagesOf))].sort((a, b) => a - b);
  if (pages.length === 0) return [];
  const current = Math.min(pages[pages.length - 1]!, Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)));
  const shownOn = (showing: Width[]): SlotWidths => (showing.length === widths.length ? 'all' : showing[0]!);

  const gapAt = (place: 'after' | 'before', at: number): ResponsiveSlot[] => {
    const showing = widths.filter((width) =>
      gapsOf(windows[width]).some(([before, after]) =>
        after <= current ? place === 'after' && before === at : place === 'before' && after === at,
      ),
    );
    return showing.length > 0 ? [{ slot: 'ellipsis', shownOn: shownOn(showing) }] : [];
  };

  return pages.flatMap((number) => [
    ...gapAt('before', number),
    { slot: number, shownOn: shownOn(widths.filter((width) => pagesOf(width).includes(number))) },
    ...gapAt('after', number),
  ]);
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
