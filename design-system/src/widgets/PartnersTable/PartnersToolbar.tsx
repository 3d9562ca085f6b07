import { useTranslation } from 'react-i18next';
import { PARTNER_STATUS_FILTERS, type PartnerStatusFilter } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { ListSearch } from '../PanelShell/ListSearch.tsx';
import { StatusFilterGroup } from '../PanelShell/StatusFilterGroup.tsx';

export interface PartnersToolbarProps {
  status: PartnerStatusFilter;
  onStatusChange: (status: PartnerStatusFilter) => void;
  query: string;
  onQueryChange: (query: string) => void;
  onRefresh: () => void;
  refreshing?: boolean;
}

/** The status filter (all / active / inactive), the search and the refresh of the partners table. */
export function PartnersToolbar({ status, onStatusChange, query, onQueryChange, onRefresh, refreshing }: PartnersToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <StatusFilterGroup
        label={t('admin.partners.filter.label')}
        values={PARTNER_STATUS_FILTERS}
        value={status}
        onChange={onStatusChange}
        labelOf={(value) => t(`admin.partners.filter.${value}`)}
      />
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
