import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import type { GalleryMedia } from '../../rules/galleryMedia.ts';
import { galleryChoiceProps } from './galleryChoice.ts';

interface GalleryDotsProps {
  entries: readonly GalleryMedia[];
  current: number;
  viewerId: string;
  onSelect: (index: number) => void;
  className?: string;
}

/**
 * The gallery's position on phones: one dot per photo or video, each a button to show it. The
 * thumbnails take their place on wider screens; on a phone they would be downloaded alongside the
 * main photo, the page's largest paint, and slow it down.
 */
export function GalleryDots({ entries, current, viewerId, onSelect, className }: GalleryDotsProps) {
  const { t } = useTranslation();
  return (
    <ul data-slot="gallery-dots" className={cn('justify-center gap-1', className)} aria-label={t('itemPage.gallery.thumbnails')}>
      {entries.map((entry, index) => (
        <li key={entry.url}>
          <button
            {...galleryChoiceProps({ t, entries, index, current, viewerId, onSelect })}
            className="group flex h-6 min-w-6 items-center justify-center rounded-full px-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {/* The current one is longer as well as coloured: it does not rely on colour alone. */}
            <span
              aria-hidden="true"
              className={cn(
                'block h-2 rounded-full transition-[width,background-color] motion-reduce:transition-none',
                index === current ? 'w-5 bg-brand-600' : 'w-2 bg-ink-muted group-hover:bg-ink',
              )}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
