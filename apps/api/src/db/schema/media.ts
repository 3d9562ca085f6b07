import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';

/**
 * Finished uploads (spec §3 "Uploaded media"). The id is the tus upload id (or a server-made id
 * for files stored without tus); the download address is built from `key` when answering, so a
 * changed public media base applies to every record.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind', { enum: ['cover', 'image', 'video', 'qr'] }).notNull(),
    type: text('type', { enum: ['image', 'video'] }).notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Whether the webp sizes (thumb, medium, large) were written next to the file. */
    hasVariants: boolean('has_variants').notNull().default(false),
    ownerId: uuid('owner_id').references(() => accounts.id, { onDelete: 'set null' }),
    qrCode: text('qr_code'),
    /**
     * A guest's QR upload: the SHA-256 (hex) of the key their browser sent with it, so that guest can
     * list their own files of the code and nobody else's. Null for signed-in uploads (owner_id says who).
     */
    guestKeyHash: text('guest_key_hash'),
    /** The name the uploader's device gave the file; informative only. */
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('media_uploads_qr_code_matches_kind', sql`(${table.kind} = 'qr') = (${table.qrCode} is not null)`),
    index('media_uploads_qr_gallery_idx')
      .on(table.qrCode, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.qrCode} is not null`),
    index('media_uploads_owner_idx').on(table.ownerId),
    index('media_uploads_qr_guest_idx')
      .on(table.qrCode, table.guestKeyHash)
      .where(sql`${table.guestKeyHash} is not null`),
  ],
);
