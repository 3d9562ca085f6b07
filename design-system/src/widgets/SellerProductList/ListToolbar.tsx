import { useTranslation } from 'react-i18next';
import { ListSearch } from '../PanelShell/ListSearch.tsx';
import { StatusFilterGroup } from '../PanelShell/StatusFilterGroup.tsx';
import { SELLER_STATUS_FILTERS, type SellerStatusFilter } from './types.ts';

export interface ListToolbarProps {
  status: SellerStatusFilter;
  onStatusChange: (status: SellerStatusFilter) => void;
  query: string;
  onQueryChange: (query: string) => void;
}

/** The status filter (all / active / hidden / archived) and the search in the seller's own products. */
export function ListToolbar({ status, onStatusChange, query, onQueryChange }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
      <StatusFilterGroup
        label={t('merchant.products.filter.label')}
        values={SELLER_STATUS_FILTERS}
        value={status}
        onChange={onStatusChange}
        labelOf={(value) => (value === 'ARCHIVED' ? t('catalogueTools.filter.archived') : t(`merchant.products.filter.${value}`))}
      />
      <ListSearch
        label={t('merchant.products.search.label')}
        placeholder={t('merchant.products.search.placeholder')}
        query={query}
        onQueryChange={onQueryChange}
      />
    </div>
  );
}
