import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import {
  HOME_BLOCK_LIMIT,
  HOME_POPULAR,
  HOME_TOP_SALE,
  categoryTitle,
  isLanguage,
  mediaVariantUrl,
  FALLBACK_LANGUAGE,
} from '@marketplace/contract';
import {
  BlockNotice,
  CategoryChips,
  CategoryTiles,
  HomeHero,
  ProductCard,
  PromotedProductCard,
  ProductGrid,
  ProductRail,
  StoreCard,
  categoryHref,
  cn,
  companyHref,
  productHref,
  type ProductCardItem,
} from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { usePromotionEvents } from '../catalogue/usePromotionEvents.ts';
import type { HomeBlock, HomePageData } from './home.data.ts';
import { HomePromoTiles } from './HomePromoTiles.tsx';
import { HOME_LATER, RAIL_CARD_LATER, RAIL_CARD_LATER_ON_PHONES, RAIL_STORE_LATER } from './renderLater.ts';

/** Trending cards a wide screen shows side by side at first, and a phone. */
const FIRST_SCREEN_RAIL_CARDS = 6;
const PHONE_FIRST_SCREEN_RAIL_CARDS = 2;

/**
 * Spec §2 `/`: app promotion, categories, product blocks, stores and promo blocks. The trending
 * products come right after the category strip, so a phone's first screen shows products.
 */
export function HomePage() {
  const data = useLoaderData() as HomePageData;
  const { t, i18n } = useTranslation();
  const config = usePublicConfig();
  const lng = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;
  const titleOf = (category: { titles: HomePageData['popularCategories'][number]['titles'] }) =>
    categoryTitle(category.titles, lng);
  const hrefOf = (category: HomePageData['popularCategories'][number]) => categoryHref(category);
  const cover = data.trending.items[0]?.coverImage;
  usePromotionEvents(data.promoted.map((entry) => entry.promotionId));

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-10 px-4 py-4 sm:gap-12 sm:px-6 sm:py-8 lg:px-8">
      <PageMeta
        title={t('pages.home.title')}
        description={t('pages.home.description')}
        canonical={new URL('/', config.siteUrl).href}
        image={cover ? new URL(mediaVariantUrl(cover, 'large'), config.siteUrl).href : undefined}
      />
      {/* The hero, the category strip and the first products: on a phone they make the first screen together. */}
      <div className="flex flex-col gap-6 sm:gap-8">
        <HomeHero appStoreUrl={config.appStoreUrl} playStoreUrl={config.playStoreUrl} />
        {data.categories.failed ? (
          <BlockNotice tone="warning">{t('home.readFailed')}</BlockNotice>
        ) : (
          <CategoryChips
            label={t('home.categoryStrip')}
            items={data.categories.items.map((category) => ({
              id: category.id,
              title: titleOf(category),
              href: hrefOf(category),
            }))}
          />
        )}
      </div>

      <ProductRail title={t('home.trending')}>
        {blockBody(data.trending, t, (items) =>
          items.map((item, index) => (
            <ProductCard
              key={item.id}
              item={item}
              href={productHref(item)}
              // The first cards are on the first screen: drawn at once (a stand-in would grow the row under
              // the eyes), the first photo fetched at once, as it is the largest thing a phone shows there.
              priority={index === 0}
              className={
                index < PHONE_FIRST_SCREEN_RAIL_CARDS
                  ? undefined
                  : index < FIRST_SCREEN_RAIL_CARDS
                    ? RAIL_CARD_LATER_ON_PHONES
                    : RAIL_CARD_LATER
              }
            />
          )),
        )}
      </ProductRail>

      <CategoryTiles
        title={t('home.popularCategories.title')}
        items={data.popularCategories.map((category) => ({
          id: category.id,
          title: titleOf(category),
          href: hrefOf(category),
          productCount: category.productCount,
        }))}
      />

      {data.promoted.length > 0 ? (
        <ProductRail title={t('promotions.homeTitle')} className={HOME_LATER.productRail}>
          {data.promoted.map(({ promotionId, item }) => (
            <PromotedProductCard key={promotionId} item={item} href={productHref(item)} promotionId={promotionId} />
          ))}
        </ProductRail>
      ) : null}

      {data.categoryPicks && (
        <ProductBlock
          className={HOME_LATER.grid}
          title={t('home.categoryPicks', { category: titleOf(data.categoryPicks.category) })}
          action={
            <a href={hrefOf(data.categoryPicks.category)} className="text-caspian-700 hover:underline">
              {t('home.seeAll')}
            </a>
          }
        >
          {blockBody(data.categoryPicks.items, t, (items) =>
            items.slice(0, HOME_BLOCK_LIMIT).map((item) => <ProductCard key={item.id} item={item} href={productHref(item)} />),
          )}
        </ProductBlock>
      )}

      <ProductBlock
        className={HOME_LATER.detailedGrid}
        title={t('home.mostChosen')}
        action={
          data.categoryPicks ? (
            <a href={hrefOf(data.categoryPicks.category)} className="text-caspian-700 hover:underline">
              {t('home.discoverMore')}
            </a>
          ) : undefined
        }
      >
        {blockBody(data.mostChosen, t, (items) =>
          items.map((item) => <ProductCard key={item.id} item={item} href={productHref(item)} variant="detailed" />),
        )}
      </ProductBlock>

      <ProductRail
        className={HOME_LATER.storeRail}
        title={t('home.stores')}
        action={
          <a href="/companies" className="text-caspian-700 hover:underline">
            {t('home.allStores')}
          </a>
        }
      >
        {data.stores.failed || data.stores.items.length === 0 ? (
          <BlockNotice tone={data.stores.failed ? 'warning' : 'muted'}>
            {t(data.stores.failed ? 'home.readFailed' : 'home.empty')}
          </BlockNotice>
        ) : (
          data.stores.items.map((store) => (
            <StoreCard key={store.id} store={store} href={companyHref(store)} className={RAIL_STORE_LATER} />
          ))
        )}
      </ProductRail>

      <ProductRail title={t('home.topSelling')} className={HOME_LATER.productRail}>
        {blockBody({ ...data.mostChosen, items: data.mostChosen.items.slice(0, HOME_TOP_SALE) }, t, (items) =>
          items.map((item) => <ProductCard key={item.id} item={item} href={productHref(item)} className={RAIL_CARD_LATER} />),
        )}
      </ProductRail>

      <ProductBlock title={t('home.popular')} className={HOME_LATER.grid}>
        {blockBody({ ...data.trending, items: data.trending.items.slice(0, HOME_POPULAR) }, t, (items) =>
          items.map((item) => <ProductCard key={item.id} item={item} href={productHref(item)} />),
        )}
      </ProductBlock>

      <HomePromoTiles className={HOME_LATER.promoTiles} />
    </div>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** The cards of a block, or a quiet notice when it failed or came back empty. */
function blockBody(block: HomeBlock<ProductCardItem>, t: Translate, cards: (items: ProductCardItem[]) => ReactNode): ReactNode {
  if (block.failed) return <BlockNotice tone="warning">{t('home.readFailed')}</BlockNotice>;
  if (block.items.length === 0) return <BlockNotice>{t('home.empty')}</BlockNotice>;
  return cards(block.items);
}

function ProductBlock({
  title,
  action,
  className,
  children,
}: {
  title: string;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn('flex flex-col gap-3', className)} aria-label={title}>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 className="font-display text-2xl font-semibold text-ink [overflow-wrap:anywhere]">{title}</h2>
        {action ? <div className="shrink-0 text-sm font-semibold">{action}</div> : null}
      </div>
      <ProductGrid>{children}</ProductGrid>
    </section>
  );
}
