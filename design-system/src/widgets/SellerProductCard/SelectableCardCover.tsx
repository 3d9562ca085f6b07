import type { ReactNode } from 'react';
import { mediaSrcSet, mediaVariantUrl } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Image } from '../../primitives/Image/index.ts';

/** The card's photo box in the panels' product grids (square crops). */
const COVER_SIZE = 320;
const CARD_SIZES = '(min-width: 80rem) 18rem, (min-width: 64rem) 30vw, (min-width: 40rem) 45vw, 90vw';

export interface SelectableCardCoverProps {
  coverImage: string;
  /** Greyed out: the product is not on the shopper site. */
  dimmed: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  /** The checkbox's name, naming the product. */
  selectLabel: string;
  /** Badges laid over the photo. */
  children?: ReactNode;
}

/** A panel product card's cover with its selection checkbox (the seller's and the admin's grids). */
export function SelectableCardCover({
  coverImage,
  dimmed,
  selected,
  onSelectedChange,
  selectLabel,
  children,
}: SelectableCardCoverProps) {
  return (
    <div className="relative">
      <Image
        src={coverImage ? mediaVariantUrl(coverImage, 'medium') : ''}
        srcSet={coverImage ? mediaSrcSet(coverImage) : undefined}
        sizes={CARD_SIZES}
        alt=""
        width={COVER_SIZE}
        height={COVER_SIZE}
        aspectRatio="4 / 3"
        imgClassName={cn(dimmed && 'opacity-50 grayscale')}
      />
      <div className="absolute start-2 top-2 rounded-md bg-surface/90 p-1.5 shadow-xs">
        <Checkbox checked={selected} onCheckedChange={(checked) => onSelectedChange(checked === true)} aria-label={selectLabel} />
      </div>
      {children}
    </div>
  );
}
