import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  HELP_ACTION,
  HELP_NOTE_MAX,
  formatOrderNumber,
  isLanguage,
  type AdminHelpRequest,
  type OrderDetail,
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
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { HelpRequestCard } from '../HelpRequestCard/index.ts';
import { OrderStatusBadge } from '../OrderStatusBadge/index.ts';
import { helpDecisionOf, helpDecisionSchema, type HelpDecision, type HelpDecisionValues } from './helpDecisionSchema.ts';

export interface HelpRequestAdminPanelProps {
  /** The escalated (or closed) request, as getAdminHelpRequests lists it. */
  request: AdminHelpRequest;
  /** The order (getOrder as an admin reads it: lines, status, payment); null while it loads. */
  order: OrderDetail | null;
  /** The order's page in the admin's Orders. */
  orderHref?: string;
  /** Whether refunds can be made from here (the payments module offers them); without: close only. */
  refundAvailable: boolean;
  /**
   * The admin's decision: a note, and an amount for a refund. A promise keeps the buttons busy; a
   * rejection (an ApiError) puts its field errors on the fields and the rest above the buttons.
   */
  onDecide: (decision: HelpDecision) => Promise<unknown>;
  className?: string;
}

/**
 * An escalated help request in the admin's Support inbox: the request (reason, the buyer's words,
 * its dates), the order it is about (status, lines, total, what was paid and refunded) and the
 * decision — close it with a note to both sides, or refund part or all of what was paid and close it.
 */
export function HelpRequestAdminPanel({
  request,
  order,
  orderHref,
  refundAvailable,
  onDecide,
  className,
}: HelpRequestAdminPanelProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const money = (qepik: number) => formatQepik(qepik, language);
  const deciding = request.actions.includes(HELP_ACTION.CLOSE);

  return (
    <section
      data-slot="help-admin-panel"
      aria-labelledby="help-admin-heading"
      className={cn('flex min-w-0 flex-col gap-4 p-4', className)}
    >
      <h2 id="help-admin-heading" className="font-display text-xl font-semibold text-ink">
        {t('help.admin.heading', {
          number: formatOrderNumber(request.orderNumber),
          store: request.storeName,
          interpolation: { escapeValue: false },
        })}
      </h2>
      <HelpRequestCard request={request} viewer="admin" orderHref={orderHref} width="full" />

      <section
        aria-labelledby="help-admin-order"
        data-slot="help-admin-order"
        className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="help-admin-order" className="font-display text-lg font-semibold text-ink">
            {t('help.admin.order', { number: formatOrderNumber(request.orderNumber) })}
          </h3>
          <OrderStatusBadge status={order?.status ?? request.orderStatus} />
        </div>
        {order ? (
          <>
            <ul className="flex flex-col divide-y divide-line text-sm">
              {order.lines.map((line, index) => (
                <li
                  key={`${line.itemId ?? 'gone'}-${index}`}
                  data-slot="help-admin-line"
                  className="flex justify-between gap-3 py-2"
                >
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {line.title} × {line.quantity}
                  </span>
                  <span className="shrink-0 tabular-nums">{money(line.lineTotalQepik)}</span>
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 border-t border-line pt-2 text-sm">
              <dt className="text-ink-muted">{t('help.admin.total')}</dt>
              <dd data-slot="help-admin-total" className="text-end font-semibold tabular-nums">
                {money(order.totalQepik)}
              </dd>
              <dt className="text-ink-muted">{t('help.admin.payment')}</dt>
              <dd data-slot="help-admin-payment" className="text-end">
                {t(`help.admin.paymentStatus.${order.payment.status}`)}
              </dd>
              <dt className="text-ink-muted">{t('help.admin.refunded')}</dt>
              <dd data-slot="help-admin-refunded" className="text-end tabular-nums">
                {money(order.payment.refundedQepik)}
              </dd>
            </dl>
          </>
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
      </section>

      {deciding ? (
        <HelpDecisionForm
          refundableQepik={refundAvailable && order ? order.payment.refundableQepik : 0}
          refundAvailable={refundAvailable && order !== null}
          onDecide={onDecide}
        />
      ) : null}
    </section>
  );
}

function HelpDecisionForm({
  refundableQepik,
  refundAvailable,
  onDecide,
}: {
  refundableQepik: number;
  refundAvailable: boolean;
  onDecide: (decision: HelpDecision) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const form = useForm<HelpDecisionValues>({
    resolver: zodResolver(helpDecisionSchema(refundableQepik)),
    defaultValues: { note: '', refund: '' },
  });
  const [busy, setBusy] = useState(false);
  const [alerts, setAlerts] = useState<string[]>([]);
  const refund = form.watch('refund').trim();

  const submit = form.handleSubmit(
    async (values) => {
      if (busy) return;
      setAlerts([]);
      setBusy(true);
      try {
        await onDecide(helpDecisionOf(values));
      } catch (error) {
        setAlerts(
          applyServerErrors(form, error, {
            fieldOf: (path): FieldPath<HelpDecisionValues> | null =>
              path === 'note' ? 'note' : path === 'refundQepik' ? 'refund' : null,
            fallbackKey: 'help.admin.failed',
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
    <Form {...form}>
      <form
        noValidate
        data-slot="help-decision"
        aria-labelledby="help-decision-heading"
        className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-4"
        onSubmit={(event) => void submit(event)}
      >
        <h3 id="help-decision-heading" className="font-display text-lg font-semibold text-ink">
          {t('help.admin.decision')}
        </h3>
        <FormField
          control={form.control}
          name="note"
          render={({ field }) => (
            <FormItem required>
              <FormLabel>{t('help.admin.note')}</FormLabel>
              <FormControl>
                <Textarea rows={3} maxLength={HELP_NOTE_MAX} {...field} />
              </FormControl>
              <FormDescription>{t('help.admin.noteHint')}</FormDescription>
              <FormMessage values={{ max: HELP_NOTE_MAX }} />
            </FormItem>
          )}
        />
        {refundAvailable ? (
          <FormField
            control={form.control}
            name="refund"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('help.admin.refund')}</FormLabel>
                <FormControl>
                  <Input inputMode="decimal" autoComplete="off" {...field} />
                </FormControl>
                <FormDescription>
                  {t('help.admin.refundHint', { amount: formatQepik(refundableQepik, language) })}
                </FormDescription>
                <FormMessage values={{ amount: formatQepik(refundableQepik, language) }} />
              </FormItem>
            )}
          />
        ) : (
          <p data-slot="help-refund-unavailable" className="text-sm text-ink-muted">
            {t('help.admin.refundUnavailable')}
          </p>
        )}
        {alerts.length > 0 ? (
          <FormAlert>
            {alerts.map((key) => (
              <span key={key} className="block">
                {i18n.exists(key) ? t(key) : key}
              </span>
            ))}
          </FormAlert>
        ) : null}
        <Button type="submit" isLoading={busy} className="self-start">
          {refund === '' ? t('help.admin.close') : t('help.admin.refundAndClose')}
        </Button>
      </form>
    </Form>
  );
}
