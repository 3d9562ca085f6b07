import { MAX_PRICE, salePrice, type DiscountType } from './catalogue-rules.ts';

// The seller's catalogue tools: bulk edits over a selection, the products' CSV file, duplicates and
// the archive. Pure rules both sides share (no zod here: see index.ts).

/** Products one bulk edit, archive or delete may reach (all matching a filter, across pages). */
export const CATALOGUE_BULK_MAX = 5_000;
/** Changes a bulk edit's preview lists one by one (the rest are counted). */
export const CATALOGUE_PREVIEW_ROWS = 20;
/** Data rows a CSV file may hold. */
export const CATALOGUE_CSV_MAX_ROWS = 10_000;
/** A CSV file's size limit, in characters. */
export const CATALOGUE_CSV_MAX_CHARS = 12_000_000;
/** An import of more data rows than this runs as a background job with progress; smaller ones answer at once. */
export const CATALOGUE_IMPORT_INLINE_ROWS = 200;
/** Rows a background import writes per transaction (its progress steps). */
export const CATALOGUE_IMPORT_CHUNK_ROWS = 250;
/** Errors a dry run lists (the rest are counted). */
export const CATALOGUE_IMPORT_ERRORS_MAX = 500;
/** Longest SKU (the seller's own code of a product). */
export const SKU_MAX = 64;

/**
 * The CSV file's columns, the product form's fields by their wire names. `id` and `sku` find the
 * product to update; a row with neither creates one. `media` holds the gallery's addresses separated
 * by ` | `; `madeToOrder` is `true` or `false`.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'id',
  'sku',
  'productName',
  'authorName',
  'productPrice',
  'discountType',
  'discountValue',
  'saleType',
  'selectedCategory',
  'itemType',
  'stockCount',
  'processingDays',
  'madeToOrder',
  'customOrder',
  'status',
  'coverImage',
  'media',
  'productInfo',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/** Columns a file must have (the others keep the product's value, or the form's default for a new one). */
export const CATALOGUE_CSV_REQUIRED_COLUMNS: readonly CatalogueCsvColumn[] = ['productName'];
export const CSV_MEDIA_SEPARATOR = ' | ';

/** Coded reasons a CSV row or a bulk change is refused; the web app shows `catalogueTools.errors.{code}`. */
export const CATALOGUE_TOOLS_ERROR_CODES = {
  REQUIRED: 'REQUIRED',
  INVALID_NUMBER: 'INVALID_NUMBER',
  INVALID_VALUE: 'INVALID_VALUE',
  TOO_LONG: 'TOO_LONG',
  UNKNOWN_PRODUCT: 'UNKNOWN_PRODUCT',
  DUPLICATE_ROW: 'DUPLICATE_ROW',
  SKU_TAKEN: 'SKU_TAKEN',
  CATEGORY_NOT_ALLOWED: 'CATEGORY_NOT_ALLOWED',
  UNKNOWN_COLUMN: 'UNKNOWN_COLUMN',
  MISSING_COLUMN: 'MISSING_COLUMN',
  MALFORMED_CSV: 'MALFORMED_CSV',
  TOO_MANY_ROWS: 'TOO_MANY_ROWS',
  EMPTY_FILE: 'EMPTY_FILE',
  PRICE_OUT_OF_RANGE: 'PRICE_OUT_OF_RANGE',
  NOT_STOCKED: 'NOT_STOCKED',
  ARCHIVED: 'ARCHIVED',
  TOO_MANY_SELECTED: 'TOO_MANY_SELECTED',
  NOTHING_SELECTED: 'NOTHING_SELECTED',
  IMPORT_NOT_FOUND: 'IMPORT_NOT_FOUND',
  FILE_CHANGED: 'FILE_CHANGED',
} as const;
export type CatalogueToolsErrorCode = (typeof CATALOGUE_TOOLS_ERROR_CODES)[keyof typeof CATALOGUE_TOOLS_ERROR_CODES];

/* ---------------------------------------------------------------- prices */

/** A price change of a bulk edit: set every price, add (or take off, negative) an amount, or a percentage up or down. */
export type PriceChange = { op: 'set'; value: number } | { op: 'add'; value: number } | { op: 'percent'; value: number };

/** Manat (2 decimals) to whole qəpik, without binary-float surprises. */
export const qepikOf = (manat: number): number => Math.round(manat * 100 + (manat >= 0 ? 1e-9 : -1e-9));

/**
 * The price after a bulk change, computed in whole qəpik (a percentage rounds half away from zero),
 * or null when the result would be below 0 or above MAX_PRICE (the product is then left as it is and
 * the summary says so).
 */
export function priceAfterChange(price: number, change: PriceChange): number | null {
  const before = qepikOf(price);
  const after =
    change.op === 'set'
      ? qepikOf(change.value)
      : change.op === 'add'
        ? before + qepikOf(change.value)
        : before + Math.sign(change.value) * Math.round((before * Math.abs(change.value)) / 100);
  if (after < 0 || after > MAX_PRICE * 100) return null;
  return after / 100;
}

/** The sale price a changed price gives with the product's own discount (the form's rule). */
export const salePriceAfter = (price: number, discountType: DiscountType, discountValue: number): number =>
  salePrice(price, discountType, discountValue);

/* ---------------------------------------------------------------- CSV */

/** One parsed CSV record with the line (1-based) it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * RFC 4180 CSV (as ledger-rules' toCsv writes it): comma-separated, fields in double quotes may hold commas, quotes (doubled) and line
 * breaks; CRLF or LF; a leading byte-order mark is ignored; blank lines are skipped. Answers the records
 * with their first line, or the line of an unclosed quote.
 */
export function parseCsv(text: string): { records: CsvRecord[] } | { malformedAt: number } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let wasQuoted = false;
  let index = 0;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0] === '' && !wasQuoted)) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    wasQuoted = false;
  };
  while (index < source.length) {
    const char = source[index]!;
    if (quoted) {
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      wasQuoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (quoted) return { malformedAt: recordLine };
  if (cell !== '' || cells.length > 0 || wasQuoted) endRecord();
  return { records };
}

/** A text cell written with the ledger's formula guard (csvField: a leading apostrophe), read back as the value it was. */
export const csvValue = (cell: string): string => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** "Line 12, column productPrice": where a dry run found an error, sorted by line then column order. */
export interface CsvRowError {
  line: number;
  column: string;
  code: CatalogueToolsErrorCode;
}

export function sortRowErrors(errors: CsvRowError[]): CsvRowError[] {
  const order = (column: string) => {
    const at = (CATALOGUE_CSV_COLUMNS as readonly string[]).indexOf(column);
    return at < 0 ? CATALOGUE_CSV_COLUMNS.length : at;
  };
  return [...errors].sort((a, b) => a.line - b.line || order(a.column) - order(b.column));
}
