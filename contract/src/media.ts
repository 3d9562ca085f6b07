import { z } from 'zod';
import { isMediaAddress, MEDIA_ADDRESS_MESSAGE } from './media-address.ts';
import { MEDIA_KINDS, MEDIA_TYPES } from './media-rules.ts';
import { textString } from './text.ts';

/**
 * A picture or video address a request stores (see isMediaAddress), or '' for none. A refusal is
 * the request's 400 VALIDATION_FAILED naming the field.
 */
export const mediaAddressSchema = textString().refine(
  (address) => address === '' || isMediaAddress(address),
  MEDIA_ADDRESS_MESSAGE,
);

export const mediaVariantUrlsSchema = z.object({
  thumb: z.string(),
  medium: z.string(),
  large: z.string(),
});

/** Spec §3 "Storage metadata". */
export const mediaStorageMetadataSchema = z.object({
  bucket: z.string(),
  fullPath: z.string(),
  size: z.number().int().nonnegative(),
  contentType: z.string(),
  customMetadata: z.record(z.string(), z.string()),
});

/** A finished upload: spec §3 "Uploaded media" (downloadURL, size, cover, type) and more. */
export const uploadRecordSchema = z.object({
  id: z.string(),
  /** The storage key (spec §7 paths): covers/…, images/…, videos/…, specialAreal/QR/{qrCode}/{images|videos}/… */
  key: z.string(),
  kind: z.enum(MEDIA_KINDS),
  downloadURL: z.string(),
  /** Bytes of the stored file (after metadata was stripped, for images). */
  size: z.number().int().nonnegative(),
  type: z.enum(MEDIA_TYPES),
  cover: z.boolean(),
  contentType: z.string(),
  /** Pixel size of an image; null for videos. */
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** The webp sizes of an image (same as mediaVariantUrl gives); null for videos. */
  sizes: mediaVariantUrlsSchema.nullable(),
  qrCode: z.string().nullable(),
  metadata: mediaStorageMetadataSchema,
  /** ISO 8601. */
  createdAt: z.string(),
});
export type UploadRecord = z.infer<typeof uploadRecordSchema>;

export const QR_GALLERY_PAGE_SIZE = 24;
export const QR_GALLERY_MAX_PAGE_SIZE = 100;

export const qrGalleryQuerySchema = z.object({
  page_size: z.coerce.number().int().min(1).max(QR_GALLERY_MAX_PAGE_SIZE).default(QR_GALLERY_PAGE_SIZE),
  page_token: z.string().max(200).optional(),
});
export type QrGalleryQuery = z.infer<typeof qrGalleryQuerySchema>;

/** `GET mediaQrGalleryPath(qrCode)`: the code's uploads, newest first. */
export const qrGalleryPageSchema = z.object({
  items: z.array(uploadRecordSchema),
  next_page_token: z.string().nullable(),
});
export type QrGalleryPage = z.infer<typeof qrGalleryPageSchema>;
