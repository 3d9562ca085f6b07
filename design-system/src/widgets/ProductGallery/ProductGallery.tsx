import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaSrcSet, mediaVariantUrl } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { galleryMedia, type GalleryMedia } from '../../rules/galleryMedia.ts';
import { GalleryDots } from './GalleryDots.tsx';
import { galleryChoiceProps } from './galleryChoice.ts';
import { Icon, ChevronLeftIcon, ChevronRightIcon, PlayIcon } from '../../primitives/Icon/index.ts';

export interface ProductGalleryProps {
  coverImage: string;
  /** Further images and videos, in the seller's order. */
  media: readonly string[];
  /** The product name: the images' description. */
  alt: string;
  className?: string;
}

const MAIN_SIZE = 800;
const THUMB_SIZE = 80;
/** The main image fills the page column on phones and about half of it from `lg` on. */
const MAIN_SIZES = '(min-width: 1024px) 50vw, 100vw';

function MainMedia({ entry, alt, priority }: { entry: GalleryMedia | undefined; alt: string; priority: boolean }) {
  if (entry?.kind === 'video') {
    return (
      <span className="relative block aspect-square overflow-hidden rounded-xl bg-ink">
        <video
          src={entry.url}
          controls
          preload="metadata"
          playsInline
          aria-label={alt}
          className="absolute inset-0 size-full object-contain"
        >
          <track kind="captions" />
        </video>
      </span>
    );
  }
  return (
    <Image
      src={entry ? mediaVariantUrl(entry.url, 'large') : null}
      srcSet={entry ? mediaSrcSet(entry.url) : undefined}
      sizes={MAIN_SIZES}
      alt={alt}
      width={MAIN_SIZE}
      height={MAIN_SIZE}
      priority={priority}
      className="rounded-xl"
    />
  );
}

/**
 * A product's photos and videos (spec §2): the cover first, thumbnails to choose (dots on phones),
 * previous/next buttons and the arrow keys on the viewer. The first image loads with high priority (it is the
 * page's largest paint); the others only when chosen.
 */
export function ProductGallery({ coverImage, media, alt, className }: ProductGalleryProps) {
  const { t } = useTranslation();
  const viewerId = useId();
  const entries = galleryMedia(coverImage, media);
  const [selected, setSelected] = useState(0);
  const current = Math.min(selected, Math.max(entries.length - 1, 0));
  const many = entries.length > 1;
  const step = (delta: number) => setSelected((current + delta + entries.length) % entries.length);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!many) return;
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section
      data-slot="product-gallery"
      aria-label={t('itemPage.gallery.label')}
      className={cn('flex flex-col gap-3', className)}
    >
      {/* The viewer is one focus stop that the arrow keys page through (the WAI carousel pattern). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        id={viewerId}
        role="group"
        aria-roledescription={t('itemPage.gallery.viewer')}
        aria-label={t('itemPage.gallery.position', { current: current + 1, total: Math.max(entries.length, 1) })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={many ? 0 : undefined}
        onKeyDown={onKeyDown}
        className="relative rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <MainMedia entry={entries[current]} alt={alt} priority={current === 0} />
        {many && (
          <>
            <IconButton
              aria-label={t('itemPage.gallery.previous')}
              aria-controls={viewerId}
              variant="outline"
              shape="circle"
              onClick={() => step(-1)}
              className="absolute start-2 top-1/2 -translate-y-1/2 shadow-sm"
            >
              <Icon icon={ChevronLeftIcon} size={5} />
            </IconButton>
            <IconButton
              aria-label={t('itemPage.gallery.next')}
              aria-controls={viewerId}
              variant="outline"
              shape="circle"
              onClick={() => step(1)}
              className="absolute end-2 top-1/2 -translate-y-1/2 shadow-sm"
            >
              <Icon icon={ChevronRightIcon} size={5} />
            </IconButton>
          </>
        )}
      </div>
      {many && (
        <GalleryDots entries={entries} current={current} viewerId={viewerId} onSelect={setSelected} className="flex sm:hidden" />
      )}
      {many && (
        <ul
          data-slot="gallery-thumbnails"
          className="hidden gap-2 overflow-x-auto pb-1 sm:flex"
          aria-label={t('itemPage.gallery.thumbnails')}
        >
          {entries.map((entry, index) => (
            <li key={entry.url} className="shrink-0">
              <button
                {...galleryChoiceProps({ t, entries, index, current, viewerId, onSelect: setSelected })}
                className={cn(
                  'block size-20 overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                  index === current ? 'border-brand-600' : 'border-transparent hover:border-line',
                )}
              >
                {entry.kind === 'video' ? (
                  <span className="flex size-full items-center justify-center bg-ink text-surface">
                    <Icon icon={PlayIcon} size={8} className="fill-current" />
                  </span>
                ) : (
                  <Image src={mediaVariantUrl(entry.url, 'thumb')} alt="" width={THUMB_SIZE} height={THUMB_SIZE} />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
