import { ORDER_DUE_SOON_DAYS, ORDER_OPEN_STATUSES, daysUntil, type Language, type OrderStatus } from '@marketplace/contract';
import { formatCalendarDate, formatCalendarWeekday } from './calendarDate.ts';

/**
 * A Baku calendar day (YYYY-MM-DD, the orders' ship-by and arrival dates) as that same day in the
 * viewer's calendar: the date is the day itself, never shifted by the viewer's time zone.
 */
export function dateOfDay(day: string): Date {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** "20 yanvar 2026" for the day 2026-01-20, in the page's language. */
export function formatOrderDay(day: string, language: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatCalendarDate(dateOfDay(day), language) : '';
}

/** "cümə axşamı, 3 dekabr" ("Thu, 3 Dec" in en) for the day 2026-12-03: an estimate's near day. */
export function formatOrderWeekday(day: string, language: Language): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatCalendarWeekday(dateOfDay(day), language) : '';
}

/** How a seller's list marks an order's ship-by date. */
export type ShipByMark = 'late' | 'dueSoon' | null;

/**
 * `late` once an order still to leave the workshop is past its ship-by date (the server's `late`
 * says so too), `dueSoon` when it must leave within ORDER_DUE_SOON_DAYS of `today` (Baku), else null.
 */
export function shipByMark(order: { status: OrderStatus; shipBy: string; late?: boolean }, today: string): ShipByMark {
  if (!ORDER_OPEN_STATUSES.includes(order.status)) return null;
  const left = daysUntil(order.shipBy, today);
  if (order.late === true || left < 0) return 'late';
  return left <= ORDER_DUE_SOON_DAYS ? 'dueSoon' : null;
}
