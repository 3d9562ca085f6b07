import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FAVOURITES_PAGE_SIZE, FOLLOWS_PAGE_SIZE } from '@marketplace/contract';
import {
  BlockNotice,
  EmptyState,
  Pagination,
  ProductCard,
  ProductCardSkeleton,
  ProductGrid,
  StoreCard,
  companyHref,
  productHref,
  toProductCardItems,
} from '@marketplace/design-system';
import { useFavourites, useFollows } from '../../data/favourites.ts';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { StoreFollow } from './StoreFollow.tsx';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const pagesOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

function Loading() {
  return (
    <ProductGrid aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </ProductGrid>
  );
}

function Favourites() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useFavourites(page);
  if (list.isError) return <BlockNotice tone="warning">{t('favourites.profile.loadFailed')}</BlockNotice>;
  if (!list.data) return <Loading />;
  if (list.data.total === 0) {
    return (
      <EmptyState title={t('favourites.profile.favouritesEmpty')} description={t('favourites.profile.favouritesEmptyHint')} />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ProductGrid>
        {toProductCardItems(list.data.items).map((item) => (
          <ProductCard key={item.id} item={item} href={productHref(item)} />
        ))}
      </ProductGrid>
      <Pagination
        page={page}
        pageCount={pagesOf(list.data.total, FAVOURITES_PAGE_SIZE)}
        hrefForPage={(target) => (target > 1 ? `/profile/favourites?page=${target}` : '/profile/favourites')}
      />
    </div>
  );
}

function Following() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useFollows(page);
  if (list.isError) return <BlockNotice tone="warning">{t('favourites.profile.loadFailed')}</BlockNotice>;
  if (!list.data) return <Loading />;
  if (list.data.total === 0) {
    return <EmptyState title={t('favourites.profile.followingEmpty')} description={t('favourites.profile.followingEmptyHint')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.data.stores.map((store) => (
          <li key={store.id} className="flex flex-col gap-3">
            <StoreCard store={store} href={companyHref(store)} />
            <StoreFollow storeId={store.id} storeName={store.companyName} followers={store.followers} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={pagesOf(list.data.total, FOLLOWS_PAGE_SIZE)}
        hrefForPage={(target) => (target > 1 ? `/profile/following?page=${target}` : '/profile/following')}
      />
    </div>
  );
}

/** The buyer's hearted products or followed stores, with the page in the address (its own lazily loaded chunk). */
export default function FavouritesContent({ list }: { list: 'favourites' | 'following' }) {
  return (
    <SiteQueryProvider client={shopperQueryClient}>{list === 'favourites' ? <Favourites /> : <Following />}</SiteQueryProvider>
  );
}
