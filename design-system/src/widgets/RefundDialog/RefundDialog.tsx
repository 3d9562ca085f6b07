import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { REFUND_REASON_MAX } from '@marketplace/contract';
import { Form, FormAlert, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { useSubmitOnce } from '../../forms/useSubmitOnce.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import {
  BusyDialog,
  DialogBody,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import { formatQepik, manatTextToQepik } from '../../rules/manat.ts';
import { REFUND_KIND, refundAmountOf, refundFormSchema, type RefundSubmission, type RefundValues } from './refundFormSchema.ts';

export interface RefundDialogProps {
  open: boolean;
  /** Closing was asked for (Back, Escape, the close button); never while the refund is on its way. */
  onClose: () => void;
  /** What the buyer paid for this order and what has been given back so far, in qəpik. */
  paidQepik: number;
  refundedQepik: number;
  /** A cash order: the seller gives the money back by hand, the refund is only recorded. */
  cash: boolean;
  /** Valid values; a promise keeps the dialog busy until it settles, and it never runs twice at once. */
  onSubmit: (value: RefundSubmission) => void | Promise<unknown>;
  /** Why the last try failed, already translated (shown above the buttons). */
  message?: string | null;
}

/**
 * Refunds part or all of one store's order: the whole rest (paid minus refunded) or an amount up
 * to it, and the reason the buyer reads. The money goes back to the card, or, for cash, is
 * recorded as given back by the seller.
 */
export function RefundDialog({ open, onClose, ...props }: RefundDialogProps) {
  const { submitting, run } = useSubmitOnce();
  return (
    <BusyDialog open={open} busy={submitting} onClose={onClose} slot="refund-dialog">
      {/* Mounted with each opening, so every refund starts from the whole rest and no reason. */}
      <RefundForm {...props} busy={submitting} run={run} />
    </BusyDialog>
  );
}

type RefundFormProps = Omit<RefundDialogProps, 'open' | 'onClose'> & {
  busy: boolean;
  run: (action: () => unknown) => Promise<void>;
};

function RefundForm({ paidQepik, refundedQepik, cash, onSubmit, message, busy, run }: RefundFormProps) {
  const { t, i18n } = useTranslation();
  const radioName = useId();
  const money = (qepik: number) => formatQepik(qepik, i18n.language);
  const refundableQepik = Math.max(0, paidQepik - refundedQepik);
  const form = useForm<RefundValues>({
    resolver: zodResolver(refundFormSchema(refundableQepik, REFUND_REASON_MAX)),
    defaultValues: { kind: REFUND_KIND.WHOLE, amount: '', reason: '' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const typed = manatTextToQepik(amountText);
  const shownAmount = kind === REFUND_KIND.WHOLE ? refundableQepik : typed !== null && typed > 0 ? typed : null;

  const submit = form.handleSubmit(
    (values) => {
      setInvalidSubmit(false);
      void run(() => onSubmit({ amountQepik: refundAmountOf(values, refundableQepik), reason: values.reason.trim() }));
    },
    () => setInvalidSubmit(true),
  );

  const kindChoice = (value: RefundValues['kind'], label: string) => {
    const id = `${radioName}-${value}`;
    return (
      <label
        htmlFor={id}
        data-slot="refund-kind"
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-lg border border-line-strong bg-surface p-3 text-sm font-semibold text-ink',
          'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus',
        )}
      >
        <input
          type="radio"
          id={id}
          name={radioName}
          value={value}
          checked={kind === value}
          onChange={() => {
            form.setValue('kind', value);
            form.clearErrors('amount');
          }}
          className="size-4 accent-brand-600"
        />
        {label}
      </label>
    );
  };

  const alerts = [...(invalidSubmit ? ['orders.checkout.fixFields'] : []), ...(message ? [message] : [])];

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('payments.refund.title')}</DialogTitle>
        <DialogDescription>
          {t('payments.refund.description', {
            paid: money(paidQepik),
            refunded: money(refundedQepik),
            max: money(refundableQepik),
          })}
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="flex min-h-0 flex-1 flex-col" onSubmit={(event) => void submit(event)}>
          <DialogBody className="flex flex-col gap-4">
            <fieldset className="flex min-w-0 flex-col gap-2">
              <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{t('payments.refund.kind')}</legend>
              {kindChoice(REFUND_KIND.WHOLE, t('payments.refund.whole', { amount: money(refundableQepik) }))}
              {kindChoice(REFUND_KIND.PARTIAL, t('payments.refund.partial'))}
            </fieldset>
            {kind === REFUND_KIND.PARTIAL ? (
              <FormField
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <FormItem required className="sm:max-w-xs">
                    <FormLabel>{t('payments.refund.amount')}</FormLabel>
                    <FormControl>
                      <Input inputMode="decimal" autoComplete="off" maxLength={16} {...field} />
                    </FormControl>
                    <FormDescription>{t('payments.refund.amountHint', { max: money(refundableQepik) })}</FormDescription>
                    <FormMessage values={{ max: money(refundableQepik) }} />
                  </FormItem>
                )}
              />
            ) : null}
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem required>
                  <FormLabel>{t('payments.refund.reason')}</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={REFUND_REASON_MAX} {...field} />
                  </FormControl>
                  <FormDescription>{t('payments.refund.reasonHint')}</FormDescription>
                  <FormMessage values={{ max: REFUND_REASON_MAX }} />
                </FormItem>
              )}
            />
            <p data-slot="refund-how" className="rounded-lg bg-sunken px-3 py-2 text-sm text-ink-muted">
              {t(cash ? 'payments.refund.cashHint' : 'payments.refund.cardHint')}
            </p>
            {alerts.length > 0 ? (
              <FormAlert>
                {alerts.map((key) => (
                  <span key={key} className="block">
                    {i18n.exists(key) ? t(key) : key}
                  </span>
                ))}
              </FormAlert>
            ) : null}
          </DialogBody>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                {t('payments.refund.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" isLoading={busy}>
              {shownAmount !== null
                ? t('payments.refund.confirmAmount', { amount: money(shownAmount) })
                : t('payments.refund.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
