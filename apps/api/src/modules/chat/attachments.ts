import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { mediaUploads, type StoredChatAttachment } from '../../db/schema.ts';
import { chatErrors } from './errors.ts';

/**
 * A message's photos: ids of finished image uploads the sender made itself (a cover or gallery
 * image of the media module, not a QR guest upload, not a video). Anything else is refused by its
 * place in the list, so the panel can say which one.
 */
export async function ownImages(
  db: Database,
  senderId: string,
  uploadIds: readonly string[] | undefined,
): Promise<StoredChatAttachment[]> {
  if (!uploadIds || uploadIds.length === 0) return [];
  const found = await db
    .select({ id: mediaUploads.id, key: mediaUploads.key, width: mediaUploads.width, height: mediaUploads.height })
    .from(mediaUploads)
    .where(
      and(
        inArray(mediaUploads.id, [...new Set(uploadIds)]),
        eq(mediaUploads.ownerId, senderId),
        eq(mediaUploads.type, 'image'),
        ne(mediaUploads.kind, 'qr'),
      ),
    );
  const byId = new Map(found.map((upload) => [upload.id, upload]));
  return uploadIds.map((id, index) => {
    const upload = byId.get(id);
    if (!upload) throw chatErrors.attachmentInvalid(index);
    return { uploadId: upload.id, key: upload.key, width: upload.width, height: upload.height };
  });
}
