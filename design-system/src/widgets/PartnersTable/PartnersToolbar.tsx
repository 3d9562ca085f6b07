import { useTranslation } from 'react-i18next';
import {
  PARTNER_REVIEW_FILTERS,
  PARTNER_STATUS_FILTERS,
  type PartnerReviewFilter,
  type PartnerStatusFilter,
} from '@marketplace/contract';
import { formatCount } from '../../rules/count.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ListSearch } from '../PanelShell/ListSearch.tsx';
import { StatusFilterGroup } from '../PanelShell/StatusFilterGroup.tsx';

export interface PartnersToolbarProps {
  status: PartnerStatusFilter;
  onStatusChange: (status: PartnerStatusFilter) => void;
  review: PartnerReviewFilter;
  onReviewChange: (review: PartnerReviewFilter) => void;
  awaitingReview: number;
  query: string;
  onQueryChange: (query: string) => void;
  onRefresh: () => void;
  refreshing?: boolean;
}

/**
 * The status filter (all / active / inactive), the review filter (all / the review queue with its
 * count / verified / rejected), the search and the refresh of the partners table.
 */
export function PartnersToolbar({
  status,
  onStatusChange,
  review,
  onReviewChange,
  awaitingReview,
  query,
  onQueryChange,
  onRefresh,
  refreshing,
}: PartnersToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-center md:justify-between">
      <div className="flex flex-wrap gap-2">
        <StatusFilterGroup
          label={t('admin.partners.filter.label')}
          values={PARTNER_STATUS_FILTERS}
          value={status}
          onChange={onStatusChange}
          labelOf={(value) => t(`admin.partners.filter.${value}`)}
        />
        <StatusFilterGroup
          label={t('admin.partners.review.label')}
          values={PARTNER_REVIEW_FILTERS}
          value={review}
          onChange={onReviewChange}
          labelOf={(value) => t(`admin.partners.review.filter.${value}`, { formatted: formatCount(awaitingReview) })}
        />
      </div>
      <div className="flex items-center gap-2">
        <ListSearch
          label={t('admin.partners.search.label')}
          placeholder={t('admin.partners.search.placeholder')}
          query={query}
          onQueryChange={onQueryChange}
        />
        <Button variant="outline" size="sm" onClick={onRefresh} isLoading={refreshing}>
          {t('admin.partners.refresh')}
        </Button>
      </div>
    </div>
  );
}
