import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigation } from 'react-router';
import { SEARCH_PAGE_SIZE, SEARCH_QUERY_MIN, categoryTitle, isLanguage, FALLBACK_LANGUAGE } from '@marketplace/contract';
import {
  Pagination,
  ProductCard,
  ProductCardSkeleton,
  ProductGrid,
  SearchEmpty,
  SearchSummary,
  categoryHref,
  pageCountOf,
  productHref,
} from '@marketplace/design-system';
import { PageMeta } from '../../pages/PageMeta.tsx';
import type { SearchPageData } from './search.data.ts';
import { DETAILED_LIST_LATER } from './renderLater.ts';

export const SEARCH_PATH = '/search';

/** The address of one page of results for `query`. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

/** Results of the navbar's search box: the same cards and pagination as the category pages. */
export function SearchPage() {
  const { query, page, items, total, failed, suggestions } = useLoaderData() as SearchPageData;
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === SEARCH_PATH;
  const searched = query.length >= SEARCH_QUERY_MIN;
  const lng = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : FALLBACK_LANGUAGE;

  return (
    <div className="mx-auto flex w-full max-w-content flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta
        title={searched ? t('searchPage.titleWithQuery', { query }) : t('searchPage.title')}
        description={t('searchPage.description')}
        noIndex
      />
      <SearchSummary query={searched ? query : ''} total={total} loading={loading} failed={failed} />
      {loading ? (
        <ProductGrid busy>
          {Array.from({ length: 10 }, (_, index) => (
            <ProductCardSkeleton key={index} />
          ))}
        </ProductGrid>
      ) : items.length > 0 ? (
        <section aria-label={t('searchPage.results')} className="flex flex-col gap-8">
          <ProductGrid className={DETAILED_LIST_LATER}>
            {items.map((item, index) => (
              <ProductCard key={item.id} item={item} href={productHref(item)} variant="detailed" priority={index === 0} />
            ))}
          </ProductGrid>
          <Pagination
            page={page}
            pageCount={pageCountOf(total, SEARCH_PAGE_SIZE)}
            hrefForPage={(target) => searchHref(query, target)}
          />
        </section>
      ) : failed ? null : (
        <SearchEmpty
          query={query}
          minChars={SEARCH_QUERY_MIN}
          searchAction={SEARCH_PATH}
          suggestions={suggestions.map((category) => ({
            id: category.id,
            title: categoryTitle(category.titles, lng),
            href: categoryHref(category),
          }))}
        />
      )}
    </div>
  );
}
