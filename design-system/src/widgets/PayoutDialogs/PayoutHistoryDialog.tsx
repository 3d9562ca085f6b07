import { useTranslation } from 'react-i18next';
import { formatAdminDateTime, type Payout } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../primitives/Dialog/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatQepik } from '../../rules/manat.ts';

export interface PayoutHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  storeName: string;
  state: 'loading' | 'error' | 'ready';
  /** Newest first. */
  payouts: readonly Payout[];
}

/** A store's payouts: when, how much, the bank's reference and the admin who marked it paid. */
export function PayoutHistoryDialog({ open, onClose, storeName, state, payouts }: PayoutHistoryDialogProps) {
  const { t, i18n } = useTranslation();
  return (
    <DialogRoot open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent size="md" data-slot="payout-history-dialog">
        <DialogHeader>
          <DialogTitle>{t('ledger.history.title', { store: storeName })}</DialogTitle>
        </DialogHeader>
        <DialogBody>
          {state === 'loading' ? (
            <Skeleton className="h-24 w-full" />
          ) : state === 'error' ? (
            <p role="alert" className="text-sm text-danger-800">
              {t('admin.table.error.title')}
            </p>
          ) : payouts.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('ledger.history.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line">
              {payouts.map((payout) => (
                <li
                  key={payout.id}
                  data-slot="payout"
                  className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
                >
                  <span className="font-semibold text-ink tabular-nums">{formatQepik(payout.amountQepik, i18n.language)}</span>
                  <span className="text-ink-muted tabular-nums">{formatAdminDateTime(payout.at)}</span>
                  <span className="w-full text-ink-muted">
                    {t('ledger.history.line', { reference: payout.bankReference, admin: payout.adminName })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('ledger.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  );
}
