import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Pagination } from '../Pagination/index.ts';
import type { ManagedProduct } from './types.ts';
import { Icon, GripVerticalIcon } from '../../primitives/Icon/index.ts';

/** The drag id of a product. */
export const productDragId = (id: string) => `product:${id}`;

export interface CategoryProductsProps {
  state: 'idle' | 'loading' | 'error' | 'ready';
  products: readonly ManagedProduct[];
  selected: ReadonlySet<string>;
  onSelectedChange: (id: string, on: boolean) => void;
  onSelectPage: (on: boolean) => void;
  /** The target's title of each product with a pending move. */
  pendingTargets: ReadonlyMap<string, string>;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  onRetry: () => void;
}

function ProductRow({ product, props }: { product: ManagedProduct; props: CategoryProductsProps }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: productDragId(product.id),
    data: { productId: product.id, productName: product.productName, categoryId: product.categoryId },
  });
  const target = props.pendingTargets.get(product.id);
  return (
    <li
      data-slot="category-product"
      className={cn(
        'flex min-h-11 items-center gap-3 rounded-md border px-3 py-1.5',
        // The row being dragged stays readable (a dimmed row fails contrast); a dashed outline marks it.
        isDragging ? 'border-dashed border-caspian-600 bg-caspian-50' : 'border-line bg-surface',
      )}
    >
      <Checkbox
        size="sm"
        aria-label={t('adminCategories.products.select', { name: product.productName })}
        checked={props.selected.has(product.id)}
        onCheckedChange={(checked) => props.onSelectedChange(product.id, checked === true)}
      />
      <span className="min-w-0 flex-1 break-words text-sm text-ink">{product.productName}</span>
      {target ? (
        <span className="shrink-0 rounded-full bg-caspian-50 px-2 py-0.5 text-xs font-semibold text-caspian-800">
          {t('adminCategories.products.pendingTo', { title: target })}
        </span>
      ) : null}
      <button
        ref={setNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('adminCategories.products.drag', { name: product.productName })}
        className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-ink-muted hover:bg-neutral-100 hover:text-ink focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <Icon icon={GripVerticalIcon} />
      </button>
    </li>
  );
}

/** The selected category's products, a page at a time: ticks for "Move to…", a handle to drag each one. */
export function CategoryProducts(props: CategoryProductsProps) {
  const { t } = useTranslation();
  const { state, products } = props;
  if (state === 'idle') return <EmptyState density="compact" title={t('adminCategories.products.pick')} />;
  if (state === 'loading') {
    return (
      <div aria-busy="true" className="flex flex-col gap-2">
        <span role="status" className="sr-only">
          {t('adminCategories.products.loading')}
        </span>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-11 w-full" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-2 rounded-md border border-danger-200 bg-danger-50 p-4 text-sm text-danger-800"
      >
        <p>{t('adminCategories.products.error')}</p>
        <Button size="sm" variant="outline" onClick={props.onRetry}>
          {t('adminCategories.products.retry')}
        </Button>
      </div>
    );
  }
  if (products.length === 0) return <EmptyState density="compact" title={t('adminCategories.products.empty')} />;
  const ticked = products.filter((product) => props.selected.has(product.id)).length;
  return (
    <div className="flex flex-col gap-2">
      <Checkbox
        size="sm"
        label={t('adminCategories.products.selectPage')}
        checked={ticked === products.length ? true : ticked > 0 ? 'indeterminate' : false}
        onCheckedChange={(checked) => props.onSelectPage(checked === true)}
      />
      <ul className="flex flex-col gap-1.5">
        {products.map((product) => (
          <ProductRow key={product.id} product={product} props={props} />
        ))}
      </ul>
      <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} className="pt-1" />
    </div>
  );
}
