import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWABLE_ORDER_STATUSES, type OrderDetail, type OrderLineReview, type Review } from '@marketplace/contract';
import {
  Button,
  ReviewForm,
  PanelReviewItem,
  errorCodeOf,
  errorFieldsOf,
  type MediaUploadItem,
  type ReviewFormValues,
} from '@marketplace/design-system';
import { useOrderReviews, useSaveReview } from '../../data/reviews.ts';
import { useMediaUploads, type MediaUploadEntry } from '../../media/useMediaUploads.ts';

function photoItemOf(entry: MediaUploadEntry): MediaUploadItem {
  const { id, name, mediaType, previewUrl, progress, state, failure } = entry;
  return {
    id,
    name,
    mediaType,
    previewUrl,
    progress,
    state,
    failure: failure && { reason: failure.reason, retryable: failure.retryable },
  };
}

interface LineReviewProps {
  orderId: string;
  title: string;
  line: OrderLineReview;
}

/** One line's review: written (with "change" while allowed), or "write a review" opening the form. */
function LineReview({ orderId, title, line }: LineReviewProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const review = line.review;
  return (
    <li data-order-line={line.orderLineId} className="flex flex-col gap-3 border-t border-line pt-4 first:border-t-0 first:pt-0">
      {review && !open ? null : <p className="font-semibold text-ink [overflow-wrap:anywhere]">{title}</p>}
      {saved && !open ? (
        <p role="status" className="text-sm text-success-800">
          {t('reviews.order.saved')}
        </p>
      ) : null}
      {open ? (
        <LineReviewForm
          orderId={orderId}
          title={title}
          line={line}
          onDone={() => {
            setOpen(false);
            setSaved(true);
          }}
          onCancel={() => setOpen(false)}
          language={i18n.language}
        />
      ) : review ? (
        <>
          <PanelReviewItem review={review} headingLevel={3} />
          {line.canSave ? (
            <div>
              <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
                {t('reviews.order.edit')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-ink-muted">{t('reviews.order.closed')}</p>
          )}
        </>
      ) : line.canSave ? (
        <div>
          <Button size="sm" onClick={() => setOpen(true)}>
            {t('reviews.order.write')}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('reviews.order.itemGone')}</p>
      )}
    </li>
  );
}

interface LineReviewFormProps extends LineReviewProps {
  onDone: () => void;
  onCancel: () => void;
  language: string;
}

/** The form with its photos: those the review keeps and new ones uploaded as they are picked. */
function LineReviewForm({ orderId, title, line, onDone, onCancel }: LineReviewFormProps) {
  const { t, i18n } = useTranslation();
  const save = useSaveReview(orderId);
  const uploads = useMediaUploads({ kind: 'image' });
  const [kept, setKept] = useState<Review['photos']>(line.review?.photos ?? []);
  const [refusal, setRefusal] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const items: MediaUploadItem[] = [
    ...kept.map((photo): MediaUploadItem => ({
      id: photo.id,
      name: photo.id,
      mediaType: 'image',
      previewUrl: photo.url,
      progress: 100,
      state: 'success',
    })),
    ...uploads.entries.map(photoItemOf),
  ];
  const submit = async (values: ReviewFormValues) => {
    setRefusal({ fields: {}, message: null });
    const photoIds = [
      ...kept.map((photo) => photo.id),
      ...uploads.entries.flatMap((entry) => (entry.record ? [entry.record.id] : [])),
    ];
    try {
      await save.mutateAsync({ orderLineId: line.orderLineId, rating: values.rating, text: values.text, photoIds });
      onDone();
    } catch (error) {
      const code = errorCodeOf(error);
      const fields = errorFieldsOf(error);
      const key = code ? `errors.${code}` : 'errors.UNEXPECTED_RESPONSE';
      setRefusal({
        fields: Object.fromEntries(Object.keys(fields).map((path) => [path, key])),
        message: Object.keys(fields).length > 0 ? null : i18n.exists(key) ? t(key) : t('errors.UNEXPECTED_RESPONSE'),
      });
    }
  };
  return (
    <ReviewForm
      itemTitle={title}
      initial={line.review ? { rating: line.review.rating, text: line.review.text } : null}
      editableUntil={line.review?.editableUntil ?? null}
      photos={{
        items,
        onPick: uploads.add,
        onRemove: (id) => {
          if (kept.some((photo) => photo.id === id)) setKept((current) => current.filter((photo) => photo.id !== id));
          else uploads.remove(id);
        },
        onRetry: uploads.retry,
      }}
      onSubmit={submit}
      onCancel={onCancel}
      errors={refusal.fields}
      message={refusal.message}
    />
  );
}

/**
 * The buyer's reviews of a delivered or completed order, under its details: each line with its
 * review, written or changed in place. Nothing before delivery.
 */
export function BuyerOrderReviews({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const reviewable = (REVIEWABLE_ORDER_STATUSES as readonly string[]).includes(order.status);
  const reviews = useOrderReviews(order.orderId, reviewable);
  if (!reviewable || !reviews.data) return null;
  return (
    <section
      aria-labelledby="order-reviews"
      className="mx-auto mt-8 flex w-full max-w-content flex-col gap-4 px-4 sm:px-6 lg:px-8"
    >
      <h2 id="order-reviews" className="font-display text-xl font-semibold">
        {t('reviews.order.heading')}
      </h2>
      <ul className="flex flex-col gap-4">
        {reviews.data.lines.map((line, index) => (
          <LineReview key={line.orderLineId} orderId={order.orderId} title={order.lines[index]?.title ?? ''} line={line} />
        ))}
      </ul>
    </section>
  );
}
