import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { mediaVariantUrl } from '@marketplace/contract';
import {
  BlockNotice,
  EmptyState,
  Pagination,
  ProductCard,
  ProductGrid,
  StoreHeader,
  companyHref,
  productHref,
} from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { StoreFollow } from '../favourites/StoreFollow.tsx';
import type { CompanyPageData } from './company.data.ts';
import { LIST_LATER } from './renderLater.ts';

/** Spec §2 `/company`: the store's header (cover, avatar, name, figures) and all its products, paginated. */
export function CompanyPage() {
  const { company, items, page, pageCount, readFailed } = useLoaderData() as CompanyPageData;
  const { t } = useTranslation();
  const config = usePublicConfig();

  if (!company) {
    return (
      <div className="mx-auto w-full max-w-content px-4 py-8 sm:px-6 lg:px-8">
        <PageMeta title={t('catalogue.company.notFoundTitle')} noIndex />
        <BlockNotice tone="warning">{t('catalogue.readFailed')}</BlockNotice>
      </div>
    );
  }

  const preview = company.backgroundImage || company.profileImage;
  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta
        title={page > 1 ? `${company.companyName} · ${t('catalogue.pagination.page', { page })}` : company.companyName}
        description={t('catalogue.company.description', { name: company.companyName })}
        canonical={new URL(companyHref(company, page), config.siteUrl).href}
        image={preview ? new URL(mediaVariantUrl(preview, 'large'), config.siteUrl).href : undefined}
      />
      <StoreHeader
        store={company}
        action={<StoreFollow storeId={company.id} storeName={company.companyName} followers={company.stats.followers} />}
      />
      <section aria-labelledby="company-products" className="flex flex-col gap-4">
        <h2 id="company-products" className="font-display text-2xl font-semibold text-ink">
          {pageCount > 1
            ? `${t('catalogue.company.productsHeading')} · ${t('catalogue.pagination.pageOf', { page, pageCount })}`
            : t('catalogue.company.productsHeading')}
        </h2>
        {readFailed ? <BlockNotice tone="warning">{t('catalogue.readFailed')}</BlockNotice> : null}
        {items.length > 0 ? (
          <ProductGrid className={LIST_LATER}>
            {items.map((item) => (
              <ProductCard key={item.id} item={item} href={productHref(item)} />
            ))}
          </ProductGrid>
        ) : readFailed ? null : (
          <EmptyState
            headingLevel={3}
            title={t('catalogue.company.emptyTitle')}
            description={t('catalogue.company.emptyDescription')}
          />
        )}
        <Pagination page={page} pageCount={pageCount} hrefForPage={(number) => companyHref(company, number)} />
      </section>
    </div>
  );
}
