import { z } from 'zod';
import { ITEM_STATUSES, MAX_PRICE, PROCESSING_DAYS_MAX, SEARCH_QUERY_MAX } from './catalogue-rules.ts';
import {
  CATALOGUE_BULK_MAX,
  CATALOGUE_CSV_MAX_CHARS,
  CATALOGUE_TOOLS_ERROR_CODES,
  type CatalogueToolsErrorCode,
} from './catalogue-tools-rules.ts';
import { textString } from './text.ts';

const id = textString().max(64);
const errorCode = z.enum(Object.values(CATALOGUE_TOOLS_ERROR_CODES) as [CatalogueToolsErrorCode, ...CatalogueToolsErrorCode[]]);

/** The seller's list filter (as the product list's address keeps it), plus the archive. */
export const catalogueFilterSchema = z.strictObject({
  status: z.enum(ITEM_STATUSES).optional(),
  q: textString().trim().max(SEARCH_QUERY_MAX).optional(),
  /** The Archived view: only archived products; otherwise archived ones are left out. */
  archived: z.boolean().default(false),
});
export type CatalogueFilter = z.input<typeof catalogueFilterSchema>;

/**
 * Which products an action reaches: the ticked ones (`ids`), or every product matching the list's
 * filter, across pages, but those unticked (`except`).
 */
export const catalogueSelectionSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('ids'), ids: z.array(id).min(1).max(CATALOGUE_BULK_MAX) }),
  z.strictObject({
    mode: z.literal('filter'),
    filter: catalogueFilterSchema,
    except: z.array(id).max(CATALOGUE_BULK_MAX).default([]),
  }),
]);
export type CatalogueSelection = z.input<typeof catalogueSelectionSchema>;

const manat = z.number().finite().min(-MAX_PRICE).max(MAX_PRICE);

/** What a bulk edit changes. */
export const bulkChangeSchema = z.discriminatedUnion('field', [
  /** `set` a price (manat, 0 or more), `add` an amount (negative takes off), or a `percent` up or down (−100 to 1000). */
  z
    .strictObject({ field: z.literal('price'), op: z.enum(['set', 'add', 'percent']), value: manat })
    .refine((change) => change.op !== 'set' || change.value >= 0, { path: ['value'], message: 'A price is at least 0.' })
    .refine((change) => change.op !== 'percent' || (change.value >= -100 && change.value <= 1000), {
      path: ['value'],
      message: 'A percentage from -100 to 1000.',
    }),
  z.strictObject({ field: z.literal('category'), categoryId: z.number().int().min(1).max(2_147_483_647) }),
  z.strictObject({
    field: z.literal('stock'),
    op: z.enum(['set', 'add']),
    value: z.number().int().min(-1_000_000).max(1_000_000),
  }),
  z.strictObject({ field: z.literal('status'), status: z.enum(ITEM_STATUSES) }),
  z.strictObject({ field: z.literal('processingDays'), value: z.number().int().min(0).max(PROCESSING_DAYS_MAX) }),
]);
export type BulkChange = z.infer<typeof bulkChangeSchema>;
export type BulkField = BulkChange['field'];

/** POST bulkEditItems: `dryRun` answers the preview and writes nothing. */
export const bulkEditRequestSchema = z.strictObject({
  selection: catalogueSelectionSchema,
  change: bulkChangeSchema,
  dryRun: z.boolean().default(false),
});
export type BulkEditRequest = z.input<typeof bulkEditRequestSchema>;

/** A value before and after, as the preview shows it (prices in manat, a category by its id). */
const bulkValue = z.union([z.number(), z.string()]);
export const bulkEditAnswerSchema = z.object({
  dryRun: z.boolean(),
  /** Products the selection reached. */
  matched: z.number().int(),
  /** Changed (or, in a dry run, that would change). */
  changed: z.number().int(),
  /** Already as asked. */
  unchanged: z.number().int(),
  /** Left as they are, with why (a price below 0, stock on a product without stock). */
  skipped: z.array(z.object({ id: z.string(), productName: z.string(), code: errorCode })),
  /** The first changes, product by product. */
  preview: z.array(z.object({ id: z.string(), productName: z.string(), before: bulkValue, after: bulkValue })),
});
export type BulkEditAnswer = z.infer<typeof bulkEditAnswerSchema>;

/** POST archiveItems / restoreItems / deleteItems: the selection's products. */
export const catalogueSelectionRequestSchema = z.strictObject({ selection: catalogueSelectionSchema });
export type CatalogueSelectionRequest = z.input<typeof catalogueSelectionRequestSchema>;
export const catalogueCountAnswerSchema = z.object({ changed: z.number().int() });
export type CatalogueCountAnswer = z.infer<typeof catalogueCountAnswerSchema>;

/** POST duplicateItem: a copy as a new hidden draft (no stock, no figures); answers the new id. */
export const duplicateItemRequestSchema = z.strictObject({ id });
export const duplicateItemAnswerSchema = z.object({ id: z.string() });
export type DuplicateItemAnswer = z.infer<typeof duplicateItemAnswerSchema>;

/** GET exportItemsCsv: the seller's products (the archived ones with `archived=true`), as a CSV file. */
export const exportCsvQuerySchema = z.object({ archived: z.enum(['true', 'false']).optional() });

/** POST importItemsCsv: the file's text; `dryRun` checks every row and writes nothing. */
export const importCsvRequestSchema = z.strictObject({
  csv: textString().max(CATALOGUE_CSV_MAX_CHARS),
  dryRun: z.boolean().default(true),
});
export type ImportCsvRequest = z.input<typeof importCsvRequestSchema>;

const csvRowErrorSchema = z.object({ line: z.number().int(), column: z.string(), code: errorCode });

/** What a file would do (dry run) or did: rows to create, update, leave unchanged, and each error by line and column. */
export const importSummarySchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(csvRowErrorSchema),
  /** Errors beyond those listed. */
  moreErrors: z.number().int(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** An import's state: its summary, and while it runs in the background, how many rows it has written. */
export const importStateSchema = z.object({
  id: z.string(),
  status: z.enum(IMPORT_STATUSES),
  dryRun: z.boolean(),
  processed: z.number().int(),
  summary: importSummarySchema,
});
export type ImportState = z.infer<typeof importStateSchema>;

/** GET getImport?id= */
export const importQuerySchema = z.object({ id: id });
