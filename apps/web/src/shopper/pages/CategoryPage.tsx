import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { categoryTitle, mediaVariantUrl } from '@marketplace/contract';
import {
  BlockNotice,
  CategoryChips,
  EmptyState,
  PageHeading,
  Pagination,
  ProductCard,
  PromotedProductCard,
  ProductGrid,
  categoryHref,
  productHref,
} from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { useLanguage } from '../catalogue/useLanguage.ts';
import { usePromotionEvents } from '../catalogue/usePromotionEvents.ts';
import type { CategoryPageData } from './category.data.ts';
import { LIST_LATER } from './renderLater.ts';

/** Spec §2 `/category`: the products of a category and all its subcategories, chips, numbered pages. */
export function CategoryPage() {
  const { place, items, promoted, page, pageCount, readFailed } = useLoaderData() as CategoryPageData;
  usePromotionEvents(promoted.map((entry) => entry.promotionId));
  const { t } = useTranslation();
  const lng = useLanguage();
  const config = usePublicConfig();

  if (!place) {
    return (
      <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 lg:px-8">
        <PageMeta title={t('catalogue.category.notFoundTitle')} noIndex />
        <BlockNotice tone="warning">{t('catalogue.readFailed')}</BlockNotice>
      </div>
    );
  }

  const { category, chipParent, chips } = place;
  const title = categoryTitle(category.titles, lng);
  const chipItems = chipParent
    ? [
        { id: chipParent.id, title: t('catalogue.category.all'), href: categoryHref(chipParent) },
        ...chips.map((chip) => ({ id: chip.id, title: categoryTitle(chip.titles, lng), href: categoryHref(chip) })),
      ]
    : [];
  const cover = items.find((item) => item.coverImage)?.coverImage;

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta
        title={page > 1 ? `${title} · ${t('catalogue.pagination.page', { page })}` : title}
        description={t('catalogue.category.description', { name: title })}
        canonical={new URL(categoryHref(category, page), config.siteUrl).href}
        image={cover ? new URL(mediaVariantUrl(cover, 'large'), config.siteUrl).href : undefined}
      />
      <PageHeading
        title={title}
        subtitle={
          pageCount > 1
            ? `${t('catalogue.products', { count: category.productCount })} · ${t('catalogue.pagination.pageOf', { page, pageCount })}`
            : t('catalogue.products', { count: category.productCount })
        }
      />
      <CategoryChips items={chipItems} activeId={category.id} label={t('catalogue.chips.subcategories')} />
      {readFailed ? <BlockNotice tone="warning">{t('catalogue.readFailed')}</BlockNotice> : null}
      {items.length > 0 ? (
        <ProductGrid className={LIST_LATER}>
          {promoted.map(({ promotionId, item }) => (
            <PromotedProductCard
              key={promotionId}
              item={item}
              href={productHref(item)}
              headingLevel={2}
              promotionId={promotionId}
            />
          ))}
          {items.map((item, index) => (
            <ProductCard key={item.id} item={item} href={productHref(item)} priority={index === 0} headingLevel={2} />
          ))}
        </ProductGrid>
      ) : readFailed ? null : (
        <EmptyState title={t('catalogue.category.emptyTitle')} description={t('catalogue.category.emptyDescription')} />
      )}
      <Pagination page={page} pageCount={pageCount} hrefForPage={(number) => categoryHref(category, number)} />
    </div>
  );
}
