import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_PAGE_SIZE, type CatalogueFilter, type CatalogueSelection, type ItemStatus } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { SellerProductCard, SellerProductCardSkeleton, type SellerProductCardItem } from '../SellerProductCard/index.ts';
import { BulkBar, type SelectionAction } from './BulkBar.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { ListEmpty, ListError, NoMatches } from './ListStates.tsx';
import type { SellerStatusFilter } from './types.ts';
import { useListSelection } from './useListSelection.ts';
import { Icon, PlusIcon, UploadIcon } from '../../primitives/Icon/index.ts';

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
  /**
   * The catalogue tools, each optional: a bulk edit of the selection (the ticked products, or all
   * matching the filter across pages), archive, restore or delete it, duplicate or archive one
   * product, and the CSV screen.
   */
  onBulkEdit?: (selection: CatalogueSelection, count: number) => void;
  /** Archives, restores or deletes the selection (a delete is asked first); the ticks clear once it succeeds. */
  onSelectionAction?: (
    action: Exclude<SelectionAction, 'edit'>,
    selection: CatalogueSelection,
    count: number,
  ) => Promise<unknown>;
  onDuplicate?: (item: SellerProductCardItem) => void;
  onOpenCsv?: () => void;
  className?: string;
}

/** The list's filter as the catalogue tools' selection reads it. */
function filterOf(status: SellerStatusFilter, query: string): CatalogueFilter {
  return {
    status: status === 'ACTIVE' || status === 'HIDDEN' ? status : undefined,
    q: query.trim() || undefined,
    archived: status === 'ARCHIVED',
  };
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
  const archivedView = props.status === 'ARCHIVED';
  const selection = useListSelection(
    state === 'ready' ? items.map((item) => item.id) : [],
    filterOf(props.status, props.query),
    props.total,
  );
  const [bulkPending, setBulkPending] = useState<ItemStatus | SelectionAction | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const filtered = props.status !== 'ALL' || props.query !== '';
  const selectedCount = selection.count;
  const allTicked = items.length > 0 && selection.onPage === items.length;
  const tools = props.onSelectionAction !== undefined;
  const barActions: SelectionAction[] = !tools
    ? []
    : archivedView
      ? ['restore', 'delete']
      : props.onBulkEdit
        ? ['edit', 'archive', 'delete']
        : ['archive', 'delete'];

  async function runSelectionAction(action: Exclude<SelectionAction, 'edit'>) {
    setBulkPending(action);
    try {
      await props.onSelectionAction?.(action, selection.selection(), selectedCount);
      selection.clear();
      setConfirmDelete(false);
    } catch {
      // The caller reports the failure; the ticks stay for another try.
    } finally {
      setBulkPending(null);
    }
  }

  function onBarAction(action: SelectionAction) {
    if (action === 'edit') props.onBulkEdit?.(selection.selection(), selectedCount);
    else if (action === 'delete') setConfirmDelete(true);
    else void runSelectionAction(action);
  }

  async function setStatusOfSelected(status: ItemStatus) {
    setBulkPending(status);
    try {
      await props.onSetStatus(selection.pageSelected, status);
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
        <div className="flex flex-wrap gap-2">
          {props.onOpenCsv ? (
            <Button variant="outline" onClick={props.onOpenCsv}>
              <Icon icon={UploadIcon} size={5} />
              {t('catalogueTools.csv.open')}
            </Button>
          ) : null}
          <Button onClick={props.onCreate}>
            <Icon icon={PlusIcon} size={5} />
            {t('merchant.products.newProduct')}
          </Button>
        </div>
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
              checked={allTicked ? true : selection.onPage > 0 ? 'indeterminate' : false}
              onCheckedChange={(checked) => (checked === true ? selection.selectPage() : selection.clear())}
            />
            {tools && allTicked && props.total > items.length ? (
              <p data-slot="select-all-matching" className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
                {selection.allMatching
                  ? t('catalogueTools.selection.allMatching', { count: selectedCount, formatted: formatCount(selectedCount) })
                  : t('catalogueTools.selection.pageOnly', { count: items.length })}
                {selection.allMatching ? (
                  <Button size="sm" variant="link" onClick={selection.clear}>
                    {t('catalogueTools.selection.clear')}
                  </Button>
                ) : (
                  <Button size="sm" variant="link" onClick={selection.selectAllMatching}>
                    {t('catalogueTools.selection.selectAll', { count: props.total, formatted: formatCount(props.total) })}
                  </Button>
                )}
              </p>
            ) : null}
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
                  selected={selection.isSelected(item.id)}
                  onSelectedChange={(on) => selection.toggle(item.id, on)}
                  onEdit={() => props.onEdit(item)}
                  onToggleStatus={() => toggleOne(item)}
                  onAdvertise={props.onAdvertise ? () => props.onAdvertise?.(item) : undefined}
                  statusPending={props.pendingIds?.has(item.id)}
                  onDuplicate={props.onDuplicate ? () => props.onDuplicate?.(item) : undefined}
                  onArchive={
                    tools && !archivedView
                      ? () => void props.onSelectionAction?.('archive', { mode: 'ids', ids: [item.id] }, 1).catch(() => undefined)
                      : undefined
                  }
                  onRestore={
                    tools && archivedView
                      ? () => void props.onSelectionAction?.('restore', { mode: 'ids', ids: [item.id] }, 1).catch(() => undefined)
                      : undefined
                  }
                />
              </li>
            ))}
          </ul>
          {selectedCount > 0 ? (
            <BulkBar
              count={selectedCount}
              pending={bulkPending}
              onSetStatus={selection.allMatching || archivedView ? undefined : (status) => void setStatusOfSelected(status)}
              actions={barActions}
              onAction={onBarAction}
              onClear={selection.clear}
            />
          ) : null}
          <ConfirmDialog
            open={confirmDelete}
            slot="delete-products"
            title={t('catalogueTools.delete.title', { count: selectedCount })}
            description={t('catalogueTools.delete.description', { count: selectedCount, formatted: formatCount(selectedCount) })}
            confirmLabel={t('catalogueTools.delete.confirm', { count: selectedCount })}
            cancelLabel={t('catalogueTools.delete.cancel')}
            pending={bulkPending === 'delete'}
            onConfirm={() => void runSelectionAction('delete')}
            onCancel={() => setConfirmDelete(false)}
          />
          <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} className="pt-2" />
        </>
      )}
    </section>
  );
}
