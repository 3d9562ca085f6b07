import { PROCESSING_DAYS_MAX, type BulkChange, type ItemStatus } from '@marketplace/contract';

/** The dialog's choices as the seller makes them (numbers as typed). */
export interface BulkEditValues {
  field: BulkChange['field'];
  /** For a price: set, up or down by an amount or a percentage; for stock: set, add or take away. */
  op: 'set' | 'increase' | 'decrease' | 'increasePercent' | 'decreasePercent';
  value: string;
  categoryId: string;
  status: ItemStatus;
}

export const BULK_FIELDS: ReadonlyArray<BulkChange['field']> = ['price', 'category', 'stock', 'status', 'processingDays'];
export const PRICE_OPS: ReadonlyArray<BulkEditValues['op']> = [
  'set',
  'increase',
  'decrease',
  'increasePercent',
  'decreasePercent',
];
export const STOCK_OPS: ReadonlyArray<BulkEditValues['op']> = ['set', 'increase', 'decrease'];

/** A typed number with either decimal sign ("12,5" or "12.5"); NaN for anything else. */
export function typedNumber(text: string): number {
  const clean = text.trim().replace(/\s/g, '');
  return /^\d+([.,]\d{1,2})?$/.test(clean) ? Number(clean.replace(',', '.')) : Number.NaN;
}

/**
 * The contract's change from the dialog's choices, or the translation key of what is wrong with
 * them (a price of 2 decimals, whole units of stock and days).
 */
export function bulkChangeOf(values: BulkEditValues): BulkChange | { error: string } {
  const number = typedNumber(values.value);
  const sign = values.op === 'decrease' || values.op === 'decreasePercent' ? -1 : 1;
  switch (values.field) {
    case 'price':
      if (Number.isNaN(number)) return { error: 'catalogueTools.bulk.errors.number' };
      if (values.op === 'increasePercent' || values.op === 'decreasePercent') {
        if (number > (sign < 0 ? 100 : 1000)) return { error: 'catalogueTools.bulk.errors.percent' };
        return { field: 'price', op: 'percent', value: sign * number };
      }
      return values.op === 'set'
        ? { field: 'price', op: 'set', value: number }
        : { field: 'price', op: 'add', value: sign * number };
    case 'stock':
      if (!Number.isInteger(number)) return { error: 'catalogueTools.bulk.errors.whole' };
      return values.op === 'set'
        ? { field: 'stock', op: 'set', value: number }
        : { field: 'stock', op: 'add', value: sign * number };
    case 'processingDays':
      if (!Number.isInteger(number) || number > PROCESSING_DAYS_MAX) return { error: 'catalogueTools.bulk.errors.days' };
      return { field: 'processingDays', value: number };
    case 'category':
      return values.categoryId
        ? { field: 'category', categoryId: Number(values.categoryId) }
        : { error: 'catalogueTools.bulk.errors.category' };
    case 'status':
      return { field: 'status', status: values.status };
  }
}
