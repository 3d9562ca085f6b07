/** Which picker a file came from; the app compresses by it (spec §5: cover 0.05 MB/600 px, gallery 1 MB/800 px, videos as they are). */
export type MediaKind = 'cover' | 'image' | 'video';

/** The form's media: the cover, the gallery photos in their order, and the videos. */
export interface MediaGalleryValue {
  coverImage: string;
  images: string[];
  videos: string[];
}

/** Uploads one file; `onProgress` gets 0–100. Resolves with the stored file's address. */
export type UploadMedia = (file: File, kind: MediaKind, onProgress: (percent: number) => void) => Promise<{ url: string }>;

/**
 * Puts an uploaded file's address where its picker belongs (a gallery or video address only once).
 * `pickedAs` is the file's place in the order the seller picked files, and `pickOrder` that place of
 * the files already in the list: the address goes before the first one picked after it, so files
 * picked together keep their picked order whichever upload finishes first (and any order the seller
 * dragged the others into); files that were there before keep their places.
 */
export function withUploaded(
  value: MediaGalleryValue,
  kind: MediaKind,
  url: string,
  pickedAs = Number.POSITIVE_INFINITY,
  pickOrder: ReadonlyMap<string, number> = new Map(),
): MediaGalleryValue {
  if (kind === 'cover') return { ...value, coverImage: url };
  const list = kind === 'image' ? value.images : value.videos;
  if (list.includes(url)) return value;
  const before = list.findIndex((other) => (pickOrder.get(other) ?? Number.NEGATIVE_INFINITY) > pickedAs);
  const placed = before === -1 ? [...list, url] : [...list.slice(0, before), url, ...list.slice(before)];
  return kind === 'image' ? { ...value, images: placed } : { ...value, videos: placed };
}
