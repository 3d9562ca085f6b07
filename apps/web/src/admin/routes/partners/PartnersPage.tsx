import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_COMPANY_PAGE_SIZE_DEFAULT, FALLBACK_LANGUAGE, isLanguage } from '@marketplace/contract';
import { PartnerDetailDialog, PartnersTable, type PartnerRow } from '@marketplace/design-system';
import { useAdminPartner, useAdminPartners } from '../../../data/adminPartners.ts';
import { useCategoryList } from '../../../data/categories.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';
import { useListState } from '../../useListState.ts';
import {
  PARTNER_FILTERS,
  partnerReviewOf,
  partnerStatusOf,
  reviewChangeOf,
  statusChangeOf,
  storeCategoryProductsHref,
} from './partnerFilters.ts';
import { usePartnerActions } from './usePartnerActions.ts';

/**
 * `/partners`: every store, its status, review (the queue of stores awaiting it), premium mark and
 * category permissions; page, search, status and review kept in the address (spec §2 Partners).
 */
export function PartnersPage() {
  const { t, i18n } = useTranslation();
  const lng = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const list = useListState(PARTNER_FILTERS);
  const { page, q } = list.state;
  const status = partnerStatusOf(list.state);
  const review = partnerReviewOf(list.state);
  const partners = useAdminPartners({ page, q, status, review });
  const [open, setOpen] = useState<PartnerRow | null>(null);
  const detail = useAdminPartner(open?.id ?? null);
  const categories = useCategoryList(lng, { enabled: open !== null });
  const actions = usePartnerActions();

  const total = partners.data?.total ?? 0;
  const pageCount = Math.ceil(total / ADMIN_COMPANY_PAGE_SIZE_DEFAULT);
  const pastTheEnd = partners.isSuccess && !partners.isPlaceholderData && total > 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) list.change({ page: pageCount }, { replace: true });
  }, [pastTheEnd, pageCount, list]);

  const detailState = detail.isError || categories.isError ? 'error' : detail.data && categories.data ? 'ready' : 'loading';

  return (
    <div className="px-4 py-4 sm:px-6">
      <PageMeta title={t('pages.admin.partners.title')} description={t('pages.admin.partners.description')} noIndex />
      <PartnersTable
        state={partners.isError && !partners.data ? 'error' : partners.data ? 'ready' : 'loading'}
        partners={partners.data?.items ?? []}
        total={total}
        page={page}
        pageCount={pageCount}
        hrefForPage={list.hrefForPage}
        status={status ?? 'ALL'}
        onStatusChange={(filter) => list.change(statusChangeOf(filter))}
        review={review ?? 'ALL'}
        onReviewChange={(filter) => list.change(reviewChangeOf(filter))}
        awaitingReview={partners.data?.awaitingReview ?? 0}
        query={q ?? ''}
        onQueryChange={(query) => list.change({ q: query })}
        onRefresh={() => void partners.refetch()}
        refreshing={partners.isFetching && partners.data !== undefined}
        onToggleStatus={actions.toggleStatus}
        onTogglePremium={actions.togglePremium}
        onOpenDetails={setOpen}
        onApprove={actions.approve}
        onReject={actions.reject}
      />
      {open ? (
        <PartnerDetailDialog
          open
          onOpenChange={(keepOpen) => (keepOpen ? undefined : setOpen(null))}
          state={detailState}
          name={actions.nameOf(detail.data ?? open)}
          partner={detail.data}
          categories={categories.data ?? []}
          onSave={(changes) => actions.savePermissions(detail.data ?? open, changes)}
          onRetry={() => void Promise.all([detail.refetch(), categories.refetch()])}
          hrefForCategoryProducts={(categoryId) => storeCategoryProductsHref(open.id, categoryId)}
        />
      ) : null}
    </div>
  );
}
