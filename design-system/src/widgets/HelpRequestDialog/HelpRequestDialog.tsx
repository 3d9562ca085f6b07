import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  HELP_ESCALATE_AFTER_HOURS,
  HELP_TEXT_MAX,
  HELP_TEXT_MIN,
  formatOrderNumber,
  type HelpReason,
} from '@marketplace/contract';
import {
  Form,
  FormAlert,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  applyServerErrors,
} from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import {
  helpRequestFieldOf,
  helpRequestSchema,
  type HelpRequestSubmission,
  type HelpRequestValues,
} from './helpRequestSchema.ts';

export interface HelpRequestDialogProps {
  open: boolean;
  /** Closing (Cancel, Escape, the close button) asks for false; not while the request is being sent. */
  onOpenChange: (open: boolean) => void;
  /** The order's number (№ 100001 in the title). */
  orderNumber: number;
  /** The reasons that fit the order now (helpReasonsFor its status), in that order. */
  reasons: readonly HelpReason[];
  /**
   * A valid request (the app adds the order). A promise keeps the dialog busy until it settles; a
   * rejection (an ApiError with `code` and `fields`) puts its field errors on the fields and the
   * rest above the buttons, and the dialog stays open for another try.
   */
  onSubmit: (value: HelpRequestSubmission) => Promise<unknown>;
}

/**
 * The buyer's "Get help with this order": what happened (the reasons that fit the order) and the
 * problem in their words. It says where the request goes — the conversation with the store — and
 * when the marketplace can be asked to step in.
 */
export function HelpRequestDialog({ open, onOpenChange, ...props }: HelpRequestDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <DialogRoot open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent size="md" data-slot="help-request-dialog">
        {/* Mounted with each opening, so the form starts empty every time. */}
        {open ? <HelpRequestForm {...props} busy={busy} setBusy={setBusy} /> : null}
      </DialogContent>
    </DialogRoot>
  );
}

function HelpRequestForm({
  orderNumber,
  reasons,
  onSubmit,
  busy,
  setBusy,
}: Omit<HelpRequestDialogProps, 'open' | 'onOpenChange'> & { busy: boolean; setBusy: (busy: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const form = useForm<HelpRequestValues>({
    resolver: zodResolver(helpRequestSchema(reasons)),
    defaultValues: { reason: reasons.length === 1 ? (reasons[0] ?? '') : '', text: '' },
  });
  const [alerts, setAlerts] = useState<string[]>([]);

  const submit = form.handleSubmit(
    async (values) => {
      if (busy) return;
      setAlerts([]);
      setBusy(true);
      try {
        // The schema took only one of `reasons`.
        await onSubmit({ reason: values.reason as HelpReason, text: values.text.trim() });
      } catch (error) {
        setAlerts(
          applyServerErrors(form, error, {
            fieldOf: (path): FieldPath<HelpRequestValues> | null => helpRequestFieldOf(path),
            fallbackKey: 'help.dialog.failed',
            scope: 'help.errors',
          }),
        );
      } finally {
        setBusy(false);
      }
    },
    () => setAlerts(['help.dialog.fixFields']),
  );

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('help.dialog.title', { number: formatOrderNumber(orderNumber) })}</DialogTitle>
        <DialogDescription>{t('help.dialog.description', { hours: HELP_ESCALATE_AFTER_HOURS })}</DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate className="flex min-h-0 flex-1 flex-col" onSubmit={(event) => void submit(event)}>
          <DialogBody className="flex flex-col gap-4">
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem required>
                  <FormLabel>{t('help.dialog.reason')}</FormLabel>
                  <FormControl>
                    <Select
                      options={[
                        { value: '', label: t('help.dialog.reasonPlaceholder') },
                        ...reasons.map((reason) => ({ value: reason, label: t(`help.reasons.${reason}`) })),
                      ]}
                      {...field}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="text"
              render={({ field }) => (
                <FormItem required>
                  <FormLabel>{t('help.dialog.text')}</FormLabel>
                  <FormControl>
                    <Textarea rows={5} maxLength={HELP_TEXT_MAX} {...field} />
                  </FormControl>
                  <FormDescription>{t('help.dialog.textHint', { min: HELP_TEXT_MIN })}</FormDescription>
                  <FormMessage values={{ min: HELP_TEXT_MIN, max: HELP_TEXT_MAX }} />
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
                {t('help.dialog.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={busy}>
              {busy ? t('help.dialog.sending') : t('help.dialog.submit')}
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </>
  );
}
