import type { TFunction } from 'i18next';
import type { GalleryMedia } from '../../rules/galleryMedia.ts';

interface GalleryChoice {
  t: TFunction;
  entries: readonly GalleryMedia[];
  index: number;
  current: number;
  viewerId: string;
  onSelect: (index: number) => void;
}

/** What a button that shows one of the gallery's entries says and does (thumbnails and phone dots alike). */
export function galleryChoiceProps({ t, entries, index, current, viewerId, onSelect }: GalleryChoice) {
  const entry = entries[index];
  return {
    type: 'button' as const,
    'aria-label': t(entry?.kind === 'video' ? 'itemPage.gallery.showVideo' : 'itemPage.gallery.showImage', {
      current: index + 1,
      total: entries.length,
    }),
    'aria-current': index === current ? ('true' as const) : undefined,
    'aria-controls': viewerId,
    onClick: () => onSelect(index),
  };
}
