import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  categoryTitle,
  FALLBACK_LANGUAGE,
  isLanguage,
  modifiedProductsOf,
} from '@marketplace/contract';
import {
  CategoryDeleteDialog,
  CategoryEditorDialog,
  CategoryManager,
  notify,
  type ManagedCategory,
} from '@marketplace/design-system';
import { useAdminItems } from '../../../data/adminItems.ts';
import { useAdminCategories, useConfirmMoves } from '../../../data/adminCategories.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { useListState } from '../../useListState.ts';
import { LeaveDialog } from './LeaveDialog.tsx';
import { useCategoryEdits } from './useCategoryEdits.ts';
import { usePendingMoves } from './usePendingMoves.ts';

const FILTERS = ['category'] as const;

/** The top-level categories and every ancestor of the selected one. */
function initiallyOpen(categories: readonly ManagedCategory[], selectedId: number | null): number[] {
  const open = categories.filter((category) => category.upperCategoryId === null).map((category) => category.id);
  const parentOf = new Map(categories.map((category) => [category.id, category.upperCategoryId]));
  for (let id = parentOf.get(selectedId ?? -1) ?? null; id !== null && !open.includes(id); id = parentOf.get(id) ?? null)
    open.push(id);
  return open;
}

/**
 * `/categories` (spec §2 Categories Management): the tree with product totals, the selected category's
 * products (its id and the page in the address), moves kept on the page until Confirm Changes, and the
 * category edits.
 */
export function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const list = useListState(FILTERS);
  const selectedId = Number(list.state.filters.category) || null;
  const tree = useAdminCategories();
  const products = useAdminItems({ page: list.state.page, category: selectedId ?? undefined });
  const moves = usePendingMoves();
  const confirmMoves = useConfirmMoves();
  const edits = useCategoryEdits(tree.data ?? []);

  const categories = useMemo<ManagedCategory[]>(
    () => (tree.data ?? []).map((category) => ({ ...category, title: categoryTitle(category.titles, lng) })),
    [tree.data, lng],
  );
  const titleOf = (id: number) => categories.find((category) => category.id === id)?.title ?? '';
  const deleting = edits.deleting;
  const total = products.data?.total ?? 0;

  async function copyId(id: number) {
    try {
      await navigator.clipboard.writeText(String(id));
      notify.success(t('adminCategories.toast.copied', { id }));
    } catch {
      notify.error(t('adminCategories.toast.copyFailed'));
    }
  }

  async function confirm() {
    const count = moves.pending.length;
    await confirmMoves.mutateAsync(modifiedProductsOf(moves.pending));
    moves.clear();
    notify.success(t('adminCategories.toast.confirmed', { count }));
  }

  return (
    <div className="px-4 py-4 sm:px-6">
      <PageMeta title={t('pages.admin.categories.title')} description={t('pages.admin.categories.description')} noIndex />
      <CategoryManager
        // Opened once the tree is there: the top level and the way down to the category in the address.
        key={tree.data ? 'ready' : 'loading'}
        treeState={tree.isError && !tree.data ? 'error' : tree.data ? 'ready' : 'loading'}
        categories={categories}
        onRetryTree={() => void tree.refetch()}
        selectedId={selectedId}
        onSelect={(id) => list.change({ filters: { category: String(id) } })}
        productsState={
          selectedId === null ? 'idle' : products.isError && !products.data ? 'error' : products.data ? 'ready' : 'loading'
        }
        products={(selectedId === null ? [] : (products.data?.items ?? [])).map((item) => ({
          id: item.id,
          productName: item.productName,
          categoryId: item.selectedCategory,
        }))}
        page={list.state.page}
        pageCount={Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE)}
        hrefForPage={list.hrefForPage}
        onRetryProducts={() => void products.refetch()}
        pending={moves.pending}
        onMove={moves.add}
        onRemovePending={moves.remove}
        onConfirm={confirm}
        onAddCategory={() => edits.openAdd(null)}
        onCopyId={(id) => void copyId(id)}
        onAddChild={(parent) => edits.openAdd(parent.id)}
        onEdit={(category) => edits.openEdit(category.id)}
        onDelete={(category) => edits.openDelete(category.id)}
        defaultExpanded={initiallyOpen(categories, selectedId)}
      />
      {edits.editing ? (
        <CategoryEditorDialog target={edits.editing} categories={categories} onSave={edits.save} onClose={edits.close} />
      ) : null}
      {deleting ? (
        <CategoryDeleteDialog
          title={titleOf(deleting.id)}
          productCount={deleting.productCount}
          hasSubcategories={edits.hasSubcategories(deleting.id)}
          onDelete={() => edits.remove(deleting.id)}
          onClose={edits.closeDelete}
        />
      ) : null}
      <LeaveDialog blocker={moves.blocker} />
    </div>
  );
}
