import { sql } from 'drizzle-orm';
import { bakuDate, statRangeDays } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { summariseDays } from '../statistics/service.ts';

const DEMO_DAYS = 30;

/**
 * A month of statistics for the demo shop: a few visitors a day on each listed product (more at the
 * weekend, popular products more), from every source, then the month's daily rows summed as the job
 * sums them (with the demo orders and favourites already seeded). The views are ordinary rows, so the
 * job's next runs keep today and yesterday as they are.
 */
export async function seedDemoStatistics(db: Database, { now }: { now: Date }): Promise<void> {
  const days = statRangeDays(bakuDate(now), DEMO_DAYS);
  await db.execute(sql`
    INSERT INTO stat_views (item_id, day, visitor, seller_id, source, created_at)
    SELECT i.id, d.day::date, 'demo-' || v, i.merchant_id,
           (ARRAY['search', 'category', 'store', 'home', 'direct', 'other'])[1 + (v + abs(hashtext(i.id::text))) % 6],
           d.day::date + interval '9 hours'
    FROM items i
    CROSS JOIN generate_series(${days[0]!}::date, ${days.at(-1)!}::date, interval '1 day') AS d(day)
    CROSS JOIN LATERAL generate_series(1, (abs(hashtext(i.id::text || d.day::text)) % 5)
      + CASE WHEN extract(isodow FROM d.day) >= 6 THEN 3 ELSE 0 END
      + CASE WHEN i.view_count > 0 THEN 2 ELSE 0 END) AS v
    WHERE i.listed
    ON CONFLICT DO NOTHING`);
  await summariseDays(db, days[0]!, days.at(-1)!);
}
