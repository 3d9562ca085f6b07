import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { API_PATHS } from '@marketplace/contract';
import { rows } from '../src/db/rows.ts';
import type { PasswordHasher } from '../src/modules/auth/passwords.ts';
import { seedDemoIfEmpty, type SeedDeps } from '../src/modules/seed/seed-demo.ts';
import { request } from './auth-client.ts';
import { startTestServer, type TestServer } from './server.ts';

/** Hashing is not what this test is about. */
const plainHasher: PasswordHasher = { hash: async () => 'not-a-usable-hash', verify: async () => false };

describe('the demo reviews', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("review the demo buyer's delivered lines, and every demo product's rating is the one its reviews make", async () => {
    const deps: SeedDeps = {
      db: server.database.db,
      storeImage: (input) => server.app.media.storeImageBuffer(input),
      hasher: plainHasher,
    };
    expect(await seedDemoIfEmpty(deps, { stores: 1, items: 8 })).toMatchObject({ outcome: 'seeded' });
    const written = await rows<{ itemId: string; rating: number; status: string; reply: string | null }>(
      server.database.db,
      sql`SELECT r.item_id AS "itemId", r.rating, o.status, r.reply FROM reviews r JOIN orders o ON o.id = r.order_id`,
    );
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const review of written) expect(['DELIVERED', 'COMPLETED']).toContain(review.status);
    expect(written.some((review) => review.reply !== null)).toBe(true);

    // No product keeps a rating its reviews do not make.
    const mismatched = await rows<{ id: string }>(
      server.database.db,
      sql`SELECT i.id FROM items i
          LEFT JOIN (SELECT item_id, count(*)::int AS n, round(avg(rating)::numeric, 2) AS average FROM reviews WHERE NOT hidden GROUP BY item_id) r
            ON r.item_id = i.id
          WHERE i.rating_count <> coalesce(r.n, 0) OR i.rating <> coalesce(r.average, 0)`,
    );
    expect(mismatched).toEqual([]);

    // A reviewed product's page lists its review.
    const page = await request(server.url, 'GET', `${API_PATHS.review.getItemReviews}?itemId=${written[0]!.itemId}`);
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
    expect(page.body.summary.count).toBe(page.body.total);
  });
});
