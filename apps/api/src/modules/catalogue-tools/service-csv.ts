import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_ROWS,
  CATALOGUE_CSV_REQUIRED_COLUMNS,
  CATALOGUE_IMPORT_CHUNK_ROWS,
  CATALOGUE_IMPORT_ERRORS_MAX,
  CATALOGUE_IMPORT_INLINE_ROWS,
  CATALOGUE_TOOLS_ERROR_CODES as CODES,
  CSV_MEDIA_SEPARATOR,
  SKU_MAX,
  csvValue,
  importCsvRequestSchema,
  itemInputSchema,
  parseCsv,
  sortRowErrors,
  toCsv,
  type CatalogueCsvColumn,
  type CatalogueToolsErrorCode,
  type CsvRowError,
  type ImportCsvRequest,
  type ImportState,
  type ImportSummary,
  type ItemFields,
  type ItemInput,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';
import { assertLeafCategory } from '../categories/service.ts';
import { createItems, updateItem } from '../items/service.ts';
import { isCategoryPermitted } from '../sellers/service.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { catalogueToolsChanged, queueImport } from './events.ts';
import { catalogueToolsErrors } from './errors.ts';
import {
  csvItemsByIds,
  csvItemsBySkus,
  importById,
  insertImport,
  itemsForCsv,
  keptFieldsOf,
  updateImport,
  writeSkus,
  type CsvItemRow,
  type ImportRow,
} from './store.ts';

/**
 * The seller's products as a CSV file and back. The file's columns are the product form's
 * (CATALOGUE_CSV_COLUMNS); a row with an `id` or a known `sku` updates that product, any other row
 * creates one. Every import is checked in full first (the dry run answers that check): each row's
 * errors by line and column, and what would be created, updated or left unchanged; nothing is
 * written while an error is left. Rows that change nothing are not written, so a file exported and
 * imported again answers "no changes". Writes go through the catalogue's own createItems and
 * updateItem, so every rule of the product form applies. A file of more than
 * CATALOGUE_IMPORT_INLINE_ROWS rows is written by a background job in chunks, its progress kept.
 */

/* ---------------------------------------------------------------- export */

const money = (value: number) => value.toFixed(2);

function csvRowOf(item: CsvItemRow): string[] {
  const values: Record<CatalogueCsvColumn, string> = {
    id: item.id,
    sku: item.sku ?? '',
    productName: item.productName,
    authorName: item.authorName,
    productPrice: money(item.productPrice),
    discountType: item.discountType,
    discountValue: money(item.discountValue),
    saleType: item.saleType,
    selectedCategory: String(item.categoryId),
    itemType: String(item.itemType),
    stockCount: String(item.stockCount),
    processingDays: String(item.processingDays),
    madeToOrder: String(item.madeToOrder),
    customOrder: String(item.customOrder),
    status: item.status,
    coverImage: item.coverImage,
    media: item.media.join(CSV_MEDIA_SEPARATOR),
    productInfo: item.productInfo,
  };
  return CATALOGUE_CSV_COLUMNS.map((column) => values[column]);
}

/** GET exportItemsCsv: the seller's products (the archived ones, or all the others), newest first. */
export async function exportCsv(db: Database, sellerId: string, archived: boolean): Promise<string> {
  const found = await itemsForCsv(db, sellerId, archived);
  const header = CATALOGUE_CSV_COLUMNS.map((column) => ({ value: column }));
  const rows = found.map((item) =>
    csvRowOf(item).map((value, at) => ({
      value,
      kind: NUMBER_COLUMNS.has(CATALOGUE_CSV_COLUMNS[at]!) ? ('number' as const) : ('text' as const),
    })),
  );
  return toCsv([header, ...rows]);
}

/* ---------------------------------------------------------------- check */

/** One data row as the check understood it. */
interface PlannedRow {
  /** Index among the data rows (file order). */
  index: number;
  line: number;
  action: 'create' | 'update' | 'unchanged';
  id: string | null;
  sku: string | null;
  form: ItemInput;
}

interface Plan {
  summary: ImportSummary;
  rows: PlannedRow[];
}

const NUMBER_COLUMNS = new Set<CatalogueCsvColumn>([
  'productPrice',
  'discountValue',
  'selectedCategory',
  'itemType',
  'stockCount',
  'processingDays',
  'customOrder',
]);

/** A number as sellers write it: `12.50`, `12,50`, ` 12 `. NaN when it is none. */
function numberOf(cell: string): number {
  const text = cell.trim().replace(/\s/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(text)) return Number.NaN;
  return Number(text.replace(',', '.'));
}

/** The form of an existing product (the fields the file does not hold kept as they are). */
function formOfRow(item: CsvItemRow, kept: KeptFields): ItemInput {
  return {
    productName: item.productName,
    authorName: item.authorName,
    productPrice: item.productPrice,
    discountType: item.discountType,
    discountValue: item.discountValue,
    saleType: item.saleType,
    selectedCategory: item.categoryId,
    productInfo: item.productInfo,
    coverImage: item.coverImage,
    media: item.media,
    customOrder: item.customOrder,
    stockCount: item.stockCount,
    itemType: item.itemType as ItemInput['itemType'],
    attributes: kept.attributes,
    pocketTypes: kept.pocketTypes,
    pocketFees: kept.pocketFees,
    status: item.status,
    madeToOrder: item.madeToOrder,
    processingDays: item.processingDays,
    personalization: kept.personalization,
  };
}

type KeptFields = Pick<ItemInput, 'attributes' | 'pocketTypes' | 'pocketFees' | 'personalization'>;
const NEW_PRODUCT: KeptFields = { attributes: [], pocketTypes: [], pocketFees: {} };

/** The file's cells over a form: each column present sets its field; a cell that is no value of it is an error. */
function applyCells(
  base: ItemInput,
  cells: ReadonlyMap<CatalogueCsvColumn, string>,
  error: (column: string, code: CatalogueToolsErrorCode) => void,
): ItemInput {
  const form: Record<string, unknown> = { ...base };
  for (const [column, raw] of cells) {
    const cell = csvValue(raw);
    if (column === 'id' || column === 'sku') continue;
    if (NUMBER_COLUMNS.has(column)) {
      const value = numberOf(cell);
      if (cell.trim() === '') error(column, CODES.REQUIRED);
      else if (Number.isNaN(value)) error(column, CODES.INVALID_NUMBER);
      else form[column] = value;
    } else if (column === 'madeToOrder') {
      const value = cell.trim().toLowerCase();
      if (value === 'true' || value === 'false') form.madeToOrder = value === 'true';
      else error(column, CODES.INVALID_VALUE);
    } else if (column === 'media') {
      form.media = cell
        .split('|')
        .map((part) => part.trim())
        .filter(Boolean);
    } else {
      form[column] = column === 'productInfo' ? cell : cell.trim();
    }
  }
  return form as ItemInput;
}

/** The CSV column a form field's refusal is shown on. */
function columnOfIssue(path: ReadonlyArray<PropertyKey>): string {
  const field = String(path[0] ?? '');
  return field === 'selectedItems' ? 'attributes' : field;
}

function codeOfIssue(issue: { code: string; origin?: string }): CatalogueToolsErrorCode {
  if (issue.code === 'too_big' && issue.origin === 'string') return CODES.TOO_LONG;
  if (issue.code === 'too_small' && issue.origin === 'string') return CODES.REQUIRED;
  return CODES.INVALID_VALUE;
}

const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

/** What the checked form stores, compared with the product as it is: has anything the file holds changed? */
function differs(fields: ItemFields, item: CsvItemRow, sku: string | null): boolean {
  const now = formOfRow(item, NEW_PRODUCT);
  const keys: Array<keyof ItemFields & keyof ItemInput> = [
    'productName',
    'authorName',
    'productPrice',
    'discountType',
    'discountValue',
    'saleType',
    'selectedCategory',
    'productInfo',
    'coverImage',
    'customOrder',
    'itemType',
    'status',
    'madeToOrder',
    'processingDays',
  ];
  if (keys.some((key) => fields[key] !== now[key])) return true;
  // A product without stock keeps 0 whatever the file says (the form's rule).
  if (fields.itemType === 3 && fields.stockCount !== item.stockCount) return true;
  if ((fields.discountType === '' ? 0 : fields.discountValue) !== item.discountValue) return true;
  if (fields.media.join('\n') !== item.media.join('\n')) return true;
  return sku !== (item.sku ?? null) && sku !== null;
}

/** Checks a whole file against the seller's products as they are now; writes nothing. */
async function checkFile(db: Database, sellerId: string, csv: string): Promise<Plan> {
  const errors: CsvRowError[] = [];
  const summary = (rows: number, created = 0, updated = 0, unchanged = 0): ImportSummary => {
    const sorted = sortRowErrors(errors);
    return {
      rows,
      created,
      updated,
      unchanged,
      errors: sorted.slice(0, CATALOGUE_IMPORT_ERRORS_MAX),
      moreErrors: Math.max(0, sorted.length - CATALOGUE_IMPORT_ERRORS_MAX),
    };
  };
  const parsed = parseCsv(csv);
  if ('malformedAt' in parsed) {
    errors.push({ line: parsed.malformedAt, column: '', code: CODES.MALFORMED_CSV });
    return { summary: summary(0), rows: [] };
  }
  const [header, ...records] = parsed.records;
  if (!header) {
    errors.push({ line: 1, column: '', code: CODES.EMPTY_FILE });
    return { summary: summary(0), rows: [] };
  }
  const columns = header.cells.map((cell) => cell.trim());
  for (const column of columns) {
    if (!(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(column))
      errors.push({ line: header.line, column, code: CODES.UNKNOWN_COLUMN });
  }
  for (const column of CATALOGUE_CSV_REQUIRED_COLUMNS) {
    if (!columns.includes(column)) errors.push({ line: header.line, column, code: CODES.MISSING_COLUMN });
  }
  if (records.length === 0) errors.push({ line: header.line, column: '', code: CODES.EMPTY_FILE });
  if (records.length > CATALOGUE_CSV_MAX_ROWS) errors.push({ line: header.line, column: '', code: CODES.TOO_MANY_ROWS });
  if (errors.length > 0) return { summary: summary(records.length), rows: [] };

  const cellsOf = (cells: readonly string[]) =>
    new Map(columns.map((column, at) => [column as CatalogueCsvColumn, cells[at] ?? ''] as const));
  const table = records.map((record) => ({ line: record.line, cells: cellsOf(record.cells) }));

  // The products the file names, read at once.
  const ids = [...new Set(table.map((row) => row.cells.get('id')?.trim() ?? '').filter(isUuid))];
  const skus = [...new Set(table.map((row) => csvValue(row.cells.get('sku') ?? '').trim()).filter(Boolean))];
  const [byIdRows, bySkuRows] = await Promise.all([csvItemsByIds(db, ids), csvItemsBySkus(db, sellerId, skus)]);
  const byId = new Map(byIdRows.map((row) => [row.id, row]));
  const bySku = new Map(bySkuRows.map((row) => [row.sku!, row]));
  const keptIds = [...new Set([...byIdRows.filter((row) => row.merchantId === sellerId), ...bySkuRows].map((row) => row.id))];
  const kept = await keptFieldsOf(db, keptIds);

  const seenIds = new Set<string>();
  const seenSkus = new Set<string>();
  const categories = new Map<number, number[]>();
  const planned: PlannedRow[] = [];
  table.forEach(({ line, cells }, index) => {
    const error = (column: string, code: CatalogueToolsErrorCode) => errors.push({ line, column, code });
    const idCell = cells.get('id')?.trim() ?? '';
    const skuCell = cells.has('sku') ? csvValue(cells.get('sku') ?? '').trim() : null;
    let target: CsvItemRow | undefined;
    if (idCell) {
      const found = isUuid(idCell) ? byId.get(idCell) : undefined;
      if (!found || found.merchantId !== sellerId) error('id', CODES.UNKNOWN_PRODUCT);
      else if (seenIds.has(idCell)) error('id', CODES.DUPLICATE_ROW);
      else target = found;
      seenIds.add(idCell);
    } else if (skuCell) {
      target = bySku.get(skuCell);
      if (target && seenIds.has(target.id)) error('sku', CODES.DUPLICATE_ROW);
      if (target) seenIds.add(target.id);
    }
    if (skuCell) {
      if (skuCell.length > SKU_MAX) error('sku', CODES.TOO_LONG);
      else if (seenSkus.has(skuCell)) error('sku', CODES.DUPLICATE_ROW);
      else {
        const owner = bySku.get(skuCell);
        if (owner && target && owner.id !== target.id) error('sku', CODES.SKU_TAKEN);
        if (owner && !target && idCell) error('sku', CODES.SKU_TAKEN);
      }
      seenSkus.add(skuCell);
    }
    const base = target
      ? formOfRow(target, kept.get(target.id) ?? NEW_PRODUCT)
      : ({ ...NEW_PRODUCT, productInfo: '', productName: '', authorName: '' } as unknown as ItemInput);
    const before = errors.length;
    const form = applyCells(base, cells, error);
    const checked = itemInputSchema.safeParse(form);
    if (!checked.success) {
      const marked = new Set(errors.slice(before).map((known) => known.column));
      for (const issue of checked.error.issues) {
        const column = columnOfIssue(issue.path);
        if (marked.has(column)) continue;
        marked.add(column);
        error(column, codeOfIssue(issue as { code: string; origin?: string }));
      }
      return;
    }
    if (isBlankHtml(checked.data.productInfo)) {
      error('productInfo', CODES.REQUIRED);
      return;
    }
    const category = checked.data.selectedCategory;
    if (!target || target.categoryId !== category) categories.set(category, [...(categories.get(category) ?? []), line]);
    const sku = skuCell === null ? (target?.sku ?? null) : skuCell || null;
    const action = !target ? 'create' : differs(checked.data, target, skuCell === null ? null : sku) ? 'update' : 'unchanged';
    planned.push({ index, line, action, id: target?.id ?? null, sku, form });
  });

  // A new or changed category must be a leaf the store may use: checked once per category.
  for (const [category, lines] of categories) {
    let allowed = true;
    try {
      await assertLeafCategory(db, category);
      allowed = await isCategoryPermitted(db, sellerId, category);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      allowed = false;
    }
    if (!allowed) for (const line of lines) errors.push({ line, column: 'selectedCategory', code: CODES.CATEGORY_NOT_ALLOWED });
  }
  const count = (action: PlannedRow['action']) => planned.filter((row) => row.action === action).length;
  if (errors.length > 0) return { summary: summary(records.length), rows: [] };
  return { summary: summary(records.length, count('create'), count('update'), count('unchanged')), rows: planned };
}

/* ---------------------------------------------------------------- write */

/** Writes the planned rows (those that change anything): creates in one statement, updates one by one. */
async function writeRows(db: Database, sellerId: string, rows: readonly PlannedRow[]): Promise<void> {
  const creates = rows.filter((row) => row.action === 'create');
  if (creates.length > 0) {
    const ids = await createItems(
      db,
      sellerId,
      creates.map((row) => ({ input: row.form })),
    );
    await writeSkus(
      db,
      creates.flatMap((row, at) => (row.sku ? [{ id: ids[at]!, sku: row.sku }] : [])),
    );
  }
  for (const row of rows) {
    if (row.action !== 'update' || !row.id) continue;
    await updateItem(db, sellerId, { ...row.form, id: row.id });
    await writeSkus(db, [{ id: row.id, sku: row.sku }]);
  }
}

const stateOf = (row: Pick<ImportRow, 'id' | 'status' | 'dryRun' | 'processed' | 'summary'>): ImportState => ({
  id: row.id,
  status: row.status,
  dryRun: row.dryRun,
  processed: row.processed,
  summary: row.summary,
});

/**
 * POST importItemsCsv. A dry run answers the check. Otherwise a file with errors is refused as the
 * check found it (FAILED, nothing written); a small file is written at once (DONE); a larger one is
 * queued (QUEUED) and its progress read with getImport.
 */
export async function importCsv(db: Database, jobs: JobQueue, sellerId: string, input: ImportCsvRequest): Promise<ImportState> {
  const { csv, dryRun } = importCsvRequestSchema.parse(input);
  const plan = await checkFile(db, sellerId, csv);
  const failed = plan.summary.errors.length > 0;
  if (dryRun || failed) {
    return { id: '', status: failed ? 'FAILED' : 'DONE', dryRun, processed: 0, summary: plan.summary };
  }
  if (plan.summary.rows <= CATALOGUE_IMPORT_INLINE_ROWS) {
    await writeRows(db, sellerId, plan.rows);
    if (plan.summary.created + plan.summary.updated > 0) await catalogueToolsChanged(db);
    const row = await insertImport(db, {
      sellerId,
      status: 'DONE',
      dryRun: false,
      csv: '',
      summary: plan.summary,
      processed: plan.summary.rows,
    });
    return stateOf(row);
  }
  const row = await insertImport(db, { sellerId, status: 'QUEUED', dryRun: false, csv, summary: plan.summary, processed: 0 });
  await queueImport(jobs, row.id);
  return stateOf(row);
}

/** GET getImport: the seller's own import (another's is unknown). */
export async function importState(db: Database, sellerId: string, id: string): Promise<ImportState> {
  const row = isUuid(id) ? await importById(db, id) : undefined;
  if (!row || row.sellerId !== sellerId) throw catalogueToolsErrors.importNotFound();
  return stateOf(row);
}

/**
 * The background import's job: checks the file again against the products as they are now, then
 * writes the rows from where it stopped, CATALOGUE_IMPORT_CHUNK_ROWS at a time, `processed` moved
 * after each chunk. Started again (a retry, another process after a restart) it goes on from there:
 * rows already written check as unchanged, and a row created with a SKU is found by it.
 */
export async function runImport(db: Database, id: string): Promise<void> {
  const row = await importById(db, id);
  if (!row || row.status === 'DONE' || row.status === 'FAILED') return;
  await updateImport(db, id, { status: 'RUNNING' });
  const plan = await checkFile(db, row.sellerId, row.csv);
  if (plan.summary.errors.length > 0) {
    // The products changed since the file was checked: nothing more is written.
    await updateImport(db, id, {
      status: 'FAILED',
      summary: { ...plan.summary, errors: [{ line: 1, column: '', code: CODES.FILE_CHANGED }, ...plan.summary.errors] },
    });
    return;
  }
  let processed = row.processed;
  const total = row.summary.rows;
  while (processed < total) {
    const chunk = plan.rows.filter(
      (planned) => planned.index >= processed && planned.index < processed + CATALOGUE_IMPORT_CHUNK_ROWS,
    );
    await writeRows(db, row.sellerId, chunk);
    processed = Math.min(total, processed + CATALOGUE_IMPORT_CHUNK_ROWS);
    await updateImport(db, id, { processed });
  }
  await updateImport(db, id, { status: 'DONE', csv: '', summary: row.summary });
  await catalogueToolsChanged(db);
}
