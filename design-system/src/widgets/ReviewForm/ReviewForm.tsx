import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REVIEW_PHOTOS_MAX, REVIEW_RATING_MAX, REVIEW_TEXT_MAX, bakuDate, isLanguage } from '@marketplace/contract';
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useSubmitOnce,
} from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import { formatOrderDay } from '../../rules/orderDates.ts';
import { MediaPicker, MediaUploadCard, type MediaUploadItem } from '../MediaUploader/index.ts';
import { StarInput } from '../StarRating/index.ts';

const reviewFormSchema = z.object({
  rating: z.number().int().min(1, 'reviews.form.ratingRequired').max(REVIEW_RATING_MAX, 'reviews.form.ratingRequired'),
  text: z.string().max(REVIEW_TEXT_MAX, 'reviews.form.textTooLong'),
});
export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

export interface ReviewFormPhotos {
  /** The review's photos: those kept from before and the ones being uploaded (the app runs the uploads). */
  items: readonly MediaUploadItem[];
  onPick: (files: File[]) => void;
  onRemove: (id: string) => void;
  onRetry?: (id: string) => void;
}

export interface ReviewFormProps {
  /** The ordered item's title, as the order line has it. */
  itemTitle: string;
  /** The review being changed (its rating and text fill the form), or none for a new one. */
  initial?: { rating: number; text: string } | null;
  /** Until when the review may be changed (ISO instant), told under the buttons when changing. */
  editableUntil?: string | null;
  photos: ReviewFormPhotos;
  /** Valid values (text trimmed); a promise keeps the form busy until it settles. */
  onSubmit: (values: ReviewFormValues) => void | Promise<unknown>;
  onCancel?: () => void;
  /** A refused request's field errors by request path (`rating`, `text`, `photoIds.N`), each a translation key or text. */
  errors?: Record<string, string>;
  /** Why the last try failed, already translated. */
  message?: string | null;
}

const UPLOADING: ReadonlySet<MediaUploadItem['state']> = new Set(['running', 'paused']);

/**
 * A buyer's review of an item they received: 1–5 stars (a radio group, by keyboard too), a plain
 * text and up to REVIEW_PHOTOS_MAX photos. Sending waits until every photo is uploaded.
 */
export function ReviewForm({
  itemTitle,
  initial,
  editableUntil,
  photos,
  onSubmit,
  onCancel,
  errors = {},
  message,
}: ReviewFormProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const ratingLabel = useId();
  const { submitting, run } = useSubmitOnce();
  const [tried, setTried] = useState(false);
  const form = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { rating: initial?.rating ?? 0, text: initial?.text ?? '' },
  });
  const uploading = photos.items.some((item) => UPLOADING.has(item.state));
  const full = photos.items.length >= REVIEW_PHOTOS_MAX;
  const photoErrors = Object.entries(errors)
    .filter(([path]) => path.startsWith('photoIds'))
    .map(([, value]) => value);
  const translated = (value: string | undefined) => (value && i18n.exists(value) ? t(value) : value);
  const fieldErrors = { rating: translated(errors.rating), text: translated(errors.text) };

  const submit = form.handleSubmit(
    async (values) => {
      setTried(false);
      if (uploading) return;
      await run(() => onSubmit({ rating: values.rating, text: values.text.trim() }));
    },
    () => setTried(true),
  );
  const alerts = [
    ...(tried ? [t('reviews.form.fixFields')] : []),
    ...photoErrors.map((value) => (i18n.exists(value) ? t(value) : value)),
    ...(message ? [message] : []),
  ];

  return (
    <Form {...form}>
      <form
        noValidate
        data-slot="review-form"
        aria-label={t('reviews.form.title', { title: itemTitle })}
        className="flex flex-col gap-4"
        onSubmit={(event) => void submit(event)}
      >
        <FormField
          control={form.control}
          name="rating"
          render={({ field }) => (
            <FormItem required>
              <span id={ratingLabel} className="text-sm font-medium text-ink">
                {t('reviews.form.rating')}
              </span>
              <FormControl>
                <StarInput
                  aria-labelledby={ratingLabel}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  disabled={submitting}
                />
              </FormControl>
              <FormMessage>{fieldErrors.rating}</FormMessage>
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>{t('reviews.form.text')}</FormLabel>
              <FormControl>
                <Textarea rows={4} maxLength={REVIEW_TEXT_MAX} {...field} />
              </FormControl>
              <FormDescription>{t('reviews.form.textHint', { max: REVIEW_TEXT_MAX })}</FormDescription>
              <FormMessage values={{ max: REVIEW_TEXT_MAX }}>{fieldErrors.text}</FormMessage>
            </FormItem>
          )}
        />
        <div className="flex flex-col gap-2">
          <MediaPicker
            onSelectFiles={(files) => photos.onPick(files.slice(0, REVIEW_PHOTOS_MAX - photos.items.length))}
            accept="image/*"
            multiple
            label={t('reviews.form.photos', { max: REVIEW_PHOTOS_MAX })}
            disabled={full || submitting}
          />
          <p className="text-sm text-ink-muted">
            {full
              ? t('reviews.form.photosFull', { max: REVIEW_PHOTOS_MAX })
              : t('reviews.form.photosHint', { max: REVIEW_PHOTOS_MAX })}
          </p>
          {photos.items.length > 0 ? (
            <ul aria-label={t('reviews.form.photosList')} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
              {photos.items.map((item) => (
                <li key={item.id} className="min-w-0">
                  <MediaUploadCard item={item} onRemove={photos.onRemove} onCancel={photos.onRemove} onRetry={photos.onRetry} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {alerts.length > 0 ? (
          <FormAlert>
            {alerts.map((text) => (
              <span key={text} className="block">
                {text}
              </span>
            ))}
          </FormAlert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" isLoading={submitting} disabled={uploading}>
            {uploading ? t('reviews.form.waitPhotos') : initial ? t('reviews.form.saveChange') : t('reviews.form.send')}
          </Button>
          {onCancel ? (
            <Button variant="ghost" disabled={submitting} onClick={onCancel}>
              {t('reviews.form.cancel')}
            </Button>
          ) : null}
          {initial && editableUntil ? (
            <span className="text-sm text-ink-muted">
              {t('reviews.form.editableUntil', { day: formatOrderDay(bakuDate(new Date(editableUntil)), language) })}
            </span>
          ) : null}
        </div>
      </form>
    </Form>
  );
}
