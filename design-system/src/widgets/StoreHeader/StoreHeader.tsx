import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaSrcSet, mediaVariantUrl } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Rating } from '../../primitives/Rating/index.ts';
import { VerifiedMark } from '../../primitives/VerifiedMark/index.ts';

export interface StoreHeaderStore {
  companyName: string;
  profileImage: string;
  backgroundImage: string;
  premium: boolean;
  /**
   * VERIFIED shows the positive check mark. A store awaiting review (NOT_VERIFIED) shows nothing to
   * buyers: the spec's NOT_VERIFIED badge is the seller's own, on the panel.
   */
  merchantStatus: string;
  productCount: number;
  /** ratingCount: how many ratings raitingAvarage averages (0: "no reviews yet"). */
  stats: { followers: number; views: number; sold: number; raitingAvarage: number; ratingCount: number };
}

export interface StoreHeaderProps {
  store: StoreHeaderStore;
  /** Beside the figures: the follow button (the app's, with the buyer's state). */
  action?: ReactNode;
  className?: string;
}

/** Whole numbers only, grouped by thin spaces: the same text on the server and in every browser. */
function count(value: number): string {
  return String(Math.max(0, Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
}

/** A store page's header: cover, avatar, name, badges and figures (products, followers, views, sold, rating). */
export function StoreHeader({ store, action, className }: StoreHeaderProps) {
  const { t } = useTranslation();
  const figures = [
    { key: 'products', value: count(store.productCount) },
    { key: 'followers', value: count(store.stats.followers) },
    { key: 'views', value: count(store.stats.views) },
    { key: 'sold', value: count(store.stats.sold) },
  ] as const;

  return (
    <header
      data-slot="store-header"
      className={cn('overflow-hidden rounded-xl border border-line bg-surface shadow-card', className)}
    >
      <Image
        src={store.backgroundImage ? mediaVariantUrl(store.backgroundImage, 'large') : ''}
        srcSet={store.backgroundImage ? mediaSrcSet(store.backgroundImage) : undefined}
        sizes="(min-width: 80rem) 80rem, 100vw"
        alt={t('catalogue.company.coverAlt', { name: store.companyName })}
        width={1280}
        height={320}
        aspectRatio="4 / 1"
        priority
        className="max-h-64 w-full"
      />
      <div className="flex flex-col gap-4 px-4 pb-5 sm:flex-row sm:items-end sm:gap-6 sm:px-6">
        <Image
          src={store.profileImage ? mediaVariantUrl(store.profileImage, 'thumb') : ''}
          srcSet={store.profileImage ? mediaSrcSet(store.profileImage) : undefined}
          sizes="8rem"
          alt={t('catalogue.company.avatarAlt', { name: store.companyName })}
          width={320}
          height={320}
          aspectRatio={1}
          className="-mt-12 size-24 shrink-0 rounded-full border-4 border-surface shadow-md sm:-mt-16 sm:size-32"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-display text-3xl font-semibold text-ink [overflow-wrap:anywhere]">{store.companyName}</h1>
            {store.premium ? <Badge tone="accent">{t('catalogue.company.premium')}</Badge> : null}
            {store.merchantStatus === 'VERIFIED' ? <VerifiedMark /> : null}
          </div>
          <dl aria-label={t('catalogue.company.stats.label')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {figures.map((figure) => (
              <div key={figure.key} className="flex flex-col">
                <dt className="text-ink-muted">{t(`catalogue.company.stats.${figure.key}`)}</dt>
                <dd className="text-base font-semibold text-ink">{figure.value}</dd>
              </div>
            ))}
            <div className="flex flex-col">
              <dt className="text-ink-muted">{t('catalogue.company.stats.rating')}</dt>
              <dd className="flex h-6 items-center">
                <Rating rating={store.stats.raitingAvarage} count={store.stats.ratingCount} whenNone="say" size="md" />
              </dd>
            </div>
          </dl>
        </div>
        {action ? <div className="shrink-0">{action}</div> : null}
      </div>
    </header>
  );
}
