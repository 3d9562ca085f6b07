import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { MediaKind, MediaType, UploadRecord } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { mediaUploads } from '../../db/schema.ts';
import { encodePageToken, type GalleryCursor } from './page-token.ts';

export type MediaRow = typeof mediaUploads.$inferSelect;
export type NewMediaRow = typeof mediaUploads.$inferInsert;

/** How stored keys become addresses and record answers. */
export interface RecordView {
  publicBaseUrl: string;
  bucket: string;
}

export function downloadUrlOf(view: RecordView, key: string): string {
  return `${view.publicBaseUrl}/${key}`;
}

export function toUploadRecord(view: RecordView, row: MediaRow): UploadRecord {
  const downloadURL = downloadUrlOf(view, row.key);
  const stem = downloadURL.slice(0, downloadURL.lastIndexOf('.'));
  const customMetadata: Record<string, string> = { kind: row.kind };
  if (row.qrCode) customMetadata.qrCode = row.qrCode;
  if (row.originalName) customMetadata.originalName = row.originalName;
  return {
    id: row.id,
    key: row.key,
    kind: row.kind as MediaKind,
    downloadURL,
    size: row.size,
    type: row.type as MediaType,
    cover: row.kind === 'cover',
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    sizes: row.hasVariants ? { thumb: `${stem}_thumb.webp`, medium: `${stem}_medium.webp`, large: `${stem}_large.webp` } : null,
    qrCode: row.qrCode,
    metadata: { bucket: view.bucket, fullPath: row.key, size: row.size, contentType: row.contentType, customMetadata },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function insertMediaRow(db: Database, row: NewMediaRow): Promise<MediaRow> {
  const [inserted] = await db.insert(mediaUploads).values(row).returning();
  if (!inserted) throw new Error('media row was not inserted');
  return inserted;
}

export async function findMediaRow(db: Database, id: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1);
  return row;
}

/** One uploader's files of a code: those of their account, or those their browser's key was sent with. */
export interface QrUploader {
  accountId: string | null;
  guestKeyHash: string | null;
}

function uploadedBy(uploader: QrUploader): SQL | undefined {
  const mine = [
    uploader.accountId === null ? undefined : eq(mediaUploads.ownerId, uploader.accountId),
    uploader.guestKeyHash === null ? undefined : eq(mediaUploads.guestKeyHash, uploader.guestKeyHash),
  ].filter((condition) => condition !== undefined);
  return or(...mine);
}

/** Whether this uploader has any file under the code. */
export async function hasQrUploads(db: Database, qrCode: string, uploader: QrUploader): Promise<boolean> {
  const mine = uploadedBy(uploader);
  if (!mine) return false;
  const [row] = await db
    .select({ id: mediaUploads.id })
    .from(mediaUploads)
    .where(and(eq(mediaUploads.qrCode, qrCode), mine))
    .limit(1);
  return row !== undefined;
}

/**
 * One page of a QR code's uploads, newest first, after `cursor` (from the previous page's token):
 * every file, or only `uploader`'s.
 */
export async function qrGalleryRows(
  db: Database,
  qrCode: string,
  pageSize: number,
  cursor: GalleryCursor | undefined,
  uploader?: QrUploader,
): Promise<{ rows: MediaRow[]; nextPageToken: string | null }> {
  const found = await db
    .select()
    .from(mediaUploads)
    .where(
      and(
        eq(mediaUploads.qrCode, qrCode),
        uploader ? (uploadedBy(uploader) ?? sql`false`) : undefined,
        cursor
          ? sql`(${mediaUploads.createdAt}, ${mediaUploads.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id})`
          : undefined,
      ),
    )
    .orderBy(desc(mediaUploads.createdAt), desc(mediaUploads.id))
    .limit(pageSize + 1);
  const page = found.slice(0, pageSize);
  const last = page.at(-1);
  const nextPageToken = found.length > pageSize && last ? encodePageToken({ createdAt: last.createdAt, id: last.id }) : null;
  return { rows: page, nextPageToken };
}
