import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROMOTION_PAGE_SIZE } from '@marketplace/contract';
import {
  Button,
  EmptyState,
  PageHeading,
  Pagination,
  PromotionTable,
  Skeleton,
  errorMessageKeys,
  notify,
} from '@marketplace/design-system';
import { useCancelPromotion, useStorePromotions } from '../../../data/promotions.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** `/promotions`: the seller's ads, newest first, with their state, views and clicks; a waiting or running one can be stopped. */
export function PromotionsPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useStorePromotions(page);
  const cancel = useCancelPromotion();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('promotions.sellerPage.title')} description={t('promotions.sellerPage.subtitle')} noIndex />
      <PageHeading title={t('promotions.sellerPage.title')} subtitle={t('promotions.sellerPage.subtitle')} />
      {list.isError && !list.data ? (
        <EmptyState
          title={t('favourites.profile.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('reviews.list.retry')}</Button>}
        />
      ) : !list.data ? (
        <Skeleton className="h-48 w-full" />
      ) : (
        <>
          <PromotionTable
            audience="seller"
            promotions={list.data.promotions}
            pendingId={cancel.isPending ? cancel.variables : null}
            onCancel={(promotion) =>
              cancel
                .mutateAsync(promotion.id)
                .catch((error: unknown) => notify.error(t(errorMessageKeys(error, 'favourites.failed'))))
            }
          />
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(list.data.total / PROMOTION_PAGE_SIZE))}
            hrefForPage={(target) => (target > 1 ? `/promotions?page=${target}` : '/promotions')}
          />
        </>
      )}
    </div>
  );
}
