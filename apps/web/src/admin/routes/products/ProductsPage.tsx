import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PRODUCTS_PAGE_SIZE, FALLBACK_LANGUAGE, isLanguage, type AdminItem } from '@marketplace/contract';
import { AdminProductList, Dialog } from '@marketplace/design-system';
import { useAdminItems } from '../../../data/adminItems.ts';
import { useAdminPartners } from '../../../data/adminPartners.ts';
import { useCategoryList } from '../../../data/categories.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { FormErrorBoundary } from '../../../productForm/FormErrorBoundary.tsx';
import { useListState } from '../../useListState.ts';
import { adminCardItemOf } from './adminCardItem.ts';
import { categoryOptions } from './categoryOptions.ts';
import { listChangeOf, PRODUCT_FILTERS, productFiltersOf } from './productFilters.ts';
import { useProductActions } from './useProductActions.ts';

// The form and its editor load only when the admin opens it.
const AdminProductFormDialog = lazy(async () => ({
  default: (await import('./AdminProductFormDialog.tsx')).AdminProductFormDialog,
}));

/** `/products`: every store's products newest first; filters, search and page kept in the address (spec §2 Products Management). */
export function ProductsPage() {
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const list = useListState(PRODUCT_FILTERS);
  const { page, q } = list.state;
  const filters = productFiltersOf(list.state);
  const products = useAdminItems({ page, q, ...filters });
  const categories = useCategoryList(lng, { select: categoryOptions });
  const actions = useProductActions();
  const [editing, setEditing] = useState<AdminItem | null>(null);
  const [storeQuery, setStoreQuery] = useState('');
  const stores = useAdminPartners({ page: 1, q: storeQuery }, { enabled: storeQuery !== '' });

  const found = products.data?.items ?? [];
  const total = products.data?.total ?? 0;
  const pageCount = Math.ceil(total / ADMIN_PRODUCTS_PAGE_SIZE);
  const pastTheEnd = products.isSuccess && !products.isPlaceholderData && total > 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) list.change({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, list]);
  const storeName = found.find((item) => item.merchantId === filters.store)?.clientInfo.companyName ?? '';

  return (
    <div className="px-4 py-4 sm:px-6">
      <PageMeta title={t('pages.admin.products.title')} description={t('pages.admin.products.description')} noIndex />
      <AdminProductList
        state={products.isError && !products.data ? 'error' : products.data ? 'ready' : 'loading'}
        items={found.map(adminCardItemOf)}
        total={total}
        page={page}
        pageCount={pageCount}
        hrefForPage={list.hrefForPage}
        filters={{
          status: filters.status ?? 'ALL',
          category: filters.category ?? null,
          store: filters.store ? { id: filters.store, name: storeName } : null,
          query: q ?? '',
        }}
        categories={categories.data ?? []}
        onFiltersChange={(change) => {
          if (change.store) setStoreQuery('');
          list.change(listChangeOf(change));
        }}
        storeSearch={{
          query: storeQuery,
          state: stores.isError ? 'error' : stores.isSuccess && !stores.isPlaceholderData ? 'ready' : 'loading',
          stores: (stores.data?.items ?? []).map((store) => ({ id: store.id, name: store.companyName })),
        }}
        onStoreSearch={setStoreQuery}
        onEdit={(card) => setEditing(found.find((item) => item.id === card.id) ?? null)}
        onSetStatus={actions.setStatus}
        onDelete={actions.remove}
        onRestore={actions.restore}
        pendingIds={actions.pendingIds}
        onRetry={() => void products.refetch()}
        refreshing={products.isPlaceholderData}
      />
      {editing ? (
        <FormErrorBoundary
          fallback={
            <Dialog
              open
              onOpenChange={(open) => (open ? undefined : setEditing(null))}
              title={t('adminProducts.form.failedTitle')}
            >
              <p role="alert">{t('adminProducts.form.failed')}</p>
            </Dialog>
          }
        >
          <Suspense fallback={null}>
            <AdminProductFormDialog item={editing} onClose={() => setEditing(null)} />
          </Suspense>
        </FormErrorBoundary>
      ) : null}
    </div>
  );
}
