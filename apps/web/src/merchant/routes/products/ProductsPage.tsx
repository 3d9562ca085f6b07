import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SELLER_PAGE_SIZE } from '@marketplace/contract';
import { Dialog, SellerProductList } from '@marketplace/design-system';
import { useSellerItems } from '../../../data/sellerItems.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { FormErrorBoundary } from '../../../productForm/FormErrorBoundary.tsx';
import { useProductFormState } from './useProductFormState.ts';
import { useProductListUrl } from './useProductListUrl.ts';
import { useStatusActions } from './useStatusActions.ts';
import { useCatalogueTools } from './useCatalogueTools.tsx';
import { useAdvertiseProduct } from './AdvertiseProduct.tsx';

// The form and its editor load only when the seller opens it.
const ProductFormDialog = lazy(async () => ({ default: (await import('./ProductFormDialog.tsx')).ProductFormDialog }));

/** `/products`: the seller's own products, 12 a page, newest first (spec §2, §9). */
export function ProductsPage() {
  const { t } = useTranslation();
  const url = useProductListUrl();
  const { page, status, q } = url.params;
  const list = useSellerItems({ page, q, ...(status === 'ARCHIVED' ? { archived: true } : { status }) });
  const tools = useCatalogueTools();
  const actions = useStatusActions();
  const advertise = useAdvertiseProduct();
  const form = useProductFormState();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageCount = Math.ceil(total / SELLER_PAGE_SIZE);
  const pastTheEnd = list.isSuccess && !list.isPlaceholderData && total > 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) url.replacePage(pageCount);
  }, [pastTheEnd, pageCount, url]);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('pages.merchant.products.title')} description={t('pages.merchant.products.description')} />
      <SellerProductList
        state={list.isError && !list.data ? 'error' : list.data ? 'ready' : 'loading'}
        items={items}
        total={total}
        page={page}
        pageCount={pageCount}
        hrefForPage={url.hrefForPage}
        status={status ?? 'ALL'}
        onStatusChange={url.setStatus}
        query={q ?? ''}
        onQueryChange={url.setQuery}
        onCreate={form.openCreate}
        onEdit={(card) => {
          const item = items.find((candidate) => candidate.id === card.id);
          if (item) form.openEdit(item);
        }}
        onSetStatus={actions.setStatus}
        onAdvertise={advertise.open}
        pendingIds={actions.pendingIds}
        onRetry={() => void list.refetch()}
        refreshing={list.isPlaceholderData}
        {...tools.listProps}
      />
      {tools.dialog}
      {advertise.dialog}
      {form.target ? (
        <FormErrorBoundary
          fallback={
            <Dialog
              open
              onOpenChange={(open) => (open ? undefined : form.close())}
              title={t('merchant.products.form.failedTitle')}
            >
              <p role="alert">{t('merchant.products.form.failed')}</p>
            </Dialog>
          }
        >
          <Suspense fallback={null}>
            <ProductFormDialog target={form.target} onClose={form.close} />
          </Suspense>
        </FormErrorBoundary>
      ) : null}
    </div>
  );
}
