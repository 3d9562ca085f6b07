import { useEffect, useRef, useState, type ComponentProps, type SyntheticEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { boxRatio, shapeClassOf } from './boxShape.ts';
import { ImageFallback } from './ImageFallback.tsx';

export type ImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority' | 'ref' | 'className' | 'style'
> & {
  /** A missing or blank address shows the placeholder. */
  src: string | null | undefined;
  /** Required; "" only for a purely decorative image. */
  alt: string;
  /** Intrinsic size: reserves the box before the file arrives, so nothing shifts. */
  width: number;
  height: number;
  /** For the image that matters most above the fold: loads eagerly with high fetch priority. */
  priority?: boolean;
  fit?: 'cover' | 'contain';
  /** Box shape, e.g. `1` or `"4 / 3"`; defaults to width / height. */
  aspectRatio?: number | string;
  /** Classes for the box (size, rounding). */
  className?: string;
  imgClassName?: string;
};

export function hasUsableSource(src: string | null | undefined): src is string {
  return typeof src === 'string' && src.trim().length > 0;
}

/**
 * A photo in a fixed-ratio box that falls back to a drawn placeholder when the file
 * is missing or broken (spec §2). Server-rendered safely: a load error that happened
 * before hydration, when React was not yet listening, is caught after mount.
 */
export function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  fit = 'cover',
  aspectRatio,
  className,
  imgClassName,
  onError,
  ...imgProps
}: ImageProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  // Remembering which address failed (not a boolean) resets the fallback when `src` changes.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = hasUsableSource(src);
  const showPlaceholder = !usable || failedSrc === src;
  const ratio = boxRatio(aspectRatio, width, height);
  const shapeClass = shapeClassOf(ratio);

  useEffect(() => {
    const img = imgRef.current;
    if (usable && img && img.complete && img.naturalWidth === 0) setFailedSrc(src);
  }, [src, usable]);

  const handleError = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    if (usable) setFailedSrc(src);
    onError?.(event);
  };

  return (
    <span
      data-slot="image"
      data-state={showPlaceholder ? 'placeholder' : 'image'}
      className={cn('relative block overflow-hidden bg-sunken', shapeClass, className)}
    >
      {/* A shape without a class takes it from this spacer's viewBox (no style attribute, which
          the page's Content-Security-Policy would refuse in server-rendered markup). */}
      {shapeClass ? null : (
        <svg aria-hidden="true" focusable="false" viewBox={`0 0 ${ratio[0]} ${ratio[1]}`} className="block h-auto w-full" />
      )}
      {showPlaceholder ? (
        <ImageFallback alt={alt} />
      ) : (
        <img
          ref={imgRef}
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          onError={handleError}
          className={cn('absolute inset-0 size-full', fit === 'cover' ? 'object-cover' : 'object-contain', imgClassName)}
          {...imgProps}
        />
      )}
    </span>
  );
}
