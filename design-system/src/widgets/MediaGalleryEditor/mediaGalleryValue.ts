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

/** Puts an uploaded file's address where its picker belongs (a gallery or video address only once). */
export function withUploaded(value: MediaGalleryValue, kind: MediaKind, url: string): MediaGalleryValue {
  if (kind === 'cover') return { ...value, coverImage: url };
  const list = kind === 'image' ? value.images : value.videos;
  if (list.includes(url)) return value;
  return kind === 'image' ? { ...value, images: [...list, url] } : { ...value, videos: [...list, url] };
}
