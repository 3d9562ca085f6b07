import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortPartnerId } from '@marketplace/contract';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { PartnerReviewCell } from './PartnerReviewCell.tsx';
import type { PartnerRow } from './types.ts';
import { usePendingCall } from './usePendingCall.ts';

export interface PartnerTableRowProps {
  partner: PartnerRow;
  /** Resolves once the server has the new status; the row shows what `partner` says, never a guess. */
  onToggleStatus: (partner: PartnerRow) => Promise<unknown> | void;
  onTogglePremium: (partner: PartnerRow) => Promise<unknown> | void;
  onOpenDetails: (partner: PartnerRow) => void;
  onApprove: (partner: PartnerRow) => Promise<unknown> | void;
  onReject: (partner: PartnerRow, reason: string) => Promise<unknown> | void;
}

const cell = 'px-3 py-2 align-middle';

/** A store's row: short id, name, e-mail, status, review, premium, details and activate/deactivate. */
export function PartnerTableRow({
  partner,
  onToggleStatus,
  onTogglePremium,
  onOpenDetails,
  onApprove,
  onReject,
}: PartnerTableRowProps) {
  const { t } = useTranslation();
  const { pending, run } = usePendingCall<'status' | 'premium'>();
  // Deactivating hides the store's products and ends its sessions: it is asked first, naming the store.
  const [confirmingDeactivation, setConfirmingDeactivation] = useState(false);
  const name = partner.companyName.trim() || t('admin.partners.unnamed');
  const active = partner.status === 'ACTIVE';

  return (
    <tr data-slot="partner-row" data-status={partner.status} className="border-t border-line hover:bg-sunken/60">
      <td className={cell}>
        <code title={partner.id} className="font-mono text-xs text-ink-muted">
          {shortPartnerId(partner.id)}
        </code>
      </td>
      <th scope="row" className={`${cell} text-start font-semibold text-ink`}>
        <span className="line-clamp-2 break-words">{name}</span>
      </th>
      <td className={`${cell} break-all text-ink-muted`}>{partner.companyEmail || partner.email}</td>
      <td className={cell}>
        <Badge size="sm" tone={active ? 'success' : 'danger'}>
          {t(`admin.partners.status.${partner.status}`)}
        </Badge>
      </td>
      <td className={cell}>
        <PartnerReviewCell partner={partner} name={name} onApprove={onApprove} onReject={onReject} />
      </td>
      <td className={cell}>
        <Checkbox
          size="sm"
          aria-label={t('admin.partners.premiumOf', { name })}
          checked={partner.premium}
          disabled={pending === 'premium'}
          aria-busy={pending === 'premium' || undefined}
          onCheckedChange={() => run('premium', () => onTogglePremium(partner))}
        />
      </td>
      <td className={cell}>
        <Button
          variant="link"
          size="sm"
          aria-label={t('admin.partners.detailsOf', { name })}
          onClick={() => onOpenDetails(partner)}
        >
          {t('admin.partners.details')}
        </Button>
      </td>
      <td className={cell}>
        <Button
          variant={active ? 'outline' : 'primary'}
          size="sm"
          aria-label={t(active ? 'admin.partners.deactivateOf' : 'admin.partners.activateOf', { name })}
          isLoading={pending === 'status'}
          onClick={() => (active ? setConfirmingDeactivation(true) : run('status', () => onToggleStatus(partner)))}
        >
          {t(active ? 'admin.partners.deactivate' : 'admin.partners.activate')}
        </Button>
        <ConfirmDialog
          open={confirmingDeactivation}
          slot="confirm-deactivation"
          title={t('admin.partners.confirmDeactivate.title', { name })}
          description={t('admin.partners.confirmDeactivate.description')}
          cancelLabel={t('admin.partners.confirmDeactivate.cancel')}
          confirmLabel={t('admin.partners.confirmDeactivate.confirm')}
          onCancel={() => setConfirmingDeactivation(false)}
          onConfirm={() => {
            setConfirmingDeactivation(false);
            run('status', () => onToggleStatus(partner));
          }}
        />
      </td>
    </tr>
  );
}
