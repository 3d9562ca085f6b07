import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COUPON_PAGE_SIZE, bakuDate } from '@marketplace/contract';
import {
  Button,
  CouponForm,
  CouponTable,
  EmptyState,
  PageHeading,
  Pagination,
  SaleForm,
  SaleTable,
  Skeleton,
  errorCodeOf,
  errorFieldsOf,
  errorMessageKeys,
  notify,
} from '@marketplace/design-system';
import {
  useCoupons,
  useCreateCoupon,
  useCreateSale,
  useSaleProducts,
  useSales,
  useStopCoupon,
  useStopSale,
} from '../../../data/coupons.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** A refusal's fields, each with the translated message of its code (the server's texts are English). */
function useRefusal() {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<{ fields: Record<string, string>; message: string | null }>({
    fields: {},
    message: null,
  });
  const refused = (error: unknown) => {
    const fields = errorFieldsOf(error);
    const text = t(errorMessageKeys(error, 'errors.UNEXPECTED_RESPONSE'));
    const named = Object.keys(fields).length > 0 && errorCodeOf(error) !== 'VALIDATION_FAILED';
    setRefusal({ fields: Object.fromEntries(Object.keys(fields).map((field) => [field, text])), message: named ? null : text });
  };
  return { refusal, refused, clear: () => setRefusal({ fields: {}, message: null }) };
}

/**
 * `/coupons`: the store's coupon codes and sales, newest first (`?cpage=` and `?spage=` page them),
 * each made with its form above the list and stopped from the list.
 */
export function CouponsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const couponPage = pageOf(params.get('cpage'));
  const salePage = pageOf(params.get('spage'));
  const coupons = useCoupons('seller', { page: couponPage });
  const sales = useSales('seller', { page: salePage });
  const createCoupon = useCreateCoupon();
  const createSale = useCreateSale();
  const stopCoupon = useStopCoupon('seller');
  const stopSale = useStopSale('seller');
  const [form, setForm] = useState<'coupon' | 'sale' | null>(null);
  const products = useSaleProducts('', form === 'sale');
  const couponRefusal = useRefusal();
  const saleRefusal = useRefusal();
  const today = bakuDate(new Date());
  const failed = (error: unknown) => notify.error(t(errorMessageKeys(error, 'errors.UNEXPECTED_RESPONSE')));
  const hrefFor = (key: 'cpage' | 'spage', page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(key, String(page));
    else next.delete(key);
    const query = next.toString();
    return query ? `/coupons?${query}` : '/coupons';
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('coupons.page.title')} description={t('coupons.page.intro')} noIndex />
      <PageHeading title={t('coupons.page.title')} subtitle={t('coupons.page.intro')} />

      <section aria-labelledby="coupons-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="coupons-heading" className="text-xl font-semibold text-ink">
            {t('coupons.page.couponsHeading')}
          </h2>
          {form !== 'coupon' ? <Button onClick={() => setForm('coupon')}>{t('coupons.page.newCoupon')}</Button> : null}
        </div>
        {form === 'coupon' ? (
          <CouponForm
            today={today}
            errors={couponRefusal.refusal.fields}
            message={couponRefusal.refusal.message}
            onCancel={() => {
              couponRefusal.clear();
              setForm(null);
            }}
            onSubmit={async (request) => {
              couponRefusal.clear();
              try {
                await createCoupon.mutateAsync(request);
                notify.success(t('coupons.page.created'));
                setForm(null);
                setParams((current) => {
                  current.delete('cpage');
                  return current;
                });
              } catch (error) {
                couponRefusal.refused(error);
              }
            }}
          />
        ) : null}
        {coupons.isError && !coupons.data ? (
          <EmptyState
            title={t('coupons.page.loadFailed')}
            action={<Button onClick={() => void coupons.refetch()}>{t('coupons.page.retry')}</Button>}
          />
        ) : !coupons.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <CouponTable
              audience="seller"
              coupons={coupons.data.coupons}
              onStop={(coupon) =>
                stopCoupon
                  .mutateAsync({ id: coupon.id, reason: '' })
                  .then(() => notify.success(t('coupons.page.stopped')), failed)
              }
            />
            <Pagination
              page={couponPage}
              pageCount={Math.max(1, Math.ceil(coupons.data.total / COUPON_PAGE_SIZE))}
              hrefForPage={(page) => hrefFor('cpage', page)}
            />
          </>
        )}
      </section>

      <section aria-labelledby="sales-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sales-heading" className="text-xl font-semibold text-ink">
            {t('coupons.page.salesHeading')}
          </h2>
          {form !== 'sale' ? <Button onClick={() => setForm('sale')}>{t('coupons.page.newSale')}</Button> : null}
        </div>
        {form === 'sale' ? (
          products.data ? (
            <SaleForm
              today={today}
              products={products.data.items.map((item) => ({
                itemId: item.id,
                productName: item.productName,
                coverImage: item.coverImage,
                productPrice: item.productPrice,
              }))}
              errors={saleRefusal.refusal.fields}
              message={saleRefusal.refusal.message}
              onCancel={() => {
                saleRefusal.clear();
                setForm(null);
              }}
              onSubmit={async (request) => {
                saleRefusal.clear();
                try {
                  await createSale.mutateAsync(request);
                  notify.success(t('coupons.page.created'));
                  setForm(null);
                } catch (error) {
                  saleRefusal.refused(error);
                }
              }}
            />
          ) : (
            <Skeleton className="h-64 w-full" />
          )
        ) : null}
        {sales.isError && !sales.data ? (
          <EmptyState
            title={t('coupons.page.loadFailed')}
            action={<Button onClick={() => void sales.refetch()}>{t('coupons.page.retry')}</Button>}
          />
        ) : !sales.data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <SaleTable
              audience="seller"
              sales={sales.data.sales}
              onStop={(sale) =>
                stopSale.mutateAsync({ id: sale.id, reason: '' }).then(() => notify.success(t('coupons.page.stopped')), failed)
              }
            />
            <Pagination
              page={salePage}
              pageCount={Math.max(1, Math.ceil(sales.data.total / COUPON_PAGE_SIZE))}
              hrefForPage={(page) => hrefFor('spage', page)}
            />
          </>
        )}
      </section>
    </div>
  );
}
