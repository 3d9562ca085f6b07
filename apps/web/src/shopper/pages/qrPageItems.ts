import { mediaVariantUrl, type UploadRecord } from '@marketplace/contract';
import type { MediaUploadItem, QrGalleryItem } from '@marketplace/design-system';
import type { MediaUploadEntry } from '../../media/useMediaUploads.ts';

/** A stored file as a page shows it: photos in their web size, videos as they are. */
export function displayUrlOf(record: Pick<UploadRecord, 'type' | 'downloadURL' | 'sizes'>): string {
  if (record.type === 'video') return record.downloadURL;
  return record.sizes?.medium ?? mediaVariantUrl(record.downloadURL, 'medium');
}

export function toGalleryItem(record: UploadRecord): QrGalleryItem {
  return { id: record.id, mediaType: record.type, src: displayUrlOf(record) };
}

export function toUploaderItem(entry: MediaUploadEntry): MediaUploadItem {
  return {
    id: entry.id,
    name: entry.name,
    mediaType: entry.mediaType,
    previewUrl: entry.record ? displayUrlOf(entry.record) : entry.previewUrl,
    progress: entry.progress,
    state: entry.state,
    failure: entry.failure ? { reason: entry.failure.reason, retryable: entry.failure.retryable } : undefined,
  };
}
