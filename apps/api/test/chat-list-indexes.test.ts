import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection.ts';
import { rows } from '../src/db/rows.ts';
import { conversationPage, conversationUnreadTotal } from '../src/modules/chat/conversations.ts';
import { historyPage } from '../src/modules/chat/history.ts';
import { supportChatPage, supportUnreadTotal } from '../src/modules/chat/support-inbox.ts';
import { createPlanChecker, type PlanChecker } from './query-plans.ts';
import { startTestServer, type TestServer } from './server.ts';

/**
 * The chats' lists stay on their indexes with many conversations: a buyer's and a seller's inbox
 * (first and a later page), every filter of the admin's Support inbox and its unread total, and a
 * chat's history. How the plans are read: query-plans.ts.
 */

const BUYERS = 2_000;
const SELLERS = 200;
const ITEMS_PER_SELLER = 25;
/** Custom-order chats: each buyer has five, each seller fifty. */
const CUSTOM_ORDERS = 10_000;
const SUPPORT_CHATS = 6_000;
const ADMINS = 6;
const MESSAGES_PER_CHAT = 6;
/** More rows than any page reads, far fewer than the tables hold. */
const WHOLE_TABLE = 1_000;
const VIEW = { publicBaseUrl: 'http://localhost:3000/media', bucket: 'media' };

let server: TestServer;
let db: Database;
let checkList: PlanChecker['checkList'];
const tables = ['chats', 'chat_messages'];

async function fill(): Promise<void> {
  await db.execute(sql`INSERT INTO categories (titles, url_path) VALUES ('{"az":"Vazalar"}', 'vazalar')`);
  await db.execute(sql`
    INSERT INTO accounts (identifier, identifier_kind, password_hash, type, name)
    SELECT 'buyer-' || n || '@example.az', 'email', 'x', 1, 'Alıcı ' || n FROM generate_series(1, ${BUYERS}) AS n
    UNION ALL SELECT 'seller-' || n || '@example.az', 'email', 'x', 2, 'Satıcı ' || n FROM generate_series(1, ${SELLERS}) AS n
    UNION ALL SELECT 'admin-' || n || '@example.az', 'email', 'x', 0, 'Admin ' || n FROM generate_series(1, ${ADMINS}) AS n`);
  await db.execute(sql`
    INSERT INTO items (merchant_id, product_name, author_name, product_price, sale_price, category_id, product_info, cover_image)
    SELECT s.id, 'Vaza ' || n, 'Usta', 10, 10, (SELECT id FROM categories LIMIT 1), '<p>Əl işi.</p>', '/media/covers/x.webp'
    FROM (SELECT id FROM accounts WHERE type = 2) s CROSS JOIN generate_series(1, ${ITEMS_PER_SELLER}) AS n`);
  // Custom orders: buyer n % BUYERS with item 7n % items (7 is prime to the item count, so no pair repeats).
  await db.execute(sql`
    INSERT INTO chats (kind, buyer_id, item_id, seller_id, last_activity_at, user_unread, responder_unread)
    SELECT 'customOrder', b.ids[1 + n % ${BUYERS}], i.ids[1 + (7 * n) % i.cnt], i.sellers[1 + (7 * n) % i.cnt],
           now() - make_interval(secs => (n * 13)::double precision), n % 3, n % 2
    FROM generate_series(1, ${CUSTOM_ORDERS}) AS n
    CROSS JOIN (SELECT array_agg(id ORDER BY identifier) AS ids FROM accounts WHERE type = 1) b
    CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids, array_agg(merchant_id ORDER BY id) AS sellers, count(*)::int AS cnt FROM items) i`);
  // Support chats: two in three open, each admin assigned some, a third unassigned.
  await db.execute(sql`
    INSERT INTO chats (kind, support_token_hash, status, assigned_admin_id, last_activity_at, responder_unread)
    SELECT 'support', md5('support-' || n), CASE WHEN n % 3 = 0 THEN 'closed' ELSE 'open' END,
           CASE WHEN n % 3 = 1 THEN NULL ELSE a.ids[1 + n % ${ADMINS}] END,
           now() - make_interval(secs => (n * 17)::double precision), n % 4
    FROM generate_series(1, ${SUPPORT_CHATS}) AS n
    CROSS JOIN (SELECT array_agg(id ORDER BY identifier) AS ids FROM accounts WHERE type = 0) a`);
  // A few messages in every custom order, one in every support chat.
  await db.execute(sql`
    INSERT INTO chat_messages (chat_id, sender, text, created_at)
    SELECT id, CASE WHEN k % 2 = 0 THEN 'user' ELSE 'received' END, 'Salam ' || k, last_activity_at
    FROM chats CROSS JOIN generate_series(1, ${MESSAGES_PER_CHAT}) AS k WHERE kind = 'customOrder'
    UNION ALL SELECT id, 'user', 'Salam', last_activity_at FROM chats WHERE kind = 'support'`);
  await db.execute(sql`
    UPDATE chats c SET last_message_id = m.last_id FROM (SELECT chat_id, max(id) AS last_id FROM chat_messages GROUP BY chat_id) m
    WHERE m.chat_id = c.id`);
  for (const table of ['accounts', 'items', 'chats', 'chat_messages']) await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
}

const idOf = async (query: ReturnType<typeof sql>) => (await rows<{ id: string }>(db, query))[0]!.id;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  await fill();
  ({ checkList } = createPlanChecker(server, WHOLE_TABLE));
}, 180_000);

afterAll(async () => {
  await server?.close();
});

describe(`with ${CUSTOM_ORDERS.toLocaleString('en')} custom orders and ${SUPPORT_CHATS.toLocaleString('en')} support chats, the lists read from indexes`, () => {
  it("a seller's and a buyer's conversations, first and second page, and their unread totals", async () => {
    const seller = await idOf(sql`SELECT id FROM accounts WHERE identifier = 'seller-1@example.az'`);
    const buyer = await idOf(sql`SELECT id FROM accounts WHERE identifier = 'buyer-1@example.az'`);
    for (const [account, index] of [
      [seller, 'chats_seller_activity_idx'],
      [buyer, 'chats_buyer_activity_idx'],
    ] as const) {
      const first = await conversationPage(db, account, { page_size: 2 });
      expect(first.next_page_token).not.toBeNull();
      for (const page_token of [undefined, first.next_page_token ?? undefined]) {
        await checkList(
          async (recording) => (await conversationPage(recording, account, { page_size: 2, page_token })).items.length,
          {
            uses: [index],
            tables,
          },
        );
      }
      await checkList(async (recording) => 1 + (await conversationUnreadTotal(recording, account)), { uses: [index], tables });
    }
  });

  it.each([
    ['open', 'any', 'chats_support_status_activity_idx'],
    ['closed', 'any', 'chats_support_status_activity_idx'],
    ['all', 'any', 'chats_support_activity_idx'],
    ['open', 'me', 'chats_support_status_assigned_activity_idx'],
    // A third of the chats are unassigned: reading the status order and skipping the others is as good.
    ['open', 'unassigned', 'chats_support_status_assigned_activity_idx|chats_support_status_activity_idx'],
    ['all', 'me', 'chats_support_assigned_activity_idx'],
    ['all', 'unassigned', 'chats_support_assigned_activity_idx|chats_support_activity_idx'],
  ] as const)('the Support inbox, status %s, assigned %s: %s', async (status, assigned, index) => {
    // Assigned open chats: n % 3 = 2, so n % 6 is 2 or 5: admin-3 and admin-6.
    const admin = await idOf(sql`SELECT id FROM accounts WHERE identifier = 'admin-3@example.az'`);
    const first = await supportChatPage(db, admin, { status, assigned });
    expect(first.next_page_token).not.toBeNull();
    for (const page_token of [undefined, first.next_page_token ?? undefined]) {
      await checkList(
        async (recording) => (await supportChatPage(recording, admin, { status, assigned, page_token })).items.length,
        {
          uses: [index],
          tables,
        },
      );
    }
  });

  it('the open support chats’ unread total', async () => {
    await checkList(async (recording) => 1 + (await supportUnreadTotal(recording)), {
      uses: ['chats_support_unread_idx'],
      tables,
    });
  });

  it("a chat's history: the newest messages and those before one", async () => {
    const chat = await idOf(sql`SELECT id FROM chats WHERE kind = 'customOrder' ORDER BY last_activity_at DESC LIMIT 1`);
    const newest = await historyPage(db, VIEW, chat, undefined);
    expect(newest.messages).toHaveLength(MESSAGES_PER_CHAT);
    for (const before of [undefined, newest.messages.at(-1)!.id]) {
      await checkList(async (recording) => (await historyPage(recording, VIEW, chat, before)).messages.length, {
        uses: ['chat_messages_chat_id_idx'],
        tables,
      });
    }
  });
});
