import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_ACTOR,
  ORDER_STATUSES,
  STORE_ORDER_SORT,
  orderTransition,
  type OrderSummary,
  type StoreOrderCounts,
} from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Select } from '../../primitives/Select/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { ListSearch } from '../PanelShell/ListSearch.tsx';
import { StatusFilterGroup } from '../PanelShell/StatusFilterGroup.tsx';
import { Pagination } from '../Pagination/index.ts';
import { usePageSelection } from '../SellerProductList/usePageSelection.ts';
import { OrderBulkBar } from './OrderBulkBar.tsx';
import { SellerOrderCard } from './SellerOrderCard.tsx';
import { SellerOrderRow } from './SellerOrderRow.tsx';
import type { OrderBulkAction, SellerOrderTab } from './types.ts';

type StoreOrderSort = (typeof STORE_ORDER_SORT)[keyof typeof STORE_ORDER_SORT];

export interface SellerOrderTableProps {
  state: 'loading' | 'error' | 'ready';
  /** The page shown (12 a page, the server's order). */
  orders: readonly OrderSummary[];
  /** Per status, for the tabs' counts; null while unknown. */
  counts: StoreOrderCounts | null;
  tab: SellerOrderTab;
  onTabChange: (tab: SellerOrderTab) => void;
  /** Search by order number or buyer name. */
  query: string;
  onQueryChange: (query: string) => void;
  sort: StoreOrderSort;
  onSortChange: (sort: StoreOrderSort) => void;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  orderHref: (order: OrderSummary) => string;
  /** Today in Baku (YYYY-MM-DD): ship-by dates within ORDER_DUE_SOON_DAYS are marked due soon. */
  today: string;
  /** Accept or mark shipped the given orders, all or none; settles when the server has answered. */
  onBulkAction: (action: OrderBulkAction, orderIds: string[]) => Promise<unknown>;
  onRetry: () => void;
  /** A newer page is on its way while the old one shows. */
  refreshing?: boolean;
  className?: string;
}

const TABS: readonly SellerOrderTab[] = ['ALL', ...ORDER_STATUSES];
const COLUMNS = ['number', 'buyer', 'items', 'total', 'shipBy', 'status'] as const;
const SKELETON_ROWS = 6;
const frame = 'rounded-xl border border-line bg-surface';

const canDo = (order: OrderSummary, action: OrderBulkAction) =>
  orderTransition(order.status, action, ORDER_ACTOR.SELLER) !== null;

/**
 * The seller's orders: status tabs with their counts, search by number or buyer, sort by ship-by
 * date or newest, a row per order (late and due-soon ship-by dates marked), ticks for accepting or
 * marking shipped several at once, numbered pages, and the loading, error and empty states.
 */
export function SellerOrderTable(props: SellerOrderTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, orders, counts } = props;
  const selection = usePageSelection(state === 'ready' ? orders.map((order) => order.orderId) : []);
  const [pending, setPending] = useState<OrderBulkAction | null>(null);
  const ticked = orders.filter((order) => selection.selected.has(order.orderId));
  const allTicked = orders.length > 0 && ticked.length === orders.length;
  const filtered = props.tab !== 'ALL' || props.query !== '';

  const countOf = (tab: SellerOrderTab) =>
    counts === null
      ? null
      : tab === 'ALL'
        ? Object.values(counts.byStatus).reduce((sum, count) => sum + count, 0)
        : (counts.byStatus[tab] ?? 0);

  async function bulk(action: OrderBulkAction) {
    setPending(action);
    try {
      await props.onBulkAction(
        action,
        ticked.filter((order) => canDo(order, action)).map((order) => order.orderId),
      );
      selection.clear();
    } catch {
      // The page reports the failure; the ticks stay for another try.
    } finally {
      setPending(null);
    }
  }

  return (
    <div data-slot="seller-order-table" className={cn('flex flex-col gap-4', props.className)}>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 id={headingId} className="font-display text-2xl font-semibold text-ink">
          {t('orders.seller.title')}
        </h1>
        {counts && counts.late > 0 ? (
          <p data-slot="late-count" className="text-sm font-semibold text-danger-800">
            {t('orders.seller.lateCount', { count: counts.late })}
          </p>
        ) : null}
      </div>

      <StatusFilterGroup
        label={t('orders.seller.tabsLabel')}
        values={TABS}
        value={props.tab}
        onChange={props.onTabChange}
        labelOf={(tab) => {
          const count = countOf(tab);
          const name = tab === 'ALL' ? t('orders.seller.all') : t(`orders.status.${tab}`);
          return count === null ? name : t('orders.seller.tabWithCount', { name, total: formatCount(count) });
        }}
      />

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearch
          label={t('orders.seller.search.label')}
          placeholder={t('orders.seller.search.placeholder')}
          query={props.query}
          onQueryChange={props.onQueryChange}
        />
        <label className="flex items-center gap-2 text-sm text-ink">
          <span className="whitespace-nowrap">{t('orders.seller.sort.label')}</span>
          <Select
            size="sm"
            fullWidth={false}
            value={props.sort}
            onChange={(event) => props.onSortChange(event.target.value as StoreOrderSort)}
            options={Object.values(STORE_ORDER_SORT).map((sort) => ({ value: sort, label: t(`orders.seller.sort.${sort}`) }))}
          />
        </label>
      </div>

      {state === 'error' ? (
        <div role="alert" className={frame}>
          <EmptyState
            density="compact"
            headingLevel={2}
            title={t('orders.list.error.title')}
            description={t('orders.list.error.hint')}
            action={
              <Button variant="outline" onClick={props.onRetry}>
                {t('orders.list.error.retry')}
              </Button>
            }
          />
        </div>
      ) : state === 'ready' && orders.length === 0 ? (
        <div data-slot="seller-orders-empty" className={frame}>
          <EmptyState
            density="compact"
            headingLevel={2}
            title={filtered ? t('orders.seller.noMatches.title') : t('orders.seller.empty.title')}
            description={filtered ? t('orders.seller.noMatches.hint') : t('orders.seller.empty.hint')}
            action={
              filtered ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    props.onQueryChange('');
                    props.onTabChange('ALL');
                  }}
                >
                  {t('orders.seller.noMatches.clear')}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : (
        <>
          {/* On phones a card per order; the table from `sm` up. */}
          <ul
            data-slot="seller-order-cards"
            aria-labelledby={headingId}
            aria-busy={state === 'loading' || props.refreshing || undefined}
            className={cn('flex flex-col gap-2 sm:hidden', props.refreshing && 'opacity-60')}
          >
            {state === 'loading'
              ? Array.from({ length: 3 }, (_, index) => (
                  <li key={index} className={cn(frame, 'p-3')}>
                    <Skeleton className="h-16 w-full" />
                  </li>
                ))
              : orders.map((order) => (
                  <SellerOrderCard
                    key={order.orderId}
                    order={order}
                    href={props.orderHref(order)}
                    today={props.today}
                    selected={selection.selected.has(order.orderId)}
                    onSelectedChange={(on) => selection.toggle(order.orderId, on)}
                  />
                ))}
          </ul>
          {state === 'ready' ? (
            <Checkbox
              size="sm"
              className="sm:hidden"
              label={t('orders.seller.selectPage')}
              checked={allTicked ? true : ticked.length > 0 ? 'indeterminate' : false}
              onCheckedChange={(checked) => (checked === true ? selection.selectAll() : selection.clear())}
            />
          ) : null}
          {/* A labelled region that scrolls sideways on narrow screens must be reachable by keyboard. */}
          <div
            role="region"
            aria-labelledby={headingId}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={cn(frame, 'overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus max-sm:hidden')}
          >
            <table
              aria-labelledby={headingId}
              aria-busy={state === 'loading' || props.refreshing || undefined}
              className="w-full min-w-[44rem] text-sm"
            >
              <thead className="bg-sunken text-xs font-semibold text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="w-10 px-3 py-2 text-start">
                    <Checkbox
                      size="sm"
                      aria-label={t('orders.seller.selectPage')}
                      disabled={state !== 'ready'}
                      checked={allTicked ? true : ticked.length > 0 ? 'indeterminate' : false}
                      onCheckedChange={(checked) => (checked === true ? selection.selectAll() : selection.clear())}
                    />
                  </th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start whitespace-nowrap">
                      {t(`orders.seller.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={cn(props.refreshing && 'opacity-60')}>
                {state === 'loading'
                  ? Array.from({ length: SKELETON_ROWS }, (_, row) => (
                      <tr key={row} className="border-t border-line">
                        {['select', ...COLUMNS].map((column) => (
                          <td key={column} className="px-3 py-3">
                            <Skeleton className="h-4 w-full max-w-24" />
                          </td>
                        ))}
                      </tr>
                    ))
                  : orders.map((order) => (
                      <SellerOrderRow
                        key={order.orderId}
                        order={order}
                        href={props.orderHref(order)}
                        today={props.today}
                        selected={selection.selected.has(order.orderId)}
                        onSelectedChange={(on) => selection.toggle(order.orderId, on)}
                      />
                    ))}
              </tbody>
            </table>
          </div>
          {state === 'loading' ? (
            <span role="status" className="sr-only">
              {t('orders.list.loading')}
            </span>
          ) : null}
          {ticked.length > 0 ? (
            <OrderBulkBar
              count={ticked.length}
              acceptable={ticked.filter((order) => canDo(order, 'ACCEPT')).length}
              shippable={ticked.filter((order) => canDo(order, 'SHIP')).length}
              pending={pending}
              onAction={(action) => void bulk(action)}
              onClear={selection.clear}
            />
          ) : null}
          {state === 'ready' ? (
            <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} />
          ) : null}
        </>
      )}
    </div>
  );
}
