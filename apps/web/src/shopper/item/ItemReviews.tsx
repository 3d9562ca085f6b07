import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { REVIEW_PAGE_PARAM, REVIEW_STARS_PARAM, type ItemReviews as ItemReviewsData } from '@marketplace/contract';
import { ReviewList, ReviewSummary } from '@marketplace/design-system';

export const ITEM_REVIEWS_ID = 'reviews';

/**
 * The product page's reviews, rendered on the server with the page: the summary and one page of the
 * list. A page or a stars filter is an address (`reviewPage`, `stars`), so it works before hydration
 * and is read by the page's loader; a filter starts again from the first page.
 */
export function ItemReviews({ reviews }: { reviews: ItemReviewsData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const stars = new URLSearchParams(location.search).get(REVIEW_STARS_PARAM);
  const current = stars === null ? null : Number(stars);
  const addressWith = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(location.search);
    change(params);
    return `${location.pathname}?${params.toString()}#${ITEM_REVIEWS_ID}`;
  };
  const hrefForPage = (page: number) =>
    addressWith((params) => (page > 1 ? params.set(REVIEW_PAGE_PARAM, String(page)) : params.delete(REVIEW_PAGE_PARAM)));
  const filter = (next: number | null) => {
    const href = addressWith((params) => {
      params.delete(REVIEW_PAGE_PARAM);
      if (next === null) params.delete(REVIEW_STARS_PARAM);
      else params.set(REVIEW_STARS_PARAM, String(next));
    });
    void navigate(href, { preventScrollReset: true });
  };
  const hasAny = reviews.summary.count > 0;
  return (
    <section
      id={ITEM_REVIEWS_ID}
      aria-labelledby="item-reviews"
      className="mt-12 flex scroll-mt-24 flex-col gap-6 border-t border-line pt-8"
    >
      <h2 id="item-reviews" className="font-display text-2xl font-semibold">
        {t('reviews.section.heading')}
      </h2>
      <ReviewSummary summary={reviews.summary} stars={current} onSelectStars={hasAny ? filter : undefined} />
      {hasAny ? (
        <ReviewList
          reviews={reviews.reviews}
          total={reviews.total}
          page={reviews.page}
          pageSize={reviews.pageSize}
          hrefForPage={hrefForPage}
          stars={current}
          onStarsChange={filter}
          headingLevel={2}
        />
      ) : null}
    </section>
  );
}
