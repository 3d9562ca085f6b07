import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeading, StatisticsBoard, productHref } from '@marketplace/design-system';
import { usePublicConfig } from '../../../config/usePublicConfig.ts';
import { useMarketStatistics } from '../../../data/statistics.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { rangeOf, rangeSearch } from '../../../statistics/rangeParam.ts';

/** `/statistics`: the whole marketplace's views, orders, revenue, conversion, favourites and sign-ups by day, its best products and its visitors' sources. */
export function StatisticsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const config = usePublicConfig();
  const range = rangeOf(searchParams);
  const statistics = useMarketStatistics(range);

  return (
    <div className="flex flex-col gap-6">
      <PageMeta title={t('statistics.pageTitle')} noIndex />
      <PageHeading title={t('statistics.pageTitle')} />
      <StatisticsBoard
        audience="admin"
        state={statistics.data ? 'ready' : statistics.isError ? 'error' : 'loading'}
        statistics={statistics.data ?? null}
        range={range}
        onRangeChange={(next) => void navigate(`/statistics${rangeSearch(next)}`, { replace: true })}
        onRetry={() => void statistics.refetch()}
        productHref={(id) => {
          const product = statistics.data?.topProducts.find((found) => found.id === id);
          return new URL(productHref({ id, productName: product?.title ?? '' }), config.siteUrl).href;
        }}
      />
    </div>
  );
}
