import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_KINDS, formatAdminDateTime, formatOrderNumber, type LedgerEntry, type LedgerKind } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { DayFilterField } from '../AdminShell/DayFilterField.tsx';
import { Pagination } from '../Pagination/index.ts';

/** The list's filters as the address keeps them: a kind, a range of Baku days (YYYY-MM-DD), an order number. */
export interface LedgerFilters {
  kind?: LedgerKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order?: string | undefined;
}

export interface LedgerTableProps {
  state: 'loading' | 'error' | 'ready';
  /** The page shown, newest first. */
  entries: readonly LedgerEntry[];
  total: number;
  filters: LedgerFilters;
  onFiltersChange: (change: Partial<LedgerFilters>) => void;
  onClear: () => void;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  /** Downloads the entries matching the filters as CSV; settles when the file is saved. */
  onExport: () => void;
  /** The CSV is being prepared. */
  exporting?: boolean;
  orderHref: (orderId: string) => string;
  onRetry: () => void;
  /** A newer page is on its way while the old one shows. */
  refreshing?: boolean;
  className?: string;
}

export const LEDGER_KIND_TONES: Record<LedgerKind, BadgeTone> = {
  SALE: 'success',
  COMMISSION: 'neutral',
  REFUND: 'danger',
  CASH_COLLECTED: 'info',
  PAYOUT: 'brand',
  ADJUSTMENT: 'accent',
};

const COLUMNS = ['date', 'kind', 'order', 'amount', 'available', 'note'] as const;
const frame = 'rounded-xl border border-line bg-surface';
const label = 'flex min-w-0 flex-col gap-1 text-xs font-medium text-ink-muted';

/**
 * The store's ledger: every sale, commission, refund, cash collected, payout and adjustment, newest
 * first, with filters (kind, days typed DD.MM.YYYY, order number), numbered pages, a CSV export of
 * what the filters match, and the loading, error and empty states.
 */
export function LedgerTable(props: LedgerTableProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const ids = { kind: useId(), order: useId() };
  const { state, entries, filters } = props;
  const filtered = Object.values(filters).some((value) => value !== undefined && value !== '');
  const money = (qepik: number) => formatQepik(qepik, i18n.language);

  function applyOrder(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('order');
    props.onFiltersChange({ order: typeof value === 'string' && value.trim() ? value.trim() : undefined });
  }

  return (
    <div data-slot="ledger-table" className={cn('flex flex-col gap-3', props.className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('ledger.entries.title')}
        </h2>
        <Button variant="outline" size="sm" data-slot="ledger-export" isLoading={props.exporting} onClick={props.onExport}>
          {t('ledger.entries.export')}
        </Button>
      </div>

      <div
        role="group"
        aria-label={t('ledger.entries.filters')}
        className="grid grid-cols-1 items-end gap-2 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className={label}>
          <label htmlFor={ids.kind}>{t('ledger.entries.kind')}</label>
          <Select
            id={ids.kind}
            size="sm"
            value={filters.kind ?? ''}
            onChange={(event) => props.onFiltersChange({ kind: (event.target.value || undefined) as LedgerKind | undefined })}
            options={[
              { value: '', label: t('ledger.entries.anyKind') },
              ...LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`ledger.kinds.${kind}`) })),
            ]}
          />
        </div>
        <DayFilterField
          className={label}
          label={t('ledger.entries.from')}
          value={filters.from}
          onChange={(from) => props.onFiltersChange({ from })}
        />
        <DayFilterField
          className={label}
          label={t('ledger.entries.to')}
          value={filters.to}
          onChange={(to) => props.onFiltersChange({ to })}
        />
        <form onSubmit={applyOrder} className="flex min-w-0 items-end gap-1">
          <div className={cn(label, 'flex-1')}>
            <label htmlFor={ids.order}>{t('ledger.entries.order')}</label>
            <Input
              key={filters.order ?? ''}
              id={ids.order}
              name="order"
              size="sm"
              inputMode="numeric"
              defaultValue={filters.order ?? ''}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="outline" size="sm">
            {t('ledger.entries.apply')}
          </Button>
        </form>
      </div>
      {filtered ? (
        <div>
          <Button variant="link" size="sm" onClick={props.onClear}>
            {t('ledger.entries.clear')}
          </Button>
        </div>
      ) : null}

      {state === 'error' ? (
        <div role="alert" className={frame}>
          <EmptyState
            density="compact"
            headingLevel={3}
            title={t('admin.table.error.title')}
            description={t('admin.table.error.hint')}
            action={
              <Button variant="outline" onClick={props.onRetry}>
                {t('admin.table.error.retry')}
              </Button>
            }
          />
        </div>
      ) : state === 'ready' && entries.length === 0 ? (
        <div data-slot="ledger-empty" className={frame}>
          <EmptyState
            density="compact"
            headingLevel={3}
            title={filtered ? t('admin.table.noMatches.title') : t('ledger.entries.empty')}
            description={filtered ? t('admin.table.noMatches.hint') : t('ledger.entries.emptyHint')}
          />
        </div>
      ) : (
        <>
          <div
            role="region"
            aria-labelledby={headingId}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={cn(frame, 'overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus')}
          >
            <table
              aria-labelledby={headingId}
              aria-busy={state === 'loading' || props.refreshing || undefined}
              className="w-full min-w-[48rem] text-sm"
            >
              <thead className="bg-sunken text-xs font-semibold text-ink-muted uppercase">
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={cn('px-3 py-2 whitespace-nowrap', column === 'amount' ? 'text-end' : 'text-start')}
                    >
                      {t(`ledger.entries.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={cn(props.refreshing && 'opacity-60')}>
                {state === 'loading'
                  ? Array.from({ length: 6 }, (_, row) => (
                      <tr key={row} className="border-t border-line">
                        {COLUMNS.map((column) => (
                          <td key={column} className="px-3 py-3">
                            <Skeleton className="h-4 w-full max-w-24" />
                          </td>
                        ))}
                      </tr>
                    ))
                  : entries.map((entry) => (
                      <tr key={entry.id} data-slot="ledger-entry" data-kind={entry.kind} className="border-t border-line">
                        <td className="px-3 py-2 whitespace-nowrap text-ink-muted tabular-nums">
                          {formatAdminDateTime(entry.createdAt)}
                        </td>
                        <td className="px-3 py-2">
                          <Badge tone={LEDGER_KIND_TONES[entry.kind]}>{t(`ledger.kinds.${entry.kind}`)}</Badge>
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {entry.order ? (
                            <a
                              href={props.orderHref(entry.order.id)}
                              className="font-medium text-brand-700 underline-offset-4 hover:underline"
                            >
                              {formatOrderNumber(entry.order.number)}
                            </a>
                          ) : (
                            <span className="text-ink-muted">—</span>
                          )}
                        </td>
                        <td
                          data-slot="ledger-amount"
                          className={cn(
                            'px-3 py-2 text-end font-semibold whitespace-nowrap tabular-nums',
                            entry.amountQepik < 0 ? 'text-danger-800' : 'text-success-800',
                          )}
                        >
                          {entry.amountQepik > 0 ? `+${money(entry.amountQepik)}` : money(entry.amountQepik)}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap text-ink-muted">
                          {entry.pending
                            ? t('ledger.entries.pendingUntil', { date: formatAdminDateTime(entry.availableFrom).slice(0, 10) })
                            : t('ledger.entries.availableNow')}
                        </td>
                        <td className="max-w-64 px-3 py-2 break-words text-ink-muted">{entry.note}</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </div>
          {state === 'loading' ? (
            <span role="status" className="sr-only">
              {t('admin.table.loading')}
            </span>
          ) : (
            <p className="text-xs text-ink-muted">{t('ledger.entries.total', { count: props.total })}</p>
          )}
          {state === 'ready' ? (
            <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} />
          ) : null}
        </>
      )}
    </div>
  );
}
