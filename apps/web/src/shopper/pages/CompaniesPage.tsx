import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { BlockNotice, Button, EmptyState, PageHeading, ProductGrid, StoreCard, companyHref } from '@marketplace/design-system';
import { usePublicConfig } from '../../config/usePublicConfig.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { COMPANIES_AFTER_PARAM, type CompaniesPageData } from './companies.data.ts';
import { STORE_LIST_LATER } from './renderLater.ts';

/** Spec §2 `/companies`: the list of stores. */
export function CompaniesPage() {
  const { stores, nextAfter, continued, total, readFailed } = useLoaderData() as CompaniesPageData;
  const { t } = useTranslation();
  const config = usePublicConfig();

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta
        title={t('catalogue.companies.title')}
        description={t('catalogue.companies.description')}
        canonical={new URL('/companies', config.siteUrl).href}
        noIndex={continued}
      />
      <PageHeading title={t('catalogue.companies.title')} subtitle={t('catalogue.companies.description')} />
      {readFailed ? <BlockNotice tone="warning">{t('catalogue.readFailed')}</BlockNotice> : null}
      {stores.length > 0 ? (
        <ProductGrid className={STORE_LIST_LATER}>
          {stores.map((store, index) => (
            <StoreCard key={store.id} store={store} href={companyHref(store)} priority={index < 2} headingLevel={2} />
          ))}
        </ProductGrid>
      ) : readFailed ? null : (
        <EmptyState title={t('catalogue.companies.emptyTitle')} description={t('catalogue.companies.emptyDescription')} />
      )}
      {nextAfter && total > stores.length ? (
        <div className="flex justify-center">
          <Button asChild variant="secondary">
            <a href={`/companies?${new URLSearchParams({ [COMPANIES_AFTER_PARAM]: nextAfter }).toString()}`} rel="next">
              {t('catalogue.pagination.next')}
            </a>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
