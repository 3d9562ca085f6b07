import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PROMOTION_PAGE_SIZE, PROMOTION_STATUSES, type PromotionStatus } from '@marketplace/contract';
import {
  Button,
  EmptyState,
  PageHeading,
  Pagination,
  PromotionTable,
  Skeleton,
  errorMessageKeys,
  notify,
} from '@marketplace/design-system';
import { useAdminPromotions, useDecidePromotion } from '../../../data/promotions.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};
const statusOf = (value: string | null): PromotionStatus | null =>
  (PROMOTION_STATUSES as readonly string[]).includes(value ?? '') ? (value as PromotionStatus) : null;

const hrefOf = (page: number, status: PromotionStatus | null) => {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/promotions?${text}` : '/promotions';
};

/** `/promotions` (admins): the sellers' ads, the waiting ones first to decide; approve, or stop with a reason (audited). */
export function PromotionsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const status = statusOf(params.get('status'));
  const list = useAdminPromotions(page, status);
  const decide = useDecidePromotion();
  const [stopMessage, setStopMessage] = useState<string | null>(null);
  const messageOf = (error: unknown) =>
    t(errorMessageKeys(error, 'favourites.failed').find((key) => i18n.exists(key)) ?? 'favourites.failed');

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <PageMeta title={t('promotions.adminPage.title')} description={t('promotions.adminPage.subtitle')} noIndex />
      <PageHeading title={t('promotions.adminPage.title')} subtitle={t('promotions.adminPage.subtitle')} />
      <div role="group" aria-label={t('promotions.filter.label')} className="flex flex-wrap gap-2">
        {[null, ...PROMOTION_STATUSES].map((option) => (
          <Button
            key={option ?? 'all'}
            size="sm"
            variant={option === status ? 'primary' : 'outline'}
            aria-pressed={option === status}
            onClick={() => void navigate(hrefOf(1, option))}
          >
            {option ? t(`promotions.status.${option}`) : t('promotions.filter.all')}
          </Button>
        ))}
      </div>
      {list.isError && !list.data ? (
        <EmptyState
          title={t('favourites.profile.loadFailed')}
          action={<Button onClick={() => void list.refetch()}>{t('reviews.list.retry')}</Button>}
        />
      ) : !list.data ? (
        <Skeleton className="h-48 w-full" />
      ) : (
        <>
          <PromotionTable
            audience="admin"
            promotions={list.data.promotions}
            pendingId={decide.isPending ? decide.variables.promotionId : null}
            stopMessage={stopMessage}
            onApprove={(promotion) =>
              decide
                .mutateAsync({ promotionId: promotion.id, decision: 'APPROVE' })
                .catch((error: unknown) => notify.error(messageOf(error)))
            }
            onStop={async (promotion, reason) => {
              setStopMessage(null);
              try {
                await decide.mutateAsync({ promotionId: promotion.id, decision: 'STOP', reason });
              } catch (error) {
                setStopMessage(messageOf(error));
                throw error;
              }
            }}
          />
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(list.data.total / PROMOTION_PAGE_SIZE))}
            hrefForPage={(target) => hrefOf(target, status)}
          />
        </>
      )}
    </div>
  );
}
