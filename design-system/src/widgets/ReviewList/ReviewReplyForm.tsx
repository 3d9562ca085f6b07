import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { REVIEW_REPLY_MAX } from '@marketplace/contract';
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel, FormMessage, useSubmitOnce } from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';

const replySchema = z.object({
  text: z.string().trim().min(1, 'reviews.reply.required').max(REVIEW_REPLY_MAX, 'reviews.reply.tooLong'),
});
type ReplyValues = z.infer<typeof replySchema>;

export interface ReviewReplyFormProps {
  /** The trimmed reply; a promise keeps the form busy until it settles. */
  onSubmit: (text: string) => void | Promise<unknown>;
  /** Why the last try failed, already translated. */
  message?: string | null;
}

/** The seller's one answer to a review: a text and Send (it cannot be changed afterwards, the form says so). */
export function ReviewReplyForm({ onSubmit, message }: ReviewReplyFormProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { submitting, run } = useSubmitOnce();
  const form = useForm<ReplyValues>({ resolver: zodResolver(replySchema), defaultValues: { text: '' } });
  if (!open) {
    return (
      <div>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {t('reviews.reply.open')}
        </Button>
      </div>
    );
  }
  const submit = form.handleSubmit(async (values) => {
    await run(() => onSubmit(values.text.trim()));
  });
  return (
    <Form {...form}>
      <form noValidate data-slot="review-reply-form" className="flex flex-col gap-2" onSubmit={(event) => void submit(event)}>
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{t('reviews.reply.label')}</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={REVIEW_REPLY_MAX} {...field} />
              </FormControl>
              <FormMessage values={{ max: REVIEW_REPLY_MAX }} />
            </FormItem>
          )}
        />
        <p className="text-sm text-ink-muted">{t('reviews.reply.once')}</p>
        {message ? <FormAlert>{message}</FormAlert> : null}
        <div className="flex gap-2">
          <Button type="submit" size="sm" isLoading={submitting}>
            {t('reviews.reply.send')}
          </Button>
          <Button variant="ghost" size="sm" disabled={submitting} onClick={() => setOpen(false)}>
            {t('reviews.reply.cancel')}
          </Button>
        </div>
      </form>
    </Form>
  );
}
