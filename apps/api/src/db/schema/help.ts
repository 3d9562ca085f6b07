import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { chatMessages, chats } from './chats.ts';
import { orders } from './orders.ts';

const HELP_REASONS = ['NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED', 'WANT_TO_CANCEL'] as const;
const HELP_STATUSES = ['OPEN', 'RESOLVED', 'ESCALATED', 'CLOSED'] as const;

/**
 * A buyer's request for help with one order (contract help.ts). It opens in the store's
 * conversation with the buyer (`chat_id`, the message that carries it `message_id`); the seller
 * marks it RESOLVED, or the buyer ESCALATES it to the admins once HELP_ESCALATE_AFTER_HOURS have
 * passed unresolved; an admin CLOSES an escalated one, refunding or with a note (`outcome`).
 * Each step keeps when and by whom.
 */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: HELP_REASONS }).notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: HELP_STATUSES }).notNull().default('OPEN'),
    chatId: uuid('chat_id').references(() => chats.id, { onDelete: 'set null' }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => chatMessages.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => accounts.id, { onDelete: 'set null' }),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    escalatedBy: uuid('escalated_by').references(() => accounts.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => accounts.id, { onDelete: 'set null' }),
    /** The admin's decision on an escalated request: REFUNDED (with the amount) or CLOSED with a note. */
    outcome: text('outcome', { enum: ['REFUNDED', 'CLOSED'] }),
    outcomeNote: text('outcome_note').notNull().default(''),
    refundedQepik: integer('refunded_qepik'),
    /** When the buyer was told they may escalate (once). */
    escalationNoticeAt: timestamp('escalation_notice_at', { withTimezone: true }),
  },
  (table) => [
    // One request in progress (open or escalated) per order.
    uniqueIndex('help_requests_order_active_unique')
      .on(table.orderId)
      .where(sql`${table.status} IN ('OPEN', 'ESCALATED')`),
    index('help_requests_order_idx').on(table.orderId, table.openedAt),
    index('help_requests_chat_idx').on(table.chatId),
    index('help_requests_buyer_idx').on(table.buyerId),
    index('help_requests_seller_idx').on(table.sellerId),
    // The admins' list of escalated requests, oldest escalation first.
    index('help_requests_escalated_idx')
      .on(table.escalatedAt, table.id)
      .where(sql`${table.status} = 'ESCALATED'`),
    // The "you may escalate now" notice's job.
    index('help_requests_notice_due_idx')
      .on(table.openedAt)
      .where(sql`${table.status} = 'OPEN' AND ${table.escalationNoticeAt} IS NULL`),
    check(
      'help_requests_steps',
      sql`(${table.status} <> 'RESOLVED' OR ${table.resolvedAt} IS NOT NULL)
        AND (${table.status} <> 'ESCALATED' OR ${table.escalatedAt} IS NOT NULL)
        AND (${table.status} <> 'CLOSED' OR (${table.closedAt} IS NOT NULL AND ${table.outcome} IS NOT NULL))`,
    ),
    check('help_requests_refund_positive', sql`${table.refundedQepik} IS NULL OR ${table.refundedQepik} > 0`),
  ],
);
