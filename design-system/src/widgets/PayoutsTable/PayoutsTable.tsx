import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAdminDateTime, type PayoutStore } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { ListSearch } from '../PanelShell/ListSearch.tsx';
import { Pagination } from '../Pagination/index.ts';

export interface PayoutsTableProps {
  state: 'loading' | 'error' | 'ready';
  /** The page shown: the largest available balance first. */
  stores: readonly PayoutStore[];
  total: number;
  /** Search by the store's name. */
  query: string;
  onQueryChange: (query: string) => void;
  /** Only stores with money to pay out. */
  onlyAvailable: boolean;
  onOnlyAvailableChange: (only: boolean) => void;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  onMarkPaid: (store: PayoutStore) => void;
  onAdjust: (store: PayoutStore) => void;
  onHistory: (store: PayoutStore) => void;
  onRetry: () => void;
  refreshing?: boolean;
  className?: string;
}

const COLUMNS = ['store', 'available', 'pending', 'lastPayout', 'actions'] as const;
const frame = 'rounded-xl border border-line bg-surface';

/**
 * The admin's Payouts: stores with their available and pending balances (the largest available
 * first), searchable by name, and for each "mark paid" (a bank transfer made), an adjustment and
 * its payout history; numbered pages, loading, error and empty states.
 */
export function PayoutsTable(props: PayoutsTableProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { state, stores } = props;
  const money = (qepik: number) => formatQepik(qepik, i18n.language);
  const filtered = props.query !== '' || props.onlyAvailable;

  return (
    <div data-slot="payouts-table" className={cn('flex flex-col gap-3', props.className)}>
      <h2 id={headingId} className="sr-only">
        {t('ledger.payouts.stores')}
      </h2>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearch
          label={t('ledger.payouts.search')}
          placeholder={t('ledger.payouts.searchPlaceholder')}
          query={props.query}
          onQueryChange={props.onQueryChange}
        />
        <Checkbox
          size="sm"
          label={t('ledger.payouts.onlyAvailable')}
          checked={props.onlyAvailable}
          onCheckedChange={(checked) => props.onOnlyAvailableChange(checked === true)}
        />
      </div>

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
      ) : state === 'ready' && stores.length === 0 ? (
        <div data-slot="payouts-empty" className={frame}>
          <EmptyState
            density="compact"
            headingLevel={3}
            title={filtered ? t('admin.table.noMatches.title') : t('ledger.payouts.empty')}
            description={filtered ? t('admin.table.noMatches.hint') : t('ledger.payouts.emptyHint')}
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
              className="w-full min-w-[46rem] text-sm"
            >
              <thead className="bg-sunken text-xs font-semibold text-ink-muted uppercase">
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={cn(
                        'px-3 py-2 whitespace-nowrap',
                        column === 'available' || column === 'pending' ? 'text-end' : 'text-start',
                      )}
                    >
                      {column === 'actions' ? (
                        <span className="sr-only">{t('ledger.payouts.columns.actions')}</span>
                      ) : (
                        t(`ledger.payouts.columns.${column}`)
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={cn(props.refreshing && 'opacity-60')}>
                {state === 'loading'
                  ? Array.from({ length: 5 }, (_, row) => (
                      <tr key={row} className="border-t border-line">
                        {COLUMNS.map((column) => (
                          <td key={column} className="px-3 py-3">
                            <Skeleton className="h-4 w-full max-w-24" />
                          </td>
                        ))}
                      </tr>
                    ))
                  : stores.map((store) => (
                      <tr key={store.storeId} data-slot="payout-store" className="border-t border-line">
                        <th scope="row" className="px-3 py-2 text-start font-medium text-ink">
                          {store.storeName || t('ledger.payouts.unnamed')}
                        </th>
                        <td
                          data-slot="available"
                          className={cn(
                            'px-3 py-2 text-end font-semibold whitespace-nowrap tabular-nums',
                            store.availableQepik < 0 ? 'text-danger-800' : 'text-ink',
                          )}
                        >
                          {money(store.availableQepik)}
                        </td>
                        <td className="px-3 py-2 text-end whitespace-nowrap text-ink-muted tabular-nums">
                          {money(store.pendingQepik)}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap text-ink-muted">
                          {store.lastPayoutAt ? formatAdminDateTime(store.lastPayoutAt) : '—'}
                        </td>
                        <td className="px-3 py-2">
                          <div className="flex flex-wrap justify-end gap-1">
                            <Button
                              size="sm"
                              disabled={store.availableQepik <= 0}
                              aria-label={t('ledger.payouts.markPaidFor', { store: store.storeName })}
                              onClick={() => props.onMarkPaid(store)}
                            >
                              {t('ledger.payouts.markPaid')}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline"
                              aria-label={t('ledger.payouts.adjustFor', { store: store.storeName })}
                              onClick={() => props.onAdjust(store)}
                            >
                              {t('ledger.payouts.adjust')}
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={t('ledger.payouts.historyFor', { store: store.storeName })}
                              onClick={() => props.onHistory(store)}
                            >
                              {t('ledger.payouts.history')}
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </div>
          {state === 'loading' ? (
            <span role="status" className="sr-only">
              {t('admin.table.loading')}
            </span>
          ) : null}
          {state === 'ready' ? (
            <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} />
          ) : null}
        </>
      )}
    </div>
  );
}
