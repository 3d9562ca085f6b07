import { z } from 'zod';
import { VIEW_ID_MAX } from './catalogue-rules.ts';
import { STAT_DEFAULT_RANGE, STAT_RANGES, STAT_VISITOR_MAX, VIEW_SOURCES } from './statistics-rules.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /statistics/v1/* (ours): the seller's statistics of its store and the admin's of the
// marketplace, per Baku day (YYYY-MM-DD) over the last 7, 30, 90 or 365 days. Money is whole qəpik;
// a conversion is orders per view in hundredths of a percent (null when nothing was viewed).

const range = z.coerce
  .number()
  .int()
  .refine((value) => (STAT_RANGES as readonly number[]).includes(value), { message: `one of ${STAT_RANGES.join(', ')}` })
  .default(STAT_DEFAULT_RANGE);

/** The query of both reads (not strict, like every GET query: see catalogue.ts). */
export const statisticsQuerySchema = z.object({ range });
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

const conversion = z.number().int().nullable();

export const statDaySchema = z.object({
  day: z.string(),
  views: z.number().int(),
  orders: z.number().int(),
  revenueQepik: z.number().int(),
  favourites: z.number().int(),
  conversion,
});
export type StatDay = z.infer<typeof statDaySchema>;

export const statTotalsSchema = statDaySchema.omit({ day: true });
export type StatTotals = z.infer<typeof statTotalsSchema>;

export const statTopProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  coverImage: z.string(),
  /** The store's name (the admin's list of the whole marketplace; the seller's own is its store). */
  storeName: z.string(),
  views: z.number().int(),
  orders: z.number().int(),
  revenueQepik: z.number().int(),
  conversion,
});
export type StatTopProduct = z.infer<typeof statTopProductSchema>;

export const statSourceSchema = z.object({ source: z.enum(VIEW_SOURCES), views: z.number().int() });
export type StatSource = z.infer<typeof statSourceSchema>;

const statisticsShape = {
  range: z.number().int(),
  /** The range's first and last Baku day. */
  from: z.string(),
  to: z.string(),
  /** Every day of the range, oldest first, a day without anything as zeros. */
  days: z.array(statDaySchema),
  totals: statTotalsSchema,
  /** The range's best products by revenue, then orders, then views. */
  topProducts: z.array(statTopProductSchema),
  /** Views by where they came from, every source (zero included), most first. */
  sources: z.array(statSourceSchema),
  /** When the job last summed the views (the figures of today can be that old); null before its first run. */
  updatedAt: z.string().nullable(),
};

/** GET /statistics/v1/getStoreStatistics (seller): the seller's own store. */
export const storeStatisticsSchema = z.object(statisticsShape);
export type StoreStatistics = z.infer<typeof storeStatisticsSchema>;

export const marketStatDaySchema = statDaySchema.extend({ newStores: z.number().int(), newBuyers: z.number().int() });
export type MarketStatDay = z.infer<typeof marketStatDaySchema>;

/** GET /statistics/v1/getMarketStatistics (admin): every store, and the stores and buyers that signed up. */
export const marketStatisticsSchema = z.object({
  ...statisticsShape,
  days: z.array(marketStatDaySchema),
  totals: marketStatDaySchema.omit({ day: true }),
});
export type MarketStatistics = z.infer<typeof marketStatisticsSchema>;

/**
 * POST /statistics/v1/recordView (anyone): a product page was opened. Counts the page load once (the
 * product's viewCount, as registerView) and the visitor once a day in the statistics, with the place the
 * visitor came from. `visitor` is the browser's own random id; a signed-in caller is counted by account.
 */
export const recordViewRequestSchema = z.strictObject({
  id: z.string().trim().min(1).max(100),
  view_id: z.string().min(8).max(VIEW_ID_MAX),
  visitor: z
    .string()
    .regex(/^[0-9a-f]{16,64}$/, 'hex')
    .max(STAT_VISITOR_MAX)
    .optional(),
  source: z.enum(VIEW_SOURCES).optional(),
});
export type RecordViewRequest = z.infer<typeof recordViewRequestSchema>;
export const recordViewAnswerSchema = z.object({ counted: z.boolean(), countedToday: z.boolean() });
export type RecordViewAnswer = z.infer<typeof recordViewAnswerSchema>;
