import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaSrcSet, mediaVariantUrl } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Image } from '../../primitives/Image/index.ts';
import { Stars } from '../../primitives/Stars/index.ts';
import { formatManat } from '../../rules/manat.ts';
import { formatCount } from '../../rules/count.ts';
import { formatRating } from './formatRating.ts';
import { OnboardingChecklist } from './OnboardingChecklist.tsx';
import type { StoreDashboardFigures, StoreDashboardLinks, StoreDashboardStore, StoreOnboarding } from './types.ts';

export interface StoreDashboardProps {
  store: StoreDashboardStore;
  figures: StoreDashboardFigures;
  onboarding: StoreOnboarding;
  links: StoreDashboardLinks;
  className?: string;
}

/**
 * The seller panel's home (spec §2 "/", §3): cover banner, profile image, company name, premium
 * status, NOT_VERIFIED badge, online status, balance and access rights, the real figures of the
 * store, and the first-steps checklist until it is done.
 */
export function StoreDashboard({ store, figures, onboarding, links, className }: StoreDashboardProps) {
  const { t, i18n } = useTranslation();
  const figuresId = useId();
  const name = store.companyName.trim() || t('merchant.dashboard.unnamedStore');
  const cells = [
    {
      key: 'products',
      value: formatCount(figures.products),
      note: t('merchant.dashboard.figures.productsSplit', {
        active: formatCount(figures.activeProducts),
        hidden: formatCount(figures.hiddenProducts),
      }),
    },
    { key: 'totalViews', value: formatCount(figures.totalViews) },
    { key: 'favourites', value: formatCount(figures.favourites) },
    { key: 'followers', value: formatCount(figures.followers) },
  ] as const;

  return (
    <div data-slot="store-dashboard" className={cn('@container flex flex-col gap-6', className)}>
      <header className="overflow-hidden rounded-xl border border-line bg-surface shadow-card">
        <Image
          src={store.backgroundImage ? mediaVariantUrl(store.backgroundImage, 'large') : ''}
          srcSet={store.backgroundImage ? mediaSrcSet(store.backgroundImage) : undefined}
          sizes="(min-width: 80rem) 64rem, 100vw"
          alt={t('merchant.dashboard.coverAlt', { name })}
          width={1280}
          height={320}
          aspectRatio="4 / 1"
          priority
          className="max-h-56 w-full"
        />
        <div className="flex flex-col gap-4 px-4 pb-5 sm:flex-row sm:items-end sm:gap-6 sm:px-6">
          <Image
            src={store.profileImage ? mediaVariantUrl(store.profileImage, 'thumb') : ''}
            srcSet={store.profileImage ? mediaSrcSet(store.profileImage) : undefined}
            sizes="8rem"
            alt={t('merchant.dashboard.avatarAlt', { name })}
            width={320}
            height={320}
            aspectRatio={1}
            className="-mt-10 size-20 shrink-0 rounded-full border-4 border-surface shadow-md sm:-mt-14 sm:size-28"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="font-display text-2xl font-semibold text-ink [overflow-wrap:anywhere] sm:text-3xl">{name}</h1>
              {store.premium ? (
                <Badge tone="accent">{t('merchant.dashboard.premium')}</Badge>
              ) : (
                <Badge tone="neutral">{t('merchant.dashboard.standard')}</Badge>
              )}
              {store.status === 'NOT_VERIFIED' ? (
                <Badge tone="warning" title={t('merchant.dashboard.review.awaiting')}>
                  {t('merchant.dashboard.notVerified')}
                </Badge>
              ) : null}
              {store.status === 'REJECTED' ? <Badge tone="danger">{t('merchant.dashboard.review.rejectedBadge')}</Badge> : null}
            </div>
            <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <div className="flex items-center gap-1.5">
                <dt className="sr-only">{t('merchant.dashboard.presence')}</dt>
                <dd data-online={store.isOnline} className="flex items-center gap-1.5 text-ink">
                  <span
                    aria-hidden="true"
                    className={cn('size-2.5 rounded-full', store.isOnline ? 'bg-success-500' : 'bg-neutral-400')}
                  />
                  {store.isOnline ? t('merchant.dashboard.online') : t('merchant.dashboard.offline')}
                </dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-ink-muted">{t('merchant.dashboard.balance')}</dt>
                <dd className="font-semibold text-ink">{formatManat(store.balance, i18n.language)}</dd>
              </div>
              <div className="flex min-w-0 gap-1.5">
                <dt className="text-ink-muted">{t('merchant.dashboard.access')}</dt>
                <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">
                  {store.access.length > 0 ? store.access.join(', ') : t('merchant.dashboard.accessNone')}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </header>

      {store.status === 'REJECTED' ? (
        <section
          data-slot="store-rejected"
          role="alert"
          className="flex flex-col gap-1 rounded-xl border border-danger-200 bg-danger-50 p-4 text-sm text-danger-800 sm:p-5"
        >
          <h2 className="text-base font-semibold">{t('merchant.dashboard.review.rejectedTitle')}</h2>
          {store.reviewNote ? (
            <p className="[overflow-wrap:anywhere]">
              {t('merchant.dashboard.review.rejectedReason', { reason: store.reviewNote, interpolation: { escapeValue: false } })}
            </p>
          ) : null}
          <p>{t('merchant.dashboard.review.rejectedHint')}</p>
        </section>
      ) : null}

      <OnboardingChecklist onboarding={onboarding} links={links} />

      <section aria-labelledby={figuresId} className="flex flex-col gap-3">
        <h2 id={figuresId} className="text-lg font-semibold text-ink">
          {t('merchant.dashboard.figures.title')}
        </h2>
        <dl className="grid grid-cols-2 gap-3 @xl:grid-cols-3 @4xl:grid-cols-5">
          {cells.map((cell) => (
            <div key={cell.key} className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4 shadow-xs">
              <dt className="text-sm text-ink-muted">{t(`merchant.dashboard.figures.${cell.key}`)}</dt>
              <dd className="text-2xl font-semibold text-ink tabular-nums">{cell.value}</dd>
              {'note' in cell ? <dd className="text-xs text-ink-muted">{cell.note}</dd> : null}
            </div>
          ))}
          <div className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4 shadow-xs">
            <dt className="text-sm text-ink-muted">{t('merchant.dashboard.figures.rating')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="text-2xl font-semibold text-ink tabular-nums">
                {formatRating(figures.ratingAverage, i18n.language)}
              </span>
              <Stars rating={figures.ratingAverage} size="sm" />
            </dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
