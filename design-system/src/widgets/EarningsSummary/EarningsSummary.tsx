import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime, isLanguage, type Earnings } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatCalendarMonth } from '../../rules/calendarDate.ts';
import { formatQepik } from '../../rules/manat.ts';

export interface EarningsSummaryProps {
  state: 'loading' | 'error' | 'ready';
  earnings: Earnings | null;
  onRetry: () => void;
  className?: string;
}

const frame = 'rounded-xl border border-line bg-surface';
const MONTH_COLUMNS = [
  'saleQepik',
  'commissionQepik',
  'refundQepik',
  'cashCollectedQepik',
  'payoutQepik',
  'adjustmentQepik',
  'netQepik',
] as const;

/**
 * The store's money at a glance: what may be paid out now, what is still held (sales become
 * available some days after completion), what was paid out and the last transfer, and a month by
 * month summary of the ledger's kinds with their net.
 */
export function EarningsSummary({ state, earnings, onRetry, className }: EarningsSummaryProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const money = (qepik: number) => formatQepik(qepik, i18n.language);

  if (state === 'error') {
    return (
      <div role="alert" className={cn(frame, className)}>
        <EmptyState
          density="compact"
          headingLevel={2}
          title={t('ledger.summary.error')}
          description={t('admin.table.error.hint')}
          action={
            <Button variant="outline" onClick={onRetry}>
              {t('admin.table.error.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const months = earnings?.months.filter((month) => MONTH_COLUMNS.some((column) => month[column] !== 0)) ?? [];
  const card = (slot: string, label: string, value: number | null, hint: string | null, strong = false) => (
    <div
      data-slot={slot}
      className={cn(
        'flex flex-col gap-1 rounded-xl border p-4',
        strong ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface',
      )}
    >
      <dt className="text-sm font-medium text-ink-muted">{label}</dt>
      <dd
        className={cn(
          'font-display text-2xl font-semibold tabular-nums',
          value !== null && value < 0 ? 'text-danger-800' : 'text-ink',
        )}
      >
        {value === null ? <Skeleton className="h-8 w-32" /> : money(value)}
      </dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );

  return (
    <section
      data-slot="earnings-summary"
      aria-busy={state === 'loading' || undefined}
      className={cn('flex flex-col gap-4', className)}
    >
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {card(
          'available',
          t('ledger.summary.available'),
          earnings?.availableQepik ?? null,
          earnings && earnings.availableQepik < 0 ? t('ledger.summary.owed') : t('ledger.summary.availableHint'),
          true,
        )}
        {card(
          'pending',
          t('ledger.summary.pending'),
          earnings?.pendingQepik ?? null,
          earnings ? t('ledger.summary.pendingHint', { count: earnings.holdDays }) : null,
        )}
        {card(
          'paid-out',
          t('ledger.summary.paidOut'),
          earnings?.paidOutQepik ?? null,
          earnings?.lastPayout
            ? t('ledger.summary.lastPayout', {
                amount: money(earnings.lastPayout.amountQepik),
                date: formatAdminDateTime(earnings.lastPayout.at).slice(0, 10),
                reference: earnings.lastPayout.bankReference,
              })
            : earnings
              ? t('ledger.summary.noPayout')
              : null,
        )}
      </dl>

      <div className={cn(frame, 'flex flex-col gap-2 p-4')}>
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {t('ledger.summary.monthly')}
        </h2>
        {state === 'loading' ? (
          <Skeleton className="h-24 w-full" />
        ) : months.length === 0 ? (
          <p data-slot="no-months" className="text-sm text-ink-muted">
            {t('ledger.summary.noMonths')}
          </p>
        ) : (
          <div
            role="region"
            aria-labelledby={headingId}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus"
          >
            <table aria-labelledby={headingId} className="w-full min-w-[44rem] text-sm">
              <thead className="bg-sunken text-xs font-semibold text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('ledger.summary.month')}
                  </th>
                  {MONTH_COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-end whitespace-nowrap">
                      {t(`ledger.summary.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {months.map((month) => (
                  <tr key={month.month} className="border-t border-line">
                    <th scope="row" className="px-3 py-2 text-start font-medium whitespace-nowrap text-ink">
                      {formatCalendarMonth(month.month, isLanguage(i18n.language) ? i18n.language : 'az')}
                    </th>
                    {MONTH_COLUMNS.map((column) => (
                      <td
                        key={column}
                        className={cn(
                          'px-3 py-2 text-end whitespace-nowrap tabular-nums',
                          column === 'netQepik' ? 'font-semibold text-ink' : 'text-ink-muted',
                        )}
                      >
                        {month[column] === 0 ? '—' : money(month[column])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {state === 'loading' ? (
        <span role="status" className="sr-only">
          {t('admin.table.loading')}
        </span>
      ) : null}
    </section>
  );
}
