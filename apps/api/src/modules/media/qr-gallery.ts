import type { QrGalleryAnswer } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { mediaErrors } from './errors.ts';
import type { GalleryCursor } from './page-token.ts';
import { findQrCode, guestKeyHashOf, qrCodeStateOf } from './qr-codes.ts';
import { hasQrUploads, qrGalleryRows, toUploadRecord, type QrUploader, type RecordView } from './records.ts';

/** Who reads a gallery: the session's account (if any) and the guest key their browser sent (if any). */
export interface QrGalleryReader {
  account: { id: string; type: number } | null;
  guestKey: string | null;
}

/**
 * A QR code's gallery as this reader may see it. Its issuer (the account that created it) sees
 * every file; someone who uploaded under it sees their own files only (their account's, or those
 * sent with their guest key); anyone else hears 404 QR_CODE_UNKNOWN, the very answer for a code
 * nobody issued, so the gallery tells a stranger nothing about which codes exist. A revoked code
 * lists nothing to anyone.
 */
export async function readQrGallery(
  db: Database,
  view: RecordView,
  input: { qrCode: string; reader: QrGalleryReader; pageSize: number; cursor: GalleryCursor | undefined; now: Date },
): Promise<QrGalleryAnswer> {
  const { qrCode, reader } = input;
  const code = await findQrCode(db, qrCode);
  if (!code) throw mediaErrors.qrCodeUnknown();
  const isIssuer = reader.account !== null && reader.account.id === code.ownerId;
  const uploader: QrUploader | undefined = isIssuer
    ? undefined
    : { accountId: reader.account?.id ?? null, guestKeyHash: reader.guestKey === null ? null : guestKeyHashOf(reader.guestKey) };
  if (uploader && !(await hasQrUploads(db, qrCode, uploader))) throw mediaErrors.qrCodeUnknown();

  const codeAnswer = { state: qrCodeStateOf(code, input.now), expiresAt: code.expiresAt.toISOString() };
  if (code.revokedAt) return { items: [], next_page_token: null, code: codeAnswer };
  const page = await qrGalleryRows(db, qrCode, input.pageSize, input.cursor, uploader);
  return { items: page.rows.map((row) => toUploadRecord(view, row)), next_page_token: page.nextPageToken, code: codeAnswer };
}
