import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { REVIEW_PAGE_SIZE } from '@marketplace/contract';
import {
  Button,
  EmptyState,
  PageHeading,
  PanelReviewList,
  ReviewModeration,
  errorMessageKeys,
  notify,
} from '@marketplace/design-system';
import { useAdminReviews, useSetReviewHidden } from '../../../data/reviews.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { readReviewListParams, reviewListHref, type ReviewListParams } from '../../../reviews/reviewListParams.ts';

const FLAG = 'hidden';
const VISIBILITY = [
  { flag: null, key: 'reviews.admin.allVisibility' },
  { flag: false, key: 'reviews.admin.visibleOnly' },
  { flag: true, key: 'reviews.admin.hiddenOnly' },
] as const;

/**
 * `/reviews`: every review, newest first, by rating and shown or hidden; an admin hides one with a
 * reason (it leaves the product page and its rating, and the audit log records it) or shows it again.
 */
export function ReviewsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readReviewListParams(searchParams, FLAG);
  const href = (next: Partial<ReviewListParams>) => reviewListHref('/reviews', FLAG, { ...params, ...next });
  const reviews = useAdminReviews({ page: params.page, stars: params.stars, hidden: params.flag });
  const setHidden = useSetReviewHidden();
  const messageOf = (error: unknown) =>
    errorMessageKeys(error, 'errors.UNEXPECTED_RESPONSE').find((key) => i18n.exists(key)) ?? 'errors.UNEXPECTED_RESPONSE';

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('reviews.admin.title')} description={t('reviews.admin.description')} noIndex />
      <PageHeading title={t('reviews.admin.title')} subtitle={t('reviews.admin.description')} />
      <div role="group" aria-label={t('reviews.admin.visibility')} className="flex flex-wrap gap-2">
        {VISIBILITY.map((choice) => (
          <Button
            key={String(choice.flag)}
            size="sm"
            variant={params.flag === choice.flag ? 'primary' : 'outline'}
            aria-pressed={params.flag === choice.flag}
            onClick={() => void navigate(href({ flag: choice.flag, page: 1 }))}
          >
            {t(choice.key)}
          </Button>
        ))}
      </div>
      {reviews.isError && !reviews.data ? (
        <EmptyState
          title={t('reviews.list.loadFailed')}
          action={
            <Button onClick={() => void reviews.refetch()} isLoading={reviews.isFetching}>
              {t('reviews.list.retry')}
            </Button>
          }
        />
      ) : (
        <PanelReviewList
          reviews={reviews.data?.reviews ?? []}
          total={reviews.data?.total ?? 0}
          page={params.page}
          pageSize={REVIEW_PAGE_SIZE}
          hrefForPage={(page) => href({ page })}
          stars={params.stars}
          onStarsChange={(stars) => void navigate(href({ stars, page: 1 }))}
          loading={!reviews.data}
          renderActions={(review) => (
            <ReviewModeration
              review={review}
              onChange={async (reason) => {
                try {
                  await setHidden.mutateAsync(
                    reason === null ? { reviewId: review.id, hidden: false } : { reviewId: review.id, hidden: true, reason },
                  );
                  notify.success(t(reason === null ? 'reviews.moderation.shown' : 'reviews.moderation.hidden'));
                } catch (error) {
                  notify.error(t(messageOf(error)));
                  throw error;
                }
              }}
            />
          )}
        />
      )}
    </div>
  );
}
