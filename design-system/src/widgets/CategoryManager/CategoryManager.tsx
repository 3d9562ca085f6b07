import { useId, useMemo, useState } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { useAsyncAction } from '../../forms/useAsyncAction.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { usePageSelection } from '../SellerProductList/usePageSelection.ts';
import { categoryLinks } from './categoryLinks.ts';
import { CategoryProducts, type CategoryProductsProps } from './CategoryProducts.tsx';
import { CategoryTree, type CategoryTreeActions } from './CategoryTree.tsx';
import { dropCollision, stepThroughTargets } from './dragTargets.ts';
import { MoveToBar } from './MoveToBar.tsx';
import { PendingMoves } from './PendingMoves.tsx';
import type { ManagedCategory, ManagedProduct, PendingMove } from './types.ts';
import { useDragAnnouncements } from './useDragAnnouncements.ts';

export interface CategoryManagerProps extends Omit<CategoryTreeActions, 'onToggle' | 'onSelect'> {
  treeState: 'loading' | 'error' | 'ready';
  categories: readonly ManagedCategory[];
  onRetryTree: () => void;
  selectedId: number | null;
  onSelect: (id: number) => void;
  productsState: CategoryProductsProps['state'];
  products: readonly ManagedProduct[];
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  onRetryProducts: () => void;
  pending: readonly PendingMove[];
  /** Adds moves to the pending list (nothing is sent before Confirm Changes). */
  onMove: (moves: PendingMove[]) => void;
  onRemovePending: (productId: string) => void;
  /** Commits the pending moves; a rejection is shown and the list stays. */
  onConfirm: () => Promise<unknown>;
  onAddCategory: () => void;
  /** Categories shown open at first. */
  defaultExpanded?: readonly number[];
  className?: string;
}

/**
 * Categories Management (spec §2): the category tree with product totals, the selected category's
 * products, moving them by drag and drop (pointer or keyboard) or by ticking them and "Move to…",
 * the pending moves and Confirm Changes with their count.
 */
export function CategoryManager(props: CategoryManagerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const treeHeadingId = useId();
  const links = useMemo(() => categoryLinks(props.categories), [props.categories]);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(props.defaultExpanded));
  const selection = usePageSelection(props.productsState === 'ready' ? props.products.map((product) => product.id) : []);
  const [target, setTarget] = useState<number | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const confirm = useAsyncAction<'confirm'>('adminCategories.pending.failed');
  const accessibility = useDragAnnouncements(links);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stepThroughTargets }),
  );

  const selected = props.selectedId === null ? null : (links.byId.get(props.selectedId) ?? null);
  const pendingTargets = useMemo(
    () =>
      new Map(props.pending.map((move) => [move.productId, links.byId.get(move.newCategory)?.title ?? `#${move.newCategory}`])),
    [props.pending, links],
  );

  const moveOf = (product: ManagedProduct, newCategory: number): PendingMove => ({
    productId: product.id,
    productName: product.productName,
    oldCategory: product.categoryId,
    newCategory,
  });

  function onDragStart(event: DragStartEvent) {
    setDragged(String(event.active.data.current?.productName ?? ''));
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    setDragged(null);
    const product = props.products.find((candidate) => candidate.id === active.data.current?.productId);
    const categoryId = over?.data.current?.categoryId;
    if (!product || typeof categoryId !== 'number' || !links.isLeaf(categoryId)) return;
    props.onMove([moveOf(product, categoryId)]);
  }
  function moveSelected() {
    if (target === null) return;
    props.onMove(
      props.products.filter((product) => selection.selected.has(product.id)).map((product) => moveOf(product, target)),
    );
    selection.clear();
  }
  function toggle(id: number) {
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={dropCollision}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <section data-slot="category-manager" aria-labelledby={headingId} className={cn('flex flex-col gap-4', props.className)}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id={headingId} className="font-display text-2xl font-semibold text-ink">
            {t('adminCategories.title')}
          </h1>
          <Button size="sm" onClick={props.onAddCategory}>
            {t('adminCategories.add')}
          </Button>
        </div>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-2 rounded-lg border border-line bg-surface p-2">
            <h2 id={treeHeadingId} className="px-1 text-sm font-semibold text-ink-muted">
              {t('adminCategories.tree.title')}
            </h2>
            {props.treeState === 'loading' ? (
              <div aria-busy="true" className="flex flex-col gap-1">
                <span role="status" className="sr-only">
                  {t('adminCategories.tree.loading')}
                </span>
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} className="h-9 w-full" />
                ))}
              </div>
            ) : props.treeState === 'error' ? (
              <div role="alert" className="flex flex-col items-start gap-2 p-2 text-sm text-danger-800">
                <p>{t('adminCategories.tree.error')}</p>
                <Button size="sm" variant="outline" onClick={props.onRetryTree}>
                  {t('adminCategories.products.retry')}
                </Button>
              </div>
            ) : (
              <CategoryTree
                links={links}
                expanded={expanded}
                selectedId={props.selectedId}
                labelledBy={treeHeadingId}
                onToggle={toggle}
                onSelect={props.onSelect}
                onCopyId={props.onCopyId}
                onAddChild={props.onAddChild}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
              />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <h2 className="text-lg font-semibold text-ink">
              {selected
                ? t('adminCategories.products.title', { title: selected.title })
                : t('adminCategories.products.titleNone')}
            </h2>
            {props.productsState === 'ready' && props.products.length > 0 ? (
              <MoveToBar
                links={links}
                selectedCount={selection.selected.size}
                target={target}
                onTargetChange={setTarget}
                onMove={moveSelected}
              />
            ) : null}
            <CategoryProducts
              state={props.productsState}
              products={props.products}
              selected={selection.selected}
              onSelectedChange={selection.toggle}
              onSelectPage={(on) => (on ? selection.selectAll() : selection.clear())}
              pendingTargets={pendingTargets}
              page={props.page}
              pageCount={props.pageCount}
              hrefForPage={props.hrefForPage}
              onRetry={props.onRetryProducts}
            />
            <PendingMoves
              links={links}
              moves={props.pending}
              onRemove={props.onRemovePending}
              confirming={confirm.pending === 'confirm'}
              errorKeys={confirm.errorKeys}
              onConfirm={() => void confirm.run('confirm', props.onConfirm)}
            />
          </div>
        </div>
      </section>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          // The overlay takes the size of the dragged handle (a 32-px button): the preview sizes itself,
          // one line wide enough to read, so its text never wraps over the rows below.
          <div
            data-slot="category-drag-preview"
            className="w-max max-w-72 truncate whitespace-nowrap rounded-md border border-caspian-600 bg-surface px-3 py-2 text-sm font-semibold text-ink shadow-lg"
          >
            {dragged}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
