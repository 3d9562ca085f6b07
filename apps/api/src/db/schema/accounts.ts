import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Accounts and what signs them in: sessions, one-time codes and cross-host handoff codes. The other
 * table files import `accounts` from here, never from db/schema.ts (which re-exports them all).
 */

/** People who sign in: buyers (type 1), sellers (type 2) and admins (type 0). One identifier, one account. */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Normalised e-mail (lower case) or phone (digits, optional leading +). */
    identifier: text('identifier').notNull().unique(),
    identifierKind: text('identifier_kind', { enum: ['email', 'phone'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    type: smallint('type').notNull(),
    status: text('status', { enum: ['ACTIVE', 'BLOCKED'] })
      .notNull()
      .default('ACTIVE'),
    /**
     * Sellers only: NOT_VERIFIED while the store awaits an admin's review, then VERIFIED or REJECTED
     * (a rejected store is shown to no buyer); null for buyers and admins.
     */
    merchantStatus: text('merchant_status', { enum: ['NOT_VERIFIED', 'VERIFIED', 'REJECTED'] }),
    /** Why an admin rejected the store (the seller reads it on the panel); '' otherwise. */
    merchantReviewNote: text('merchant_review_note').notNull().default(''),
    /** When an admin last decided on the store. */
    merchantReviewedAt: timestamp('merchant_reviewed_at', { withTimezone: true }),
    name: text('name').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    dob: date('dob', { mode: 'string' }),
    profileImage: text('profile_image').notNull().default(''),
    backgroundImage: text('background_image').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    companyEmail: text('company_email').notNull().default(''),
    socialMediaAccount: text('social_media_account').notNull().default(''),
    premium: boolean('premium').notNull().default(false),
    /** The language of the account's notifications and e-mails: the site's at sign-up, then the profile's choice. */
    language: text('language', { enum: ['az', 'en', 'ru', 'tr'] })
      .notNull()
      .default('az'),
    settings: jsonb('settings')
      .$type<AccountSettings>()
      .notNull()
      .default({ notify: { email: true, push: true, whatsapp: false } }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    upgradedAt: timestamp('upgraded_at', { withTimezone: true }),
  },
  (table) => [
    check('accounts_type_known', sql`${table.type} in (0, 1, 2)`),
    // With the id, a kind's newest-first lists (the stores) are read in order, ties included.
    index('accounts_type_created_idx').on(table.type, table.createdAt, table.id),
    // The admin's Users section: every account newest first, and its text search (see users/service.ts).
    index('accounts_created_idx').on(table.createdAt, table.id),
    index('accounts_admin_search_trgm_idx').using(
      'gin',
      sql`catalogue_fold(${table.identifier} || ' ' || ${table.name} || ' ' || ${table.lastname} || ' ' || ${table.companyName} || ' ' || ${table.phoneNumber}) gin_trgm_ops`,
    ),
  ],
);

export interface AccountSettings {
  notify: { email: boolean; push: boolean; whatsapp: boolean };
}

/**
 * Signed-in sessions. Only the sha256 of the token is kept. One login starts a family;
 * cross-host handoffs add sessions to it, and logout ends the whole family.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    site: text('site', { enum: ['shopper', 'merchant', 'admin'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('sessions_account_idx').on(table.accountId),
    index('sessions_family_idx').on(table.familyId),
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);

/** One-time codes of sign-up and password reset, stored hashed; the id is the spec's otp_id. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    purpose: text('purpose', { enum: ['register', 'reset'] }).notNull(),
    /** The kind asked for at sign-up; null for resets. */
    accountType: smallint('account_type'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    delivered: boolean('delivered').notNull().default(false),
  },
  (table) => [
    index('otp_codes_identifier_purpose_created_idx').on(table.identifier, table.purpose, table.createdAt),
    index('otp_codes_expires_idx').on(table.expiresAt),
  ],
);

/** Single-use, short-lived codes that carry a login to another host without putting a token in a URL. */
export const handoffCodes = pgTable(
  'handoff_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    familyId: uuid('family_id').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Digest of the nonce the page that asked for the code keeps: only that browser can exchange it. */
    nonceHash: text('nonce_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('handoff_codes_account_idx').on(table.accountId), index('handoff_codes_expires_idx').on(table.expiresAt)],
);
