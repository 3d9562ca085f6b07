import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PAYOUT_REFERENCE_MAX } from '@marketplace/contract';
import { Form, FormAlert, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { useSubmitOnce } from '../../forms/useSubmitOnce.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import {
  DialogBody,
  DialogContent,
  DialogRoot,
  DialogClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { formatQepik, manatTextToQepik } from '../../rules/manat.ts';
import { PAYOUT_KIND, markPaidFormSchema, type MarkPaidSubmission, type MarkPaidValues } from './payoutFormSchemas.ts';

export interface MarkPaidDialogProps {
  open: boolean;
  /** Closing was asked for; never while the payout is on its way. */
  onClose: () => void;
  storeName: string;
  /** The store's available balance as the admin sees it, in qəpik. */
  availableQepik: number;
  /** Valid values; a promise keeps the dialog busy until it settles, and it never runs twice at once. */
  onSubmit: (value: MarkPaidSubmission) => void | Promise<unknown>;
  /** Why the last try failed, already translated. */
  message?: string | null;
}

/**
 * "Mark paid": the admin made a bank transfer to the store and records it with the bank's
 * reference — the whole available balance, or a part of it. The balance goes down by it at once.
 */
export function MarkPaidDialog({ open, onClose, ...props }: MarkPaidDialogProps) {
  const { submitting, run } = useSubmitOnce();
  // Not closed while the call is on its way: its answer is always seen where it was asked.
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next || submitting ? undefined : onClose())}>
      <DialogContent size="sm" data-slot="mark-paid-dialog">
        <MarkPaidForm {...props} busy={submitting} run={run} />
      </DialogContent>
    </DialogRoot>
  );
}

type MarkPaidFormProps = Omit<MarkPaidDialogProps, 'open' | 'onClose'> & {
  busy: boolean;
  run: (action: () => unknown) => Promise<void>;
};

function MarkPaidForm({ storeName, availableQepik, onSubmit, message, busy, run }: MarkPaidFormProps) {
  const { t, i18n } = useTranslation();
  const radioName = useId();
  const money = (qepik: number) => formatQepik(qepik, i18n.language);
  const form = useForm<MarkPaidValues>({
    resolver: zodResolver(markPaidFormSchema(availableQepik, PAYOUT_REFERENCE_MAX)),
    defaultValues: { kind: PAYOUT_KIND.WHOLE, amount: '', bankReference: '' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const typed = manatTextToQepik(amountText);
  const shownAmount = kind === PAYOUT_KIND.WHOLE ? availableQepik : typed !== null && typed > 0 ? typed : null;

  const submit = form.handleSubmit(
    (values) => {
      setInvalidSubmit(false);
      void run(() =>
        onSubmit({
          amountQepik: values.kind === PAYOUT_KIND.WHOLE ? undefined : (manatTextToQepik(values.amount) ?? 0),
          bankReference: values.bankReference.trim(),
        }),
      );
    },
    () => setInvalidSubmit(true),
  );

  const kindChoice = (value: MarkPaidValues['kind'], label: string) => {
    const id = `${radioName}-${value}`;
    return (
      <label
        htmlFor={id}
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

  const alerts = [...(invalidSubmit ? ['ledger.fixFields'] : []), ...(message ? [message] : [])];

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('ledger.markPaid.title', { store: storeName })}</DialogTitle>
        <DialogDescription>{t('ledger.markPaid.description', { available: money(availableQepik) })}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="flex min-h-0 flex-1 flex-col" onSubmit={(event) => void submit(event)}>
          <DialogBody className="flex flex-col gap-4">
            <fieldset className="flex min-w-0 flex-col gap-2">
              <legend className="float-left mb-2 w-full text-sm font-semibold text-ink">{t('ledger.markPaid.kind')}</legend>
              {kindChoice(PAYOUT_KIND.WHOLE, t('ledger.markPaid.whole', { amount: money(availableQepik) }))}
              {kindChoice(PAYOUT_KIND.PARTIAL, t('ledger.markPaid.partial'))}
            </fieldset>
            {kind === PAYOUT_KIND.PARTIAL ? (
              <FormField
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <FormItem required className="sm:max-w-xs">
                    <FormLabel>{t('ledger.markPaid.amount')}</FormLabel>
                    <FormControl>
                      <Input inputMode="decimal" autoComplete="off" maxLength={16} {...field} />
                    </FormControl>
                    <FormDescription>{t('ledger.markPaid.amountHint', { max: money(availableQepik) })}</FormDescription>
                    <FormMessage values={{ max: money(availableQepik) }} />
                  </FormItem>
                )}
              />
            ) : null}
            <FormField
              control={form.control}
              name="bankReference"
              render={({ field }) => (
                <FormItem required>
                  <FormLabel>{t('ledger.markPaid.reference')}</FormLabel>
                  <FormControl>
                    <Input autoComplete="off" maxLength={PAYOUT_REFERENCE_MAX} {...field} />
                  </FormControl>
                  <FormDescription>{t('ledger.markPaid.referenceHint')}</FormDescription>
                  <FormMessage values={{ max: PAYOUT_REFERENCE_MAX }} />
                </FormItem>
              )}
            />
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
                {t('ledger.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={busy}>
              {shownAmount !== null
                ? t('ledger.markPaid.confirmAmount', { amount: money(shownAmount) })
                : t('ledger.markPaid.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
