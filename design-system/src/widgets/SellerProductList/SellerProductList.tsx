import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_PAGE_SIZE, type ItemStatus } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { SellerProductCard, SellerProductCardSkeleton, type SellerProductCardItem } from '../SellerProductCard/index.ts';
import { BulkBar } from './BulkBar.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { ListEmpty, ListError, NoMatches } from './ListStates.tsx';
import type { SellerStatusFilter } from './types.ts';
import { usePageSelection } from './usePageSelection.ts';
import { Icon, PlusIcon } from '../../primitives/Icon/index.ts';

export interface SellerProductListProps {
  state: 'loading' | 'error' | 'ready';
  items: readonly SellerProductCardItem[];
  /** Products matching the filters, over every page. */
  total: number;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  status: SellerStatusFilter;
  onStatusChange: (status: SellerStatusFilter) => void;
  query: string;
  onQueryChange: (query: string) => void;
  onCreate: () => void;
  onEdit: (item: SellerProductCardItem) => void;
  /** The card's Advertise; without it the cards say advertising is not available yet. */
  onAdvertise?: (item: SellerProductCardItem) => void;
  /** Hides or shows products; the ticks are cleared once the returned promise settles without error. */
  onSetStatus: (ids: readonly string[], status: ItemStatus) => Promise<unknown> | void;
  /** Products whose own hide/show call is on its way. */
  pendingIds?: ReadonlySet<string>;
  onRetry: () => void;
  /** A newer page is on its way while the old one shows. */
  refreshing?: boolean;
  className?: string;
}

/**
 * The seller's own products (spec §2 "/products", §9: 12 a page): the new-product button,
 * status filter and search, a card per product with edit and hide/show, ticks for bulk
 * hide/show, numbered pages, and the loading, error and empty states.
 */
export function SellerProductList(props: SellerProductListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { items, state } = props;
  const selection = usePageSelection(state === 'ready' ? items.map((item) => item.id) : []);
  const [bulkPending, setBulkPending] = useState<ItemStatus | null>(null);
  const filtered = props.status !== 'ALL' || props.query !== '';
  const selectedCount = selection.selected.size;
  const allTicked = items.length > 0 && selectedCount === items.length;

  async function setStatusOfSelected(status: ItemStatus) {
    setBulkPending(status);
    try {
      await props.onSetStatus([...selection.selected], status);
      selection.clear();
    } catch {
      // The caller reports the failure; the ticks stay for another try.
    } finally {
      setBulkPending(null);
    }
  }

  function toggleOne(item: SellerProductCardItem) {
    // The caller reports a failure; nothing is left pending here.
    Promise.resolve(props.onSetStatus([item.id], item.status === 'ACTIVE' ? 'HIDDEN' : 'ACTIVE')).catch(() => undefined);
  }

  return (
    <section data-slot="seller-product-list" aria-labelledby={headingId} className={cn('flex flex-col gap-4', props.className)}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h1 id={headingId} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
            {t('merchant.products.title')}
          </h1>
          {state === 'ready' ? (
            <p className="text-sm text-ink-muted">
              {t('merchant.products.total', { count: props.total, formatted: formatCount(props.total) })}
            </p>
          ) : null}
        </div>
        <Button onClick={props.onCreate}>
          <Icon icon={PlusIcon} size={5} />
          {t('merchant.products.newProduct')}
        </Button>
      </div>

      <ListToolbar
        status={props.status}
        onStatusChange={props.onStatusChange}
        query={props.query}
        onQueryChange={props.onQueryChange}
      />

      {state === 'loading' ? (
        <div aria-busy="true" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <span role="status" className="sr-only">
            {t('merchant.products.loading')}
          </span>
          {Array.from({ length: SELLER_PAGE_SIZE }, (_, index) => (
            <SellerProductCardSkeleton key={index} />
          ))}
        </div>
      ) : state === 'error' ? (
        <ListError onRetry={props.onRetry} />
      ) : items.length === 0 ? (
        filtered ? (
          <NoMatches
            onClear={() => {
              props.onQueryChange('');
              props.onStatusChange('ALL');
            }}
          />
        ) : (
          <ListEmpty onCreate={props.onCreate} />
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <Checkbox
              size="sm"
              label={t('merchant.products.bulk.selectPage')}
              checked={allTicked ? true : selectedCount > 0 ? 'indeterminate' : false}
              onCheckedChange={(checked) => (checked === true ? selection.selectAll() : selection.clear())}
            />
          </div>
          <ul
            aria-labelledby={headingId}
            aria-busy={props.refreshing || undefined}
            className={cn(
              'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
              props.refreshing && 'opacity-60',
            )}
          >
            {items.map((item) => (
              <li key={item.id} className="flex">
                <SellerProductCard
                  className="flex-1"
                  headingLevel={2}
                  item={item}
                  selected={selection.selected.has(item.id)}
                  onSelectedChange={(on) => selection.toggle(item.id, on)}
                  onEdit={() => props.onEdit(item)}
                  onToggleStatus={() => toggleOne(item)}
                  onAdvertise={props.onAdvertise ? () => props.onAdvertise?.(item) : undefined}
                  statusPending={props.pendingIds?.has(item.id)}
                />
              </li>
            ))}
          </ul>
          {selectedCount > 0 ? (
            <BulkBar
              count={selectedCount}
              pending={bulkPending}
              onSetStatus={(status) => void setStatusOfSelected(status)}
              onClear={selection.clear}
            />
          ) : null}
          <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} className="pt-2" />
        </>
      )}
    </section>
  );
}
