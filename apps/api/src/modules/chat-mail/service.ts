import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FALLBACK_LANGUAGE } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts, chats, items } from '../../db/schema.ts';
import type { Side } from '../chat/chat-rows.ts';
import type { MessageTransport } from '../notifications/service.ts';
import { chatLinks, type SiteAddresses } from './service-links.ts';
import { chatNoticeMessage, type ChatNotice } from './service-message.ts';

export interface NoticeJob {
  chatId: string;
  /** The message that made the notice due: nothing is sent once the reader has read up to it. */
  messageId: string;
  /** The reader's side: the buyer or support's writer (`user`), or the item's seller (`responder`). */
  side: Side;
}

export interface NoticeEnv {
  db: Database;
  transport: MessageTransport;
  sites: SiteAddresses;
  /** The clock the interval between two notices is measured by (the chats' clock). */
  now: () => Date;
  /** The chat module's claim of a notice: unread, and none within the interval (ChatModule.claimEmailNotice). */
  claim: (input: NoticeJob, at: Date) => Promise<boolean>;
}

export type NoticeOutcome = 'sent' | 'read' | 'throttled' | 'nobody' | 'opted-out' | 'no-address';

const buyer = alias(accounts, 'buyer');
const seller = alias(accounts, 'seller');

const fullName = (person: { name: string; lastname: string }) => `${person.name} ${person.lastname}`.trim();

/** Where a person is e-mailed: the e-mail they sign in with, or, for a store signed in by phone, its public e-mail. */
function emailOf(person: { identifier: string; identifierKind: 'email' | 'phone'; companyEmail: string }): string | null {
  if (person.identifierKind === 'email') return person.identifier;
  return person.companyEmail.includes('@') ? person.companyEmail : null;
}

async function chatOf(db: Database, chatId: string) {
  const [row] = await db
    .select({ chat: chats, productName: items.productName, buyer, seller })
    .from(chats)
    .leftJoin(items, eq(items.id, chats.itemId))
    .leftJoin(buyer, eq(buyer.id, chats.buyerId))
    .leftJoin(seller, eq(seller.id, chats.sellerId))
    .where(eq(chats.id, chatId));
  return row;
}

/** Gives the notice back after a failed send, so the retry (or the next message) may e-mail. */
async function releaseNotice(db: Database, chatId: string, side: Side, claimedAt: Date): Promise<void> {
  const column = side === 'user' ? chats.userEmailedAt : chats.responderEmailedAt;
  const set = side === 'user' ? { userEmailedAt: null } : { responderEmailedAt: null };
  await db
    .update(chats)
    .set(set)
    .where(and(eq(chats.id, chatId), eq(column, claimedAt)));
}

/**
 * E-mails the side of a chat that has not read a message, at most once per conversation and side
 * every CHAT_EMAIL_INTERVAL_MINUTES, never with the message's text, and only to an account that
 * keeps e-mail notices on. Support's own side is never e-mailed (it has the Support inbox), nor a
 * guest (no address). Throws when the transport fails, with the notice given back, so a retry may send.
 */
export async function sendUnreadNotice(env: NoticeEnv, job: NoticeJob): Promise<NoticeOutcome> {
  const row = await chatOf(env.db, job.chatId);
  if (!row) return 'nobody';
  const { chat } = row;
  const reader = job.side === 'user' ? row.buyer : chat.kind === 'customOrder' ? row.seller : null;
  if (!reader || reader.status !== 'ACTIVE') return 'nobody';

  const lastRead = job.side === 'user' ? chat.userLastReadId : chat.responderLastReadId;
  if (lastRead !== null && lastRead >= Number(job.messageId)) return 'read';
  if (reader.settings.notify.email === false) return 'opted-out';
  const to = emailOf(reader);
  if (!to) return 'no-address';

  let notice: ChatNotice;
  if (chat.kind === 'support') {
    notice = { kind: 'support', link: chatLinks.supportChat(env.sites) };
  } else {
    const from =
      job.side === 'user' ? row.seller && (row.seller.companyName || fullName(row.seller)) : row.buyer && fullName(row.buyer);
    const link =
      job.side === 'user'
        ? chatLinks.buyerConversation(env.sites, chat.itemId ?? '')
        : chatLinks.sellerConversation(env.sites, chat.id);
    notice = { kind: 'customOrder', productName: row.productName ?? '', from: from || null, link };
  }

  const now = env.now();
  // Read meanwhile or e-mailed within the interval: the claim says no, and that is the end of it.
  if (!(await env.claim(job, now))) return 'throttled';
  try {
    // The account keeps no language of its own yet: the site's first language.
    await env.transport.send(chatNoticeMessage({ to, language: FALLBACK_LANGUAGE, notice }));
  } catch (error) {
    await releaseNotice(env.db, chat.id, job.side, now);
    throw error;
  }
  return 'sent';
}
