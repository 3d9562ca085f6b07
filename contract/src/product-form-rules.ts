import { POCKET_FEE_STEP } from './constants.ts';
import { roundMoney, type PocketType } from './catalogue-rules.ts';

// Product form rules (spec §2 "Product form", §5) without schemas: the form imports them without zod.

/** Spec §2: the media section appears only once the product name is longer than this. */
export const MEDIA_SECTION_NAME_OVER = 3;
/** pocketTypeSchema: a pocket type's name is at most this long. */
export const POCKET_NAME_MAX = 60;

/** Spec §2: the media section shows once the name (without surrounding spaces) is longer than 3 characters. */
export function showsMediaSection(productName: string): boolean {
  return productName.trim().length > MEDIA_SECTION_NAME_OVER;
}

/**
 * Spec §5/§9: one press of + or − (or an arrow key) on a pocket fee. The fee moves to the next
 * step of 0.5 in that direction (a typed 1.3 goes to 1.5 or 1), then `steps − 1` steps further
 * (Shift + arrow: 10 steps, 5 ₼), and never below 0.
 */
export function stepPocketFee(fee: number, direction: 1 | -1, steps = 1): number {
  const at = Number.isFinite(fee) ? fee / POCKET_FEE_STEP : 0;
  const next = direction === 1 ? Math.floor(at + 1e-9) + steps : Math.ceil(at - 1e-9) - steps;
  return Math.max(0, next * POCKET_FEE_STEP);
}

/** A typed pocket fee put on the 0.5 grid (nearest step), never below 0; unreadable input is 0. */
export function snapPocketFee(fee: number): number {
  if (!Number.isFinite(fee) || fee <= 0) return 0;
  return Math.round(fee / POCKET_FEE_STEP) * POCKET_FEE_STEP;
}

/** Reads a fee as typed, with a decimal comma or point ("2,5" and "2.5" are both 2.5); NaN when unreadable. */
export function parseDecimal(typed: string): number {
  const text = typed.trim().replace(/\s/g, '').replace(',', '.');
  return /^-?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : Number.NaN;
}

export type PocketNameProblem = 'empty' | 'duplicate' | 'tooLong';

/** Spec §5: a new pocket type's name must be non-empty after trimming; a second pocket of the same name is refused too. */
export function pocketNameProblem(name: string, existing: readonly Pick<PocketType, 'name'>[]): PocketNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'empty';
  if (trimmed.length > POCKET_NAME_MAX) return 'tooLong';
  const folded = trimmed.toLocaleLowerCase();
  return existing.some((pocket) => pocket.name.trim().toLocaleLowerCase() === folded) ? 'duplicate' : null;
}

/** The id of the next pocket type: one above the highest in use (the default 'Standart' is 1). */
export function nextPocketId(pocketTypes: readonly Pick<PocketType, 'id'>[]): number {
  return pocketTypes.reduce((highest, pocket) => Math.max(highest, pocket.id), 0) + 1;
}

/** A discount switched between percent and manat (see `switchDiscount`). */
export interface SwitchedDiscount {
  /** The discount in the new type: manat rounded to the qəpik, a percent to 0.01. */
  value: number;
  /**
   * The old discount was out of range and was brought into it first: 'over' (more than 100 % or
   * than the price), 'under' (below 0); null when it was in range.
   */
  clamped: 'over' | 'under' | null;
}

/**
 * Spec §5: the discount type switched between percent and manat keeps the sale price (Etsy-like):
 * price 80 ₼, 25 % → 20 ₼, and 20 ₼ → 25 %. Manat are rounded to the qəpik, a percent to 0.01.
 * The result is always a valid discount: a percent over 100 or an amount over the price is first
 * brought down to it, one below 0 up to 0 (`clamped` says so). Null when there is nothing to
 * convert by: a price or discount that cannot be read, or a price of 0.
 */
export function switchDiscount(price: number, discount: number, to: 'PERCENTAGE' | 'AMOUNT'): SwitchedDiscount | null {
  if (!Number.isFinite(price) || price <= 0 || !Number.isFinite(discount)) return null;
  const max = to === 'AMOUNT' ? 100 : price;
  const clamped = discount > max ? 'over' : discount < 0 ? 'under' : null;
  const inRange = Math.min(max, Math.max(0, discount));
  const value =
    to === 'AMOUNT'
      ? Math.min(price, roundMoney((price * inRange) / 100))
      : Math.min(100, Math.round((inRange / price) * 10_000 + 1e-9) / 100);
  return { value, clamped };
}
