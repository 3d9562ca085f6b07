import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rows } from '../src/db/rows.ts';
import type { PasswordHasher } from '../src/modules/auth/passwords.ts';
import { seedDemoHelpRequests } from '../src/modules/seed/demo-help.ts';
import { seedDemoIfEmpty, type SeedDeps } from '../src/modules/seed/seed-demo.ts';
import { startTestServer, type TestServer } from './server.ts';

/** Hashing is not what this test is about. */
const plainHasher: PasswordHasher = { hash: async () => 'not-a-usable-hash', verify: async () => false };

describe('the demo help requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("open one on the demo buyer's shipped order and escalate one on the delivered, each in its conversation, once", async () => {
    const deps: SeedDeps = {
      db: server.database.db,
      storeImage: (input) => server.app.media.storeImageBuffer(input),
      hasher: plainHasher,
    };
    expect(await seedDemoIfEmpty(deps, { stores: 1, items: 8 })).toMatchObject({ outcome: 'seeded' });
    const read = () =>
      rows<{
        status: string;
        orderStatus: string;
        reason: string;
        sender: string | null;
        text: string | null;
        openedAt: Date | string;
      }>(
        server.database.db,
        sql`SELECT h.status, o.status AS "orderStatus", h.reason, m.sender, m.text, h.opened_at AS "openedAt"
            FROM help_requests h JOIN orders o ON o.id = h.order_id LEFT JOIN chat_messages m ON m.id = h.message_id
            ORDER BY h.opened_at`,
      );
    const written = await read();
    expect(written.map(({ status, orderStatus, reason }) => ({ status, orderStatus, reason }))).toEqual([
      { status: 'ESCALATED', orderStatus: 'DELIVERED', reason: 'NOT_AS_DESCRIBED' },
      { status: 'OPEN', orderStatus: 'SHIPPED', reason: 'NOT_RECEIVED' },
    ]);
    for (const request of written) {
      expect(request.sender).toBe('user');
      expect(request.text).toContain('kömək sorğusu');
    }
    // The open one is past the 48 hours: the buyer may escalate it in the demo.
    expect(Date.now() - new Date(written[1]!.openedAt).getTime()).toBeGreaterThan(48 * 60 * 60 * 1000);

    await seedDemoHelpRequests(server.database.db, { now: new Date() });
    expect(await read()).toHaveLength(2);
  });
});
