import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LEDGER_REASON_MAX } from '@marketplace/contract';
import { Form, FormAlert, FormControl, FormField, FormItem, FormLabel, FormMessage } from '../../forms/index.ts';
import { useSubmitOnce } from '../../forms/useSubmitOnce.ts';
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
import { Select } from '../../primitives/Select/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import {
  ADJUSTMENT_DIRECTION,
  adjustmentFormSchema,
  adjustmentOf,
  type AdjustmentSubmission,
  type AdjustmentValues,
} from './payoutFormSchemas.ts';

export interface AdjustmentDialogProps {
  open: boolean;
  onClose: () => void;
  storeName: string;
  onSubmit: (value: AdjustmentSubmission) => void | Promise<unknown>;
  message?: string | null;
}

/** A correction of a store's balance — added to it or taken from it — with the reason the seller reads (audited). */
export function AdjustmentDialog({ open, onClose, ...props }: AdjustmentDialogProps) {
  const { submitting, run } = useSubmitOnce();
  // Not closed while the call is on its way: its answer is always seen where it was asked.
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next || submitting ? undefined : onClose())}>
      <DialogContent size="sm" data-slot="adjustment-dialog">
        <AdjustmentForm {...props} busy={submitting} run={run} />
      </DialogContent>
    </DialogRoot>
  );
}

function AdjustmentForm({
  storeName,
  onSubmit,
  message,
  busy,
  run,
}: Omit<AdjustmentDialogProps, 'open' | 'onClose'> & { busy: boolean; run: (action: () => unknown) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const form = useForm<AdjustmentValues>({
    resolver: zodResolver(adjustmentFormSchema(LEDGER_REASON_MAX)),
    defaultValues: { direction: ADJUSTMENT_DIRECTION.CREDIT, amount: '', reason: '' },
  });
  const [invalidSubmit, setInvalidSubmit] = useState(false);
  const submit = form.handleSubmit(
    (values) => {
      setInvalidSubmit(false);
      void run(() => onSubmit(adjustmentOf(values)));
    },
    () => setInvalidSubmit(true),
  );
  const alerts = [...(invalidSubmit ? ['ledger.fixFields'] : []), ...(message ? [message] : [])];

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('ledger.adjust.title', { store: storeName })}</DialogTitle>
        <DialogDescription>{t('ledger.adjust.description')}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="flex min-h-0 flex-1 flex-col" onSubmit={(event) => void submit(event)}>
          <DialogBody className="flex flex-col gap-4">
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="direction"
                render={({ field }) => (
                  <FormItem required>
                    <FormLabel>{t('ledger.adjust.direction')}</FormLabel>
                    <FormControl>
                      <Select
                        {...field}
                        options={[
                          { value: ADJUSTMENT_DIRECTION.CREDIT, label: t('ledger.adjust.credit') },
                          { value: ADJUSTMENT_DIRECTION.DEBIT, label: t('ledger.adjust.debit') },
                        ]}
                      />
                    </FormControl>
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="amount"
                render={({ field }) => (
                  <FormItem required>
                    <FormLabel>{t('ledger.adjust.amount')}</FormLabel>
                    <FormControl>
                      <Input inputMode="decimal" autoComplete="off" maxLength={16} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem required>
                  <FormLabel>{t('ledger.adjust.reason')}</FormLabel>
                  <FormControl>
                    <Textarea rows={3} maxLength={LEDGER_REASON_MAX} {...field} />
                  </FormControl>
                  <FormMessage values={{ max: LEDGER_REASON_MAX }} />
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
              {t('ledger.adjust.confirm')}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
