import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_PAYMENT_ACTION, PAYMENT_METHOD, formatOrderNumber, type OrderPayment } from '@marketplace/contract';
import { FormAlert, errorMessageKeys } from '../../forms/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { ConfirmDialog } from '../../primitives/Dialog/index.ts';
import { formatQepik } from '../../rules/manat.ts';
import { RefundDialog, type RefundSubmission } from '../RefundDialog/index.ts';

export interface PaymentActionsProps {
  /** The order's money with the viewer's moves (`actions`: REFUND, MARK_CASH_COLLECTED). */
  payment: OrderPayment;
  orderNumber: number;
  /** What the buyer pays for the order. */
  totalQepik: number;
  /** Settles when the server has answered; a rejection (with a `code`) is shown in the dialog. */
  onRefund: (refund: RefundSubmission) => Promise<unknown>;
  /** Settles when the server has answered; a rejection (with a `code`) is shown in the dialog. */
  onMarkCashCollected: (() => Promise<unknown>) | undefined;
}

type Open = 'refund' | 'cash' | null;

/**
 * The store's and the admin's moves on an order's money: "Refund" (part or all of what is left,
 * with a reason) and, for the store, "Mark cash collected" once the buyer has paid the courier or
 * at pickup, asked once more before it is recorded.
 */
export function PaymentActions({ payment, orderNumber, totalQepik, onRefund, onMarkCashCollected }: PaymentActionsProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const [pending, setPending] = useState(false);
  const [errorKeys, setErrorKeys] = useState<string[] | null>(null);
  const canRefund = payment.actions.includes(ORDER_PAYMENT_ACTION.REFUND) && payment.refundableQepik > 0;
  const canCollect = payment.actions.includes(ORDER_PAYMENT_ACTION.MARK_CASH_COLLECTED) && onMarkCashCollected !== undefined;
  if (!canRefund && !canCollect) return null;

  const show = (next: Open) => {
    setErrorKeys(null);
    setOpen(next);
  };
  const error = errorKeys ? t(errorKeys) : null;

  async function collect() {
    if (!onMarkCashCollected) return;
    setPending(true);
    setErrorKeys(null);
    try {
      await onMarkCashCollected();
      setOpen(null);
    } catch (reason) {
      setErrorKeys(errorMessageKeys(reason, 'payments.cash.failed', 'payments.errors'));
    } finally {
      setPending(false);
    }
  }

  async function refund(value: RefundSubmission) {
    setErrorKeys(null);
    try {
      await onRefund(value);
      setOpen(null);
    } catch (reason) {
      setErrorKeys(errorMessageKeys(reason, 'payments.refund.failed', 'payments.errors'));
      // Keeps the dialog's form as it was, busy no longer.
      throw reason;
    }
  }

  return (
    <div data-slot="payment-actions" className="flex flex-wrap gap-2">
      {canCollect ? <Button onClick={() => show('cash')}>{t('payments.cash.button')}</Button> : null}
      {canRefund ? (
        <Button variant="outline" onClick={() => show('refund')}>
          {t('payments.refund.button')}
        </Button>
      ) : null}
      {open === null ? <FormAlert className="w-full">{error}</FormAlert> : null}
      {open === 'refund' ? (
        <RefundDialog
          open
          onClose={() => setOpen(null)}
          paidQepik={totalQepik}
          refundedQepik={payment.refundedQepik}
          cash={payment.method === PAYMENT_METHOD.CASH}
          onSubmit={refund}
          message={error}
        />
      ) : null}
      {open === 'cash' ? (
        <ConfirmDialog
          open
          slot="cash-collected-dialog"
          title={t('payments.cash.title')}
          description={t('payments.cash.description', {
            amount: formatQepik(totalQepik, i18n.language),
            number: formatOrderNumber(orderNumber),
          })}
          error={error}
          confirmLabel={t('payments.cash.confirm')}
          cancelLabel={t('payments.cash.cancel')}
          confirmVariant="primary"
          pending={pending}
          onConfirm={() => void collect()}
          onCancel={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
