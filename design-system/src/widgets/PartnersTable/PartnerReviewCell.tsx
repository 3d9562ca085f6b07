import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_REASON_MAX, reviewStateOf } from '@marketplace/contract';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { Textarea } from '../../primitives/Textarea/index.ts';
import type { PartnerRow } from './types.ts';
import { usePendingCall } from './usePendingCall.ts';

export interface PartnerReviewCellProps {
  partner: PartnerRow;
  /** The store's shown name (its name, or the table's word for a store without one). */
  name: string;
  /** Resolves once the server has the decision; the cell shows what `partner` says, never a guess. */
  onApprove: (partner: PartnerRow) => Promise<unknown> | void;
  onReject: (partner: PartnerRow, reason: string) => Promise<unknown> | void;
}

const TONES = { AWAITING: 'warning', VERIFIED: 'success', REJECTED: 'danger' } as const satisfies Record<string, BadgeTone>;

/**
 * Where the store stands in the review (awaiting, verified, rejected with its reason) and the
 * admin's decisions: approve at once, reject only with a reason, asked in a dialog.
 */
export function PartnerReviewCell({ partner, name, onApprove, onReject }: PartnerReviewCellProps) {
  const { t } = useTranslation();
  const state = reviewStateOf(partner.merchantStatus);
  const { pending, run } = usePendingCall<'approve' | 'reject'>();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);

  return (
    <div data-slot="partner-review" data-review={state} className="flex flex-col items-start gap-1.5">
      <Badge size="sm" tone={TONES[state]}>
        {t(`admin.partners.review.state.${state}`)}
      </Badge>
      {state === 'REJECTED' && partner.reviewNote ? (
        <p className="line-clamp-2 max-w-48 text-xs break-words text-ink-muted">{partner.reviewNote}</p>
      ) : null}
      <div className="flex flex-wrap gap-1.5">
        {state !== 'VERIFIED' ? (
          <Button
            size="sm"
            aria-label={t('admin.partners.review.approveOf', { name })}
            isLoading={pending === 'approve'}
            disabled={pending !== null}
            onClick={() => run('approve', () => onApprove(partner))}
          >
            {t('admin.partners.review.approve')}
          </Button>
        ) : null}
        {state !== 'REJECTED' ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('admin.partners.review.rejectOf', { name })}
            isLoading={pending === 'reject'}
            disabled={pending !== null}
            onClick={() => {
              setReason('');
              setMissingReason(false);
              setRejecting(true);
            }}
          >
            {t('admin.partners.review.reject')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={rejecting}
        slot="reject-store"
        title={t('admin.partners.review.dialog.title', { name })}
        description={t('admin.partners.review.dialog.description')}
        cancelLabel={t('admin.partners.review.dialog.cancel')}
        confirmLabel={t('admin.partners.review.dialog.confirm')}
        onCancel={() => setRejecting(false)}
        onConfirm={() => {
          const said = reason.trim();
          if (said === '') {
            setMissingReason(true);
            return;
          }
          setRejecting(false);
          run('reject', () => onReject(partner, said));
        }}
      >
        <Field
          label={t('admin.partners.review.dialog.reason')}
          required
          error={missingReason ? t('admin.partners.review.dialog.reasonRequired') : undefined}
        >
          <Textarea
            value={reason}
            maxLength={REVIEW_REASON_MAX}
            rows={3}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim() !== '') setMissingReason(false);
            }}
          />
        </Field>
      </ConfirmDialog>
    </div>
  );
}
