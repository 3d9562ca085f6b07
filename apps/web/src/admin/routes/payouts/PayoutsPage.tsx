import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEDGER_PAGE_SIZE, isLanguage, type PayoutStore } from '@marketplace/contract';
import {
  AdjustmentDialog,
  CommissionRates,
  MarkPaidDialog,
  PageHeading,
  PayoutHistoryDialog,
  PayoutsTable,
  notify,
} from '@marketplace/design-system';
import type { ApiError } from '../../../api/ApiError.ts';
import { useAdminCategories } from '../../../data/adminCategories.ts';
import { useAdminPartners } from '../../../data/adminPartners.ts';
import {
  useAdjustBalance,
  useCommissionRates,
  useMarkPayoutPaid,
  usePayoutStores,
  useSetCommissionRate,
  useStorePayouts,
} from '../../../data/adminPayouts.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { useListState } from '../../useListState.ts';

const FILTERS = ['q', 'available'] as const;

type Open = { kind: 'markPaid' | 'adjust' | 'history'; store: PayoutStore; key: string } | null;

/** Milliseconds of no typing before the commission form's store box asks the server. */
const STORE_SEARCH_DELAY_MS = 250;

/**
 * The commission form's store box: the stores whose name holds what was typed, searched by the
 * Partners section's server-side search (its first page), a moment after the typing stops.
 */
function useStoreSearch() {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query.trim()), STORE_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);
  const matches = useAdminPartners({ page: 1, q: searched }, { enabled: searched !== '' });
  const waiting = query.trim() !== searched || matches.isFetching;
  return {
    query,
    onQueryChange: setQuery,
    state:
      query.trim() === ''
        ? ('idle' as const)
        : waiting
          ? ('searching' as const)
          : matches.isError
            ? ('error' as const)
            : ('ready' as const),
    stores: (matches.data?.items ?? []).map((store) => ({ id: store.id, name: store.companyName || store.email })),
    total: matches.data?.total ?? 0,
  };
}

/**
 * `/payouts`: stores with their balances (search and "only with money" in the address), "mark paid"
 * with a bank reference, adjustments and each store's payout history; below, the commission rates.
 */
export function PayoutsPage() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'az';
  const { state, hrefForPage, change } = useListState(FILTERS);
  const query = { page: state.page, q: state.filters.q, available: state.filters.available === 'true' };
  const stores = usePayoutStores(query);
  const [open, setOpen] = useState<Open>(null);
  const markPaid = useMarkPayoutPaid();
  const adjust = useAdjustBalance();
  const history = useStorePayouts(open?.kind === 'history' ? open.store.storeId : null);
  const rates = useCommissionRates(language);
  const setRate = useSetCommissionRate();
  const storeSearch = useStoreSearch();
  const categories = useAdminCategories();
  const total = stores.data?.total ?? 0;
  const messageOf = (error: ApiError | null) => (error ? t([`errors.${error.code}`, 'admin.table.error.title']) : null);
  const openDialog = (kind: NonNullable<Open>['kind'], store: PayoutStore) => {
    markPaid.reset();
    adjust.reset();
    // One key per opening: pressing again, or a retry of a lost answer, pays once.
    setOpen({ kind, store, key: crypto.randomUUID() });
  };

  return (
    <div className="flex flex-col gap-6 px-3 py-4 sm:px-6">
      <PageMeta title={t('ledger.payouts.title')} noIndex />
      <PageHeading title={t('ledger.payouts.title')} subtitle={t('ledger.payouts.description')} />
      <PayoutsTable
        state={stores.isError && !stores.data ? 'error' : stores.data ? 'ready' : 'loading'}
        stores={stores.data?.items ?? []}
        total={total}
        query={state.filters.q ?? ''}
        onQueryChange={(q) => change({ filters: { q: q || undefined } })}
        onlyAvailable={query.available}
        onOnlyAvailableChange={(only) => change({ filters: { available: only ? 'true' : undefined } })}
        page={state.page}
        pageCount={Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE))}
        hrefForPage={hrefForPage}
        onMarkPaid={(store) => openDialog('markPaid', store)}
        onAdjust={(store) => openDialog('adjust', store)}
        onHistory={(store) => openDialog('history', store)}
        onRetry={() => void stores.refetch()}
        refreshing={stores.isPlaceholderData}
      />

      <section aria-labelledby="commission-heading" className="flex flex-col gap-3">
        <h2 id="commission-heading" className="font-display text-xl font-semibold text-ink">
          {t('ledger.payouts.commissionTitle')}
        </h2>
        <CommissionRates
          state={rates.isError && !rates.data ? 'error' : rates.data ? 'ready' : 'loading'}
          rates={rates.data ?? null}
          storeSearch={storeSearch}
          categories={(categories.data ?? []).map((category) => ({
            id: category.id,
            title: category.titles[language] || category.titles.az,
          }))}
          onSave={async (change) => {
            await setRate.mutateAsync(change);
            notify.success(t('ledger.commission.saved'));
          }}
          message={messageOf(setRate.error)}
          onRetry={() => void rates.refetch()}
        />
      </section>

      {open ? (
        <>
          <MarkPaidDialog
            open={open.kind === 'markPaid'}
            onClose={() => setOpen(null)}
            storeName={open.store.storeName}
            availableQepik={open.store.availableQepik}
            message={messageOf(markPaid.error)}
            onSubmit={async ({ amountQepik, bankReference }) => {
              await markPaid.mutateAsync({
                request: {
                  storeId: open.store.storeId,
                  seenAvailableQepik: open.store.availableQepik,
                  bankReference,
                  ...(amountQepik === undefined ? {} : { amountQepik }),
                },
                idempotencyKey: open.key,
              });
              setOpen(null);
              notify.success(t('ledger.payouts.paid', { store: open.store.storeName }));
            }}
          />
          <AdjustmentDialog
            open={open.kind === 'adjust'}
            onClose={() => setOpen(null)}
            storeName={open.store.storeName}
            message={messageOf(adjust.error)}
            onSubmit={async (value) => {
              await adjust.mutateAsync({ storeId: open.store.storeId, ...value });
              setOpen(null);
              notify.success(t('ledger.payouts.adjusted', { store: open.store.storeName }));
            }}
          />
          <PayoutHistoryDialog
            open={open.kind === 'history'}
            onClose={() => setOpen(null)}
            storeName={open.store.storeName}
            state={history.data ? 'ready' : history.isError ? 'error' : 'loading'}
            payouts={history.data?.items ?? []}
          />
        </>
      ) : null}
    </div>
  );
}
