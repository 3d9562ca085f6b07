import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { accounts } from '../../db/schema.ts';
import { findAccountByIdentifier, insertAccount } from '../auth/accounts.ts';
import { digest, newSecret } from '../auth/secrets.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-stores.ts';

/** The demo buyer who talks to the first store and to support (signs in after a password reset, like the sellers). */
export const DEMO_BUYER_IDENTIFIER = `alici@${DEMO_EMAIL_DOMAIN}`;

interface DemoMessage {
  sender: 'user' | 'bot' | 'received';
  text: string;
  /** How long before the seeding. */
  minutesAgo: number;
}

/** A custom order about the first store's first product: the seller has the buyer's last message unread. */
const CUSTOM_ORDER: DemoMessage[] = [
  { sender: 'user', text: 'Salam! Bu məhsulu mavi rəngdə də hazırlaya bilərsinizmi?', minutesAgo: 3 * 24 * 60 },
  {
    sender: 'received',
    text: 'Salam, Aysel xanım! Bəli, mavi və firuzəyi çalarlarımız var. Ölçüsü eyni qalsın?',
    minutesAgo: 3 * 24 * 60 - 40,
  },
  { sender: 'user', text: 'Bəli, eyni ölçüdə olsun. Nə vaxta hazır olar?', minutesAgo: 2 * 24 * 60 },
  { sender: 'received', text: 'Bir həftəyə hazır olar, qiyməti 65 ₼. Üzərinə ad da yaza bilərik.', minutesAgo: 26 * 60 },
  { sender: 'user', text: 'Çox gözəl, razıyam! Üzərinə «Leyla» yazın, zəhmət olmasa.', minutesAgo: 3 * 60 },
];

/** A guest's question to support: answered once, and a new question waits for an admin. */
const SUPPORT: DemoMessage[] = [
  { sender: 'user', text: 'Salam! Sifarişin çatdırılması nə qədər çəkir?', minutesAgo: 26 * 60 },
  { sender: 'bot', text: 'Salam! Bakı daxilində 1–2 gün, regionlara 3–5 gün ərzində çatdırılır.', minutesAgo: 26 * 60 - 12 },
  { sender: 'user', text: 'Təşəkkür edirəm! Ödənişi qapıda etmək olar?', minutesAgo: 2 * 60 },
];

/**
 * Writes a chat and its messages as they would stand after that exchange: each side has read up
 * to its own last message, and what the other side wrote after it is unread.
 */
async function seedChat(
  tx: Database,
  chat: {
    kind: 'support' | 'customOrder';
    supportTokenHash: string | null;
    buyerId: string | null;
    itemId: string | null;
    sellerId: string | null;
  },
  messages: DemoMessage[],
  now: Date,
): Promise<void> {
  const at = (message: DemoMessage) => new Date(now.getTime() - message.minutesAgo * 60_000).toISOString();
  const first = messages[0];
  if (!first) return;
  const [created] = await rows<{ id: string }>(
    tx,
    sql`INSERT INTO chats (kind, support_token_hash, buyer_id, item_id, seller_id, created_at, last_activity_at)
        VALUES (${chat.kind}, ${chat.supportTokenHash}, ${chat.buyerId}::uuid, ${chat.itemId}::uuid, ${chat.sellerId}::uuid,
                ${at(first)}::timestamptz, ${at(first)}::timestamptz)
        RETURNING id`,
  );
  if (!created) throw new Error('demo chat was not created');
  const ids: string[] = [];
  for (const message of messages) {
    const [row] = await rows<{ id: string }>(
      tx,
      sql`INSERT INTO chat_messages (chat_id, sender, sender_account_id, text, created_at)
          VALUES (${created.id}::uuid, ${message.sender},
                  ${message.sender === 'user' ? chat.buyerId : message.sender === 'received' ? chat.sellerId : null}::uuid,
                  ${message.text}, ${at(message)}::timestamptz)
          RETURNING id::text AS id`,
    );
    if (row) ids.push(row.id);
  }
  const isUsers = (message: DemoMessage) => message.sender === 'user';
  const userRead = messages.findLastIndex(isUsers);
  const responderRead = messages.findLastIndex((message) => !isUsers(message));
  const unreadAfter = (read: number, side: 'user' | 'responder') =>
    messages.filter((message, index) => index > read && isUsers(message) === (side === 'responder')).length;
  const last = messages.at(-1) ?? first;
  await tx.execute(
    sql`UPDATE chats SET last_message_id = ${ids.at(-1) ?? null}::bigint, last_message_at = ${at(last)}::timestamptz,
               last_activity_at = ${at(last)}::timestamptz,
               user_last_read_id = ${ids[userRead] ?? null}::bigint, user_unread = ${unreadAfter(userRead, 'user')},
               responder_last_read_id = ${ids[responderRead] ?? null}::bigint, responder_unread = ${unreadAfter(responderRead, 'responder')}
        WHERE id = ${created.id}::uuid`,
  );
}

/**
 * The demo chats, so the inboxes have something in them on the first start: a demo buyer's custom
 * order with the first store (the seller's Messages and the buyer's profile) and a guest's support
 * chat (the admin's Support inbox). Once: nothing is written when the demo buyer exists.
 */
export async function seedDemoChats(db: Database, input: { storeId: string; passwordHash: string; now: Date }): Promise<void> {
  if (await findAccountByIdentifier(db, DEMO_BUYER_IDENTIFIER)) return;
  const [item] = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM items WHERE merchant_id = ${input.storeId}::uuid AND listed ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  await db.transaction(async (tx) => {
    const buyer = await insertAccount(tx, {
      identifier: DEMO_BUYER_IDENTIFIER,
      kind: 'email',
      type: ACCOUNT_TYPE.CLIENT,
      passwordHash: input.passwordHash,
    });
    await tx.update(accounts).set({ name: 'Aysel', lastname: 'Məmmədli' }).where(eq(accounts.id, buyer.id));
    const handle = tx as unknown as Database;
    if (item) {
      await seedChat(
        handle,
        { kind: 'customOrder', supportTokenHash: null, buyerId: buyer.id, itemId: item.id, sellerId: input.storeId },
        CUSTOM_ORDER,
        input.now,
      );
    }
    // Nobody holds this token: the chat is there for the admins to answer.
    await seedChat(
      handle,
      { kind: 'support', supportTokenHash: digest(newSecret()), buyerId: null, itemId: null, sellerId: null },
      SUPPORT,
      input.now,
    );
  });
}
