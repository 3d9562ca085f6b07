import { useId } from 'react';
import { mediaSrcSet, mediaVariantUrl } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Image } from '../../primitives/Image/index.ts';
import { RatingContent } from '../../primitives/Rating/index.ts';
import { VerifiedMarkContent } from '../../primitives/VerifiedMark/index.ts';
import { isCardShowable, truncateTitle } from '../../rules/card.ts';
import { DiscountBadgeContent } from '../DiscountBadge/index.ts';
import { PriceTagContent } from '../PriceTag/index.ts';
import { CardTranslationsScope, useSharedCardTranslations } from './cardTranslations.tsx';
import type { ProductCardItem } from './productCardItem.ts';

/** The card's photo box; the files are square-cropped by `object-cover`. */
const COVER_SIZE = 640;
/** The card's width in a grid or a rail: half the screen on phones, a fixed column on wider screens. */
export const PRODUCT_CARD_SIZES = '(min-width: 80rem) 15rem, (min-width: 64rem) 20vw, (min-width: 40rem) 30vw, 46vw';

export interface ProductCardProps {
  item: ProductCardItem;
  href: string;
  /** `detailed` adds the description's start (the item made `withDescription`). */
  variant?: 'compact' | 'detailed';
  /** The card whose photo is the page's largest above the fold: loaded eagerly, high priority. */
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** Pointer over or focus on the card: a chance to prefetch the product page. */
  onIntent?: () => void;
  className?: string;
}

/**
 * A product in a list (spec §2 "Cards"): cover photo, title cut at 24 characters past 25,
 * store (with its check mark once verified), rating with its count (none before the first rating),
 * price with sale price and discount badge. Renders nothing when the cover address is
 * 10 characters or shorter.
 */
export function ProductCard(props: ProductCardProps) {
  const { item, href, variant = 'compact', priority = false, headingLevel = 3, onIntent, className } = props;
  const shared = useSharedCardTranslations();
  const titleId = useId();
  if (!isCardShowable(item)) return null;
  if (!shared) {
    return (
      <CardTranslationsScope>
        <ProductCard {...props} />
      </CardTranslationsScope>
    );
  }
  const { t, language } = shared;
  const Heading = `h${headingLevel}` as const;
  const title = truncateTitle(item.productName);
  const description = variant === 'detailed' ? item.description : '';

  return (
    <article
      data-slot="product-card"
      data-variant={variant}
      aria-labelledby={titleId}
      className={cn(
        'group relative flex min-w-0 flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-focus',
        className,
      )}
    >
      <Image
        src={mediaVariantUrl(item.coverImage, 'medium')}
        srcSet={mediaSrcSet(item.coverImage)}
        sizes={PRODUCT_CARD_SIZES}
        alt=""
        width={COVER_SIZE}
        height={COVER_SIZE}
        aspectRatio={1}
        priority={priority}
        imgClassName="transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
      />
      {/* Over the photo's top corner (the card is the positioned box). */}
      <DiscountBadgeContent
        discountType={item.discountType}
        discountValue={item.discountValue}
        className="absolute top-2 left-2"
        t={t}
        language={language}
      />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Heading id={titleId} className="text-base leading-snug font-semibold text-ink wrap-anywhere">
          {/* The whole card is one link: the title's link covers it through ::after. */}
          <a
            href={href}
            title={title === item.productName ? undefined : item.productName}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            className="rounded-sm outline-none after:absolute after:inset-0"
          >
            {title}
          </a>
        </Heading>
        {item.companyName ? (
          <p className="flex min-w-0 items-center gap-1 text-sm text-ink-muted">
            <span className="truncate">{item.companyName}</span>
            {item.verified ? <VerifiedMarkContent variant="icon" t={t} /> : null}
          </p>
        ) : null}
        <RatingContent rating={item.rating} count={item.ratingCount} t={t} language={language} />
        {description ? <p className="text-sm text-ink-muted wrap-anywhere">{description}</p> : null}
        <PriceTagContent
          price={item.productPrice}
          salePrice={item.salePrice}
          className="mt-auto pt-1"
          t={t}
          language={language}
        />
      </div>
    </article>
  );
}
