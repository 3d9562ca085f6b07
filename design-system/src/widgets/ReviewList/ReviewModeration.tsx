import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REVIEW_HIDE_REASON_MAX, type Review } from '@marketplace/contract';
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel, FormMessage, useSubmitOnce } from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';

const hideSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'reviews.moderation.reasonRequired')
    .max(REVIEW_HIDE_REASON_MAX, 'reviews.moderation.reasonTooLong'),
});
type HideValues = z.infer<typeof hideSchema>;

export interface ReviewModerationProps {
  review: Pick<Review, 'hidden'>;
  /** Hide with the reason (trimmed), or show again (null). A promise keeps the controls busy. */
  onChange: (reason: string | null) => void | Promise<unknown>;
  message?: string | null;
}

/** The admin's control under a review: hide it with a reason (asked for first), or show a hidden one again. */
export function ReviewModeration({ review, onChange, message }: ReviewModerationProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { submitting, run } = useSubmitOnce();
  const form = useForm<HideValues>({ resolver: zodResolver(hideSchema), defaultValues: { reason: '' } });
  const alert = message ? <FormAlert>{message}</FormAlert> : null;
  if (review.hidden) {
    return (
      <div className="flex flex-col gap-2">
        {alert}
        <div>
          <Button variant="outline" size="sm" isLoading={submitting} onClick={() => void run(() => onChange(null))}>
            {t('reviews.moderation.show')}
          </Button>
        </div>
      </div>
    );
  }
  if (!asking) {
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
          {t('reviews.moderation.hide')}
        </Button>
      </div>
    );
  }
  const submit = form.handleSubmit(async (values) => {
    await run(() => onChange(values.reason.trim()));
  });
  return (
    <Form {...form}>
      <form noValidate className="flex flex-col gap-2" onSubmit={(event) => void submit(event)}>
        <FormField
          control={form.control}
          name="reason"
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{t('reviews.moderation.reason')}</FormLabel>
              <FormControl>
                <Input maxLength={REVIEW_HIDE_REASON_MAX} {...field} />
              </FormControl>
              <FormMessage values={{ max: REVIEW_HIDE_REASON_MAX }} />
            </FormItem>
          )}
        />
        {alert}
        <div className="flex gap-2">
          <Button type="submit" variant="danger" size="sm" isLoading={submitting}>
            {t('reviews.moderation.confirmHide')}
          </Button>
          <Button variant="ghost" size="sm" disabled={submitting} onClick={() => setAsking(false)}>
            {t('reviews.moderation.cancel')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
