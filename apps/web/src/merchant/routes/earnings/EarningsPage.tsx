import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LEDGER_KINDS, LEDGER_PAGE_SIZE, isLanguage, type LedgerKind } from '@marketplace/contract';
import { EarningsSummary, LedgerTable, PageHeading, type LedgerFilters } from '@marketplace/design-system';
import { useEarnings, useExportLedger, useLedgerEntries } from '../../../data/earnings.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const FILTERS = ['kind', 'from', 'to', 'order'] as const;

/** The filters and page as the address keeps them; anything unknown is no filter. */
function readParams(search: URLSearchParams): LedgerFilters & { page: number } {
  const kind = search.get('kind') ?? '';
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : undefined;
  };
  const page = Number(search.get('page'));
  return {
    kind: (LEDGER_KINDS as readonly string[]).includes(kind) ? (kind as LedgerKind) : undefined,
    from: day('from'),
    to: day('to'),
    order: search.get('order')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function earningsHref(params: LedgerFilters & { page: number }): string {
  const search = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params[name];
    if (value) search.set(name, value);
  }
  if (params.page > 1) search.set('page', String(params.page));
  const query = search.toString();
  return query ? `/earnings?${query}` : '/earnings';
}

/** `/earnings`: the store's balances and monthly summary, its ledger filtered in the address, and a CSV of it. */
export function EarningsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const params = readParams(searchParams);
  const { page, ...filters } = params;
  const earnings = useEarnings();
  const entries = useLedgerEntries(params);
  const exportCsv = useExportLedger();

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('ledger.earnings.title')} description={t('ledger.earnings.description')} noIndex />
      <PageHeading title={t('ledger.earnings.title')} subtitle={t('ledger.earnings.description')} />
      <EarningsSummary
        state={earnings.data ? 'ready' : earnings.isError ? 'error' : 'loading'}
        earnings={earnings.data ?? null}
        onRetry={() => void earnings.refetch()}
      />
      <LedgerTable
        state={entries.data ? 'ready' : entries.isError ? 'error' : 'loading'}
        entries={entries.data?.items ?? []}
        total={entries.data?.total ?? 0}
        filters={filters}
        onFiltersChange={(change) => void navigate(earningsHref({ ...filters, ...change, page: 1 }))}
        onClear={() => void navigate(earningsHref({ page: 1 }))}
        page={page}
        pageCount={Math.max(1, Math.ceil((entries.data?.total ?? 0) / LEDGER_PAGE_SIZE))}
        hrefForPage={(next) => earningsHref({ ...filters, page: next })}
        onExport={() => exportCsv.mutate({ filters, language: isLanguage(i18n.language) ? i18n.language : 'az' })}
        exporting={exportCsv.isPending}
        orderHref={(orderId) => `/orders/${encodeURIComponent(orderId)}`}
        onRetry={() => void entries.refetch()}
        refreshing={entries.isPlaceholderData}
      />
    </div>
  );
}
