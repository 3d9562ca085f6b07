import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import {
  MEDIA_IMAGE_MAX_BYTES,
  MEDIA_VARIANTS,
  mediaTypesAllowedFor,
  type MediaKind,
  type UploadRecord,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { detectMedia } from './detect.ts';
import { mediaErrors } from './errors.ts';
import { cleanImage } from './image-pipeline.ts';
import { mediaFolderFor, mediaKeyFor, variantKeyFor } from './keys.ts';
import { insertMediaRow, toUploadRecord, type NewMediaRow } from './records.ts';
import type { MediaSettings } from './settings.ts';
import type { MediaStorage } from './storage.ts';

export interface MediaDeps {
  db: Database;
  storage: MediaStorage;
  settings: MediaSettings;
  now?: () => Date;
}

export interface StoreMediaInput {
  /** 32 lowercase hex characters: the tus upload id, or newMediaId(). */
  id: string;
  kind: MediaKind;
  ownerId: string | null;
  qrCode: string | null;
  /** A guest's QR upload: the hash of their key (see guestKeyHashOf). */
  guestKeyHash?: string | null;
  originalName: string | null;
  /** The bytes in memory, or a finished file on local disk (a tus staging file). */
  source: { buffer: Buffer } | { path: string; size: number };
}

export function newMediaId(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The one path every file takes into storage: type judged by its bytes, size capped per kind,
 * images cleaned of metadata and sized, stored under the spec §7 key, then recorded.
 * Nothing is left in storage when any step refuses or fails.
 */
export async function storeMedia(deps: MediaDeps, input: StoreMediaInput): Promise<UploadRecord> {
  const { source, kind } = input;
  const size = 'buffer' in source ? source.buffer.length : source.size;
  const maxBytes = deps.settings.maxBytes[kind];
  if (size > maxBytes) throw mediaErrors.tooLarge(maxBytes);

  const detected = await detectMedia('buffer' in source ? { buffer: source.buffer } : { path: source.path });
  if (!detected || !mediaTypesAllowedFor(kind).includes(detected.type)) throw mediaErrors.typeNotAllowed();
  const folder = mediaFolderFor(kind, detected.type, input.qrCode);

  const written: string[] = [];
  const put = async (key: string, body: Parameters<MediaStorage['put']>[1], contentType: string) => {
    written.push(key);
    await deps.storage.put(key, body, contentType);
  };
  const base = {
    id: input.id,
    kind,
    type: detected.type,
    ownerId: input.ownerId,
    qrCode: kind === 'qr' ? input.qrCode : null,
    guestKeyHash: kind === 'qr' ? (input.guestKeyHash ?? null) : null,
    originalName: input.originalName,
    createdAt: deps.now?.() ?? new Date(),
  };
  try {
    let row: NewMediaRow;
    if (detected.type === 'image') {
      if (size > MEDIA_IMAGE_MAX_BYTES) throw mediaErrors.tooLarge(MEDIA_IMAGE_MAX_BYTES);
      const image = await cleanImage('buffer' in source ? source.buffer : await readFile(source.path), detected);
      for (const variant of MEDIA_VARIANTS) {
        await put(variantKeyFor(folder, input.id, variant), image.variants[variant], 'image/webp');
      }
      const key = mediaKeyFor(folder, input.id, image.extension);
      await put(key, image.data, image.contentType);
      row = {
        ...base,
        key,
        contentType: image.contentType,
        size: image.data.length,
        width: image.width,
        height: image.height,
        hasVariants: true,
      };
    } else {
      const key = mediaKeyFor(folder, input.id, detected.extension);
      const body = 'buffer' in source ? source.buffer : { stream: createReadStream(source.path), size: source.size };
      await put(key, body, detected.contentType);
      row = { ...base, key, contentType: detected.contentType, size, hasVariants: false };
    }
    const inserted = await insertMediaRow(deps.db, row);
    return toUploadRecord({ publicBaseUrl: deps.settings.publicBaseUrl, bucket: deps.storage.bucket }, inserted);
  } catch (error) {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw error;
  }
}

export interface StoreImageInput {
  kind: 'cover' | 'image';
  /** The account the image belongs to (a seller or an admin); null for the platform itself. */
  ownerId: string | null;
  data: Buffer;
}

/** For server-side callers (demo data): an image in memory through the same checks and sizes as an upload. */
export function storeImageBuffer(deps: MediaDeps, input: StoreImageInput): Promise<UploadRecord> {
  return storeMedia(deps, {
    id: newMediaId(),
    kind: input.kind,
    ownerId: input.ownerId,
    qrCode: null,
    originalName: null,
    source: { buffer: input.data },
  });
}
