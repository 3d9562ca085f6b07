import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { catalogueChanged } from '../items/events.ts';
import { LEAF_KINDS } from './demo-products.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-stores.ts';

/** Rows per INSERT … SELECT generate_series statement (each its own transaction). */
export const BULK_BATCH = 20_000;

const MOTIFS = [
  'Buta naxışlı',
  'Nar motivli',
  'Xarıbülbül',
  'Şəbəkə',
  'Qədim',
  'Ulduzlu',
  'Xəzər mavisi',
  'Zəfəran',
  'Qızılgül',
  'Novruz',
];
const NOUNS = [...new Set(Object.values(LEAF_KINDS).flatMap((kind) => kind.nouns))];
const AUTHORS = ['Əli Məmmədov', 'Səadət Həsənova', 'Rəşad Quliyev', 'Günay Əhmədova', 'Vüsal Səfərov', 'Leyla Nəbiyeva'];

export interface BulkFill {
  added: number;
  total: number;
  ms: number;
}

/**
 * Grows the catalogue to at least `target` items for benchmarks: plain products spread over the
 * demo stores and every leaf category, pictures reused from the demo products, no new images.
 * Runs after the demo seed; idempotent (counts what is there first).
 */
export async function fillCatalogue(
  db: Database,
  target: number,
  onBatch?: (done: number, of: number) => void,
): Promise<BulkFill> {
  const started = performance.now();
  const [present] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM items`);
  const existing = Number(present?.n ?? 0);
  const missing = Math.max(0, target - existing);
  if (missing === 0) return { added: 0, total: existing, ms: 0 };

  const merchants = (
    await rows<{ id: string }>(
      db,
      sql`SELECT id FROM accounts WHERE type = 2 AND identifier LIKE ${`%@${DEMO_EMAIL_DOMAIN}`} ORDER BY created_at`,
    )
  ).map((row) => row.id);
  const leaves = (
    await rows<{ id: number }>(
      db,
      sql`SELECT c.id FROM categories c WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.upper_category_id = c.id) ORDER BY c.id`,
    )
  ).map((row) => row.id);
  const covers = (
    await rows<{ url: string }>(db, sql`SELECT DISTINCT cover_image AS url FROM items WHERE cover_image <> ''`)
  ).map((row) => row.url);
  if (merchants.length === 0 || leaves.length === 0) {
    throw new Error('the demo stores and categories are missing: start the server once (or run the seed without --items) first');
  }
  if (covers.length === 0) covers.push('');

  for (let from = 1; from <= missing; from += BULK_BATCH) {
    const to = Math.min(missing, from + BULK_BATCH - 1);
    // b is the row number (bigint: the products below overflow int); the multiplications scatter prices, names and dates without random().
    await db.execute(sql`
      INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, discount_type, discount_value,
                         sale_type, category_id, product_info, cover_image, media, item_type, stock_count,
                         view_count, fav_count, sold, rating, rating_count, created_at, updated_at)
      SELECT m.ids[(1 + (b + ${existing}) % m.n)::int],
             motifs[(1 + (b * 7) % array_length(motifs, 1))::int] || ' ' || nouns[(1 + (b * 13) % array_length(nouns, 1))::int] || ' №' || (b + ${existing}),
             authors[(1 + (b * 3) % array_length(authors, 1))::int],
             p.price,
             CASE WHEN b % 5 = 0 THEN round(p.price * 0.85, 2) ELSE p.price END,
             CASE WHEN b % 5 = 0 THEN 'PERCENTAGE' ELSE '' END,
             CASE WHEN b % 5 = 0 THEN 15 ELSE 0 END,
             'item',
             l.ids[(1 + (b * 31) % l.n)::int],
             '<p>Əl işi, təbii materiallardan.</p>',
             c.urls[(1 + b % c.n)::int],
             '[]'::jsonb,
             CASE WHEN b % 3 = 0 THEN 3 ELSE 1 END,
             CASE WHEN b % 3 = 0 THEN 1 + b % 9 ELSE 0 END,
             (b * 7919) % 5000, (b * 104729) % 300, (b * 1299709) % 150, ((b * 37) % 151) / 50.0 + 2, 1 + (b * 13) % 400,
             now() - make_interval(secs => ((b + ${existing}) * 17)::double precision), now()
      FROM generate_series(${from}::bigint, ${to}::bigint) AS b
      CROSS JOIN (SELECT ${sql.param(merchants)}::uuid[] AS ids, ${merchants.length}::int AS n) m
      CROSS JOIN (SELECT ${sql.param(leaves)}::int[] AS ids, ${leaves.length}::int AS n) l
      CROSS JOIN (SELECT ${sql.param(covers)}::text[] AS urls, ${covers.length}::int AS n) c
      CROSS JOIN (SELECT ${sql.param(MOTIFS)}::text[] AS motifs, ${sql.param(NOUNS)}::text[] AS nouns, ${sql.param(AUTHORS)}::text[] AS authors) w
      CROSS JOIN LATERAL (SELECT round((5 + ((b * 7907) % 99500) / 100.0)::numeric, 2) AS price) p`);
    onBatch?.(to, missing);
  }
  // VACUUM too: fresh rows are not yet all-visible, and index-only scans (counts per store) need that.
  await db.execute(sql`VACUUM ANALYZE items`);
  await catalogueChanged(db);
  return { added: missing, total: existing + missing, ms: Math.round(performance.now() - started) };
}
