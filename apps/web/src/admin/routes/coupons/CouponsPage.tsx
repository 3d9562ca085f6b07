import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { COUPON_PAGE_SIZE, COUPON_STATE, type CouponState } from '@marketplace/contract';
import {
  Button,
  CouponTable,
  EmptyState,
  Input,
  PageHeading,
  Pagination,
  SaleTable,
  Skeleton,
  errorMessageKeys,
  notify,
} from '@marketplace/design-system';
import { useCoupons, useSales, useStopCoupon, useStopSale } from '../../../data/coupons.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

const STATES = Object.values(COUPON_STATE);
type View = 'coupons' | 'sales';

interface Query {
  view: View;
  page: number;
  state: CouponState | null;
  store: string;
}

function queryOf(params: URLSearchParams): Query {
  const page = Number(params.get('page'));
  const state = params.get('state');
  return {
    view: params.get('view') === 'sales' ? 'sales' : 'coupons',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    state: (STATES as readonly string[]).includes(state ?? '') ? (state as CouponState) : null,
    store: params.get('store')?.trim() ?? '',
  };
}

function hrefOf(query: Query): string {
  const next = new URLSearchParams();
  if (query.view === 'sales') next.set('view', 'sales');
  if (query.state) next.set('state', query.state);
  if (query.store) next.set('store', query.store);
  if (query.page > 1) next.set('page', String(query.page));
  const text = next.toString();
  return text ? `/coupons?${text}` : '/coupons';
}

/**
 * `/coupons` (admins): every store's coupon codes or sales, newest first, by state and store name
 * (all in the address); one running or scheduled is stopped with a reason the store reads (audited).
 */
export function CouponsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = queryOf(params);
  const listQuery = { page: query.page, state: query.state ?? undefined, store: query.store || undefined };
  const coupons = useCoupons('admin', listQuery);
  const sales = useSales('admin', listQuery);
  const stopCoupon = useStopCoupon('admin');
  const stopSale = useStopSale('admin');
  const [stopMessage, setStopMessage] = useState<string | null>(null);
  const [store, setStore] = useState(query.store);
  const go = (change: Partial<Query>) => void navigate(hrefOf({ ...query, page: 1, ...change }));
  const list = query.view === 'coupons' ? coupons : sales;
  const stopped = () => {
    setStopMessage(null);
    notify.success(t('coupons.page.stopped'));
  };
  const refused = (error: unknown) => {
    setStopMessage(t(errorMessageKeys(error, 'errors.UNEXPECTED_RESPONSE')));
    throw error;
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('coupons.admin.title')} noIndex />
      <PageHeading title={t('coupons.admin.title')} />
      <div role="group" aria-label={t('coupons.admin.title')} className="flex flex-wrap gap-2">
        {(['coupons', 'sales'] as const).map((view) => (
          <Button
            key={view}
            size="sm"
            variant={query.view === view ? 'primary' : 'outline'}
            aria-pressed={query.view === view}
            onClick={() => go({ view })}
          >
            {view === 'coupons' ? t('coupons.page.couponsHeading') : t('coupons.page.salesHeading')}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <form
          role="search"
          className="flex items-end gap-2"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            go({ store: store.trim() });
          }}
        >
          <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink">
            {t('coupons.admin.storeSearch')}
            <Input type="search" value={store} maxLength={100} onChange={(event) => setStore(event.target.value)} />
          </label>
        </form>
        <div role="group" aria-label={t('coupons.admin.stateFilter')} className="flex flex-wrap gap-2">
          {[null, ...STATES].map((state) => (
            <Button
              key={state ?? 'all'}
              size="sm"
              variant={query.state === state ? 'primary' : 'outline'}
              aria-pressed={query.state === state}
              onClick={() => go({ state })}
            >
              {state ? t(`coupons.state.${state}`) : t('coupons.admin.allStates')}
            </Button>
          ))}
        </div>
      </div>
      {list.isError && !list.data ? (
        <EmptyState
          title={t('coupons.page.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('coupons.page.retry')}</Button>}
        />
      ) : query.view === 'coupons' ? (
        coupons.data ? (
          <CouponTable
            audience="admin"
            coupons={coupons.data.coupons}
            stopMessage={stopMessage}
            onStop={(coupon, reason) => stopCoupon.mutateAsync({ id: coupon.id, reason }).then(stopped, refused)}
          />
        ) : (
          <Skeleton className="h-48 w-full" />
        )
      ) : sales.data ? (
        <SaleTable
          audience="admin"
          sales={sales.data.sales}
          stopMessage={stopMessage}
          onStop={(sale, reason) => stopSale.mutateAsync({ id: sale.id, reason }).then(stopped, refused)}
        />
      ) : (
        <Skeleton className="h-48 w-full" />
      )}
      {list.data ? (
        <Pagination
          page={query.page}
          pageCount={Math.max(1, Math.ceil(list.data.total / COUPON_PAGE_SIZE))}
          hrefForPage={(page) => hrefOf({ ...query, page })}
        />
      ) : null}
    </div>
  );
}
