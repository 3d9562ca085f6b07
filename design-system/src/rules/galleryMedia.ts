export type GalleryMediaKind = 'image' | 'video';

export interface GalleryMedia {
  url: string;
  kind: GalleryMediaKind;
}

const VIDEO_EXTENSION = /\.(mp4|webm|mov|m4v|ogv)$/i;

function pathOf(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/** A stored video is recognised by its extension (the server names files by their checked type). */
export function galleryMediaKind(url: string): GalleryMediaKind {
  return VIDEO_EXTENSION.test(pathOf(url)) ? 'video' : 'image';
}

/** A product's gallery: the cover first, then its media in order, blanks and repeats left out. */
export function galleryMedia(coverImage: string, media: readonly string[]): GalleryMedia[] {
  const seen = new Set<string>();
  const result: GalleryMedia[] = [];
  for (const raw of [coverImage, ...media]) {
    const url = raw.trim();
    if (url === '' || seen.has(url)) continue;
    seen.add(url);
    result.push({ url, kind: galleryMediaKind(url) });
  }
  return result;
}
