import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { REVIEW_PAGE_SIZE } from '@marketplace/contract';
import {
  Button,
  EmptyState,
  PageHeading,
  PanelReviewList,
  ReviewReplyForm,
  errorMessageKeys,
  notify,
} from '@marketplace/design-system';
import { useReplyReview, useStoreReviews } from '../../../data/reviews.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { readReviewListParams, reviewListHref, type ReviewListParams } from '../../../reviews/reviewListParams.ts';

const FLAG = 'unanswered';

/** `/reviews`: the buyers' reviews of the store's products, newest first, by rating or awaiting a reply; one reply each. */
export function ReviewsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readReviewListParams(searchParams, FLAG);
  const href = (next: Partial<ReviewListParams>) => reviewListHref('/reviews', FLAG, { ...params, ...next });
  const reviews = useStoreReviews({ page: params.page, stars: params.stars, unanswered: params.flag === true });
  const reply = useReplyReview();
  const messageOf = (error: unknown) =>
    errorMessageKeys(error, 'errors.UNEXPECTED_RESPONSE').find((key) => i18n.exists(key)) ?? 'errors.UNEXPECTED_RESPONSE';

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('reviews.panel.title')} description={t('reviews.panel.description')} noIndex />
      <PageHeading title={t('reviews.panel.title')} subtitle={t('reviews.panel.description')} />
      <div role="group" aria-label={t('reviews.panel.title')} className="flex flex-wrap gap-2">
        {[false, true].map((unanswered) => (
          <Button
            key={String(unanswered)}
            size="sm"
            variant={(params.flag === true) === unanswered ? 'primary' : 'outline'}
            aria-pressed={(params.flag === true) === unanswered}
            onClick={() => void navigate(href({ flag: unanswered ? true : null, page: 1 }))}
          >
            {unanswered ? t('reviews.panel.unanswered') : t('reviews.panel.all')}
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
          renderActions={(review) =>
            review.reply ? null : (
              <ReviewReplyForm
                onSubmit={async (text) => {
                  try {
                    await reply.mutateAsync({ reviewId: review.id, text });
                    notify.success(t('reviews.reply.sent'));
                  } catch (error) {
                    notify.error(t(messageOf(error)));
                    throw error;
                  }
                }}
              />
            )
          }
        />
      )}
    </div>
  );
}
