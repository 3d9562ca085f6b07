import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartnerReviewFilter, PartnerStatusFilter } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { formatCount } from '../../rules/count.ts';
import { Button } from '../../primitives/Button/index.ts';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { Pagination } from '../Pagination/index.ts';
import { PartnersToolbar } from './PartnersToolbar.tsx';
import { PartnerTableRow } from './PartnerTableRow.tsx';
import type { PartnerRow } from './types.ts';

export interface PartnersTableProps {
  state: 'loading' | 'error' | 'ready';
  partners: readonly PartnerRow[];
  /** Stores matching the filters, over every page. */
  total: number;
  page: number;
  pageCount: number;
  hrefForPage: (page: number) => string;
  status: PartnerStatusFilter;
  onStatusChange: (status: PartnerStatusFilter) => void;
  /** The review filter: AWAITING is the review queue. */
  review: PartnerReviewFilter;
  onReviewChange: (review: PartnerReviewFilter) => void;
  /** Named stores awaiting review, whatever the filters (the queue's count on its tab). */
  awaitingReview: number;
  query: string;
  onQueryChange: (query: string) => void;
  onRefresh: () => void;
  /** Activate or deactivate; the row changes only once the returned promise resolves and new props arrive. */
  onToggleStatus: (partner: PartnerRow) => Promise<unknown> | void;
  onTogglePremium: (partner: PartnerRow) => Promise<unknown> | void;
  onOpenDetails: (partner: PartnerRow) => void;
  /** Approve the store (VERIFIED); the row changes once the promise resolves and new props arrive. */
  onApprove: (partner: PartnerRow) => Promise<unknown> | void;
  /** Reject the store with the reason its seller will read. */
  onReject: (partner: PartnerRow, reason: string) => Promise<unknown> | void;
  /** A newer page is on its way while the old one shows. */
  refreshing?: boolean;
  className?: string;
}

const COLUMNS = ['id', 'name', 'email', 'status', 'review', 'premium', 'details', 'action'] as const;
const SKELETON_ROWS = 8;
const frame = 'rounded-xl border border-line bg-surface';

/**
 * The admin's Partners section (spec §2): id (first 8 characters), name, e-mail, status, review
 * (approve, or reject with a reason), premium, details, activate/deactivate and refresh; status and
 * review filters (the review queue with its count) and search; numbered server-side pages.
 */
export function PartnersTable(props: PartnersTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { state, partners } = props;
  const filtered = props.status !== 'ALL' || props.review !== 'ALL' || props.query !== '';

  return (
    <div data-slot="partners-table" className={cn('flex flex-col gap-4', props.className)}>
      <div className="flex min-w-0 flex-col">
        <h1 id={headingId} className="font-display text-2xl font-semibold text-ink">
          {t('admin.partners.title')}
        </h1>
        {state === 'ready' ? (
          <p className="text-sm text-ink-muted">
            {t('admin.partners.total', { count: props.total, formatted: formatCount(props.total) })}
          </p>
        ) : null}
      </div>

      <PartnersToolbar
        status={props.status}
        onStatusChange={props.onStatusChange}
        review={props.review}
        onReviewChange={props.onReviewChange}
        awaitingReview={props.awaitingReview}
        query={props.query}
        onQueryChange={props.onQueryChange}
        onRefresh={props.onRefresh}
        refreshing={props.refreshing}
      />

      {state === 'error' ? (
        <div role="alert" className={frame}>
          <EmptyState
            density="compact"
            headingLevel={2}
            title={t('admin.partners.error.title')}
            description={t('admin.partners.error.hint')}
            action={
              <Button variant="outline" onClick={props.onRefresh}>
                {t('admin.partners.error.retry')}
              </Button>
            }
          />
        </div>
      ) : state === 'ready' && partners.length === 0 ? (
        <div data-slot="partners-empty" className={frame}>
          {filtered ? (
            <EmptyState
              density="compact"
              headingLevel={2}
              title={t('admin.partners.noMatches.title')}
              description={t('admin.partners.noMatches.hint')}
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    props.onQueryChange('');
                    props.onStatusChange('ALL');
                    props.onReviewChange('ALL');
                  }}
                >
                  {t('admin.partners.noMatches.clear')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              density="compact"
              headingLevel={2}
              title={t('admin.partners.empty.title')}
              description={t('admin.partners.empty.hint')}
            />
          )}
        </div>
      ) : (
        <>
          {/* A labelled region that scrolls sideways on narrow screens must be reachable by keyboard (axe scrollable-region-focusable). */}
          <div
            role="region"
            aria-labelledby={headingId}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={cn(frame, 'overflow-x-auto focus-visible:outline-2 focus-visible:outline-focus')}
          >
            <table
              aria-labelledby={headingId}
              aria-busy={state === 'loading' || props.refreshing || undefined}
              className="w-full min-w-[60rem] text-sm"
            >
              <thead className="bg-sunken text-start text-xs font-semibold text-ink-muted uppercase">
                <tr>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start">
                      {t(`admin.partners.columns.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className={cn(props.refreshing && 'opacity-60')}>
                {state === 'loading'
                  ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                      <tr key={index} className="border-t border-line">
                        {COLUMNS.map((column) => (
                          <td key={column} className="px-3 py-3">
                            <Skeleton className="h-4 w-full max-w-32" />
                          </td>
                        ))}
                      </tr>
                    ))
                  : partners.map((partner) => (
                      <PartnerTableRow
                        key={partner.id}
                        partner={partner}
                        onToggleStatus={props.onToggleStatus}
                        onTogglePremium={props.onTogglePremium}
                        onOpenDetails={props.onOpenDetails}
                        onApprove={props.onApprove}
                        onReject={props.onReject}
                      />
                    ))}
              </tbody>
            </table>
            {state === 'loading' ? (
              <span role="status" className="sr-only">
                {t('admin.partners.loading')}
              </span>
            ) : null}
          </div>
          {state === 'ready' ? (
            <Pagination page={props.page} pageCount={props.pageCount} hrefForPage={props.hrefForPage} />
          ) : null}
        </>
      )}
    </div>
  );
}
