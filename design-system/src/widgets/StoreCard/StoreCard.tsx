import { useId } from 'react';
import { mediaSrcSet, mediaVariantUrl } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Image } from '../../primitives/Image/index.ts';
import { CardTranslationsScope, useSharedCardTranslations } from '../ProductCard/cardTranslations.tsx';

export interface StoreCardStore {
  id: string;
  companyName: string;
  profileImage: string;
  productCount: number;
}

export interface StoreCardProps {
  store: StoreCardStore;
  href: string;
  priority?: boolean;
  headingLevel?: 2 | 3;
  onIntent?: () => void;
  className?: string;
}

const AVATAR_SIZE = 320;

/** A store in a list or strip: its picture, name and how many products it offers. */
export function StoreCard(props: StoreCardProps) {
  const { store, href, priority = false, headingLevel = 3, onIntent, className } = props;
  const shared = useSharedCardTranslations();
  const titleId = useId();
  if (!shared) {
    return (
      <CardTranslationsScope>
        <StoreCard {...props} />
      </CardTranslationsScope>
    );
  }
  const { t } = shared;
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="store-card"
      aria-labelledby={titleId}
      className={cn(
        'group relative flex min-w-0 flex-col items-center gap-3 rounded-lg border border-line bg-surface p-4 text-center shadow-card transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-focus',
        className,
      )}
    >
      <Image
        src={store.profileImage ? mediaVariantUrl(store.profileImage, 'thumb') : ''}
        srcSet={store.profileImage ? mediaSrcSet(store.profileImage) : undefined}
        sizes="7rem"
        alt=""
        width={AVATAR_SIZE}
        height={AVATAR_SIZE}
        aspectRatio={1}
        priority={priority}
        className="size-24 shrink-0 rounded-full border border-line sm:size-28"
      />
      <div className="flex min-w-0 flex-col gap-0.5">
        <Heading id={titleId} className="text-base leading-snug font-semibold text-ink [overflow-wrap:anywhere]">
          <a
            href={href}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {store.companyName}
          </a>
        </Heading>
        <p className="text-sm text-ink-muted">{t('catalogue.products', { count: store.productCount })}</p>
      </div>
    </article>
  );
}
