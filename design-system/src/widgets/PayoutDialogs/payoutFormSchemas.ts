import { z } from 'zod';
import { LEDGER_AMOUNT_MAX_QEPIK } from '@marketplace/contract';
import { manatTextToQepik } from '../../rules/manat.ts';

export const PAYOUT_KIND = { WHOLE: 'WHOLE', PARTIAL: 'PARTIAL' } as const;

/** "Mark paid" hands over the amount (absent: the whole available balance) and the bank's reference. */
export interface MarkPaidSubmission {
  amountQepik: number | undefined;
  bankReference: string;
}

/**
 * The whole available balance or a part of it typed in manat (more than 0, at most what is
 * available), and the bank transfer's reference, always asked for.
 */
export function markPaidFormSchema(availableQepik: number, referenceMax: number) {
  return z
    .object({
      kind: z.enum(PAYOUT_KIND),
      amount: z.string(),
      bankReference: z
        .string()
        .trim()
        .min(1, 'ledger.markPaid.invalid.reference')
        .max(referenceMax, 'ledger.markPaid.invalid.tooLong'),
    })
    .superRefine((values, context) => {
      if (values.kind !== PAYOUT_KIND.PARTIAL) return;
      const qepik = manatTextToQepik(values.amount);
      if (qepik === null) context.addIssue({ code: 'custom', path: ['amount'], message: 'ledger.markPaid.invalid.amount' });
      else if (qepik <= 0) context.addIssue({ code: 'custom', path: ['amount'], message: 'ledger.markPaid.invalid.zero' });
      else if (qepik > availableQepik)
        context.addIssue({ code: 'custom', path: ['amount'], message: 'ledger.markPaid.invalid.tooMuch' });
    });
}
export type MarkPaidValues = z.input<ReturnType<typeof markPaidFormSchema>>;

export const ADJUSTMENT_DIRECTION = { CREDIT: 'CREDIT', DEBIT: 'DEBIT' } as const;

/** An adjustment: signed whole qəpik (credit +, debit −) and its reason. */
export interface AdjustmentSubmission {
  amountQepik: number;
  reason: string;
}

export function adjustmentFormSchema(reasonMax: number) {
  return z
    .object({
      direction: z.enum(ADJUSTMENT_DIRECTION),
      amount: z.string(),
      reason: z.string().trim().min(1, 'ledger.adjust.invalid.reason').max(reasonMax, 'ledger.adjust.invalid.tooLong'),
    })
    .superRefine((values, context) => {
      const qepik = manatTextToQepik(values.amount);
      if (qepik === null) context.addIssue({ code: 'custom', path: ['amount'], message: 'ledger.adjust.invalid.amount' });
      else if (qepik <= 0 || qepik > LEDGER_AMOUNT_MAX_QEPIK)
        context.addIssue({ code: 'custom', path: ['amount'], message: 'ledger.adjust.invalid.zero' });
    });
}
export type AdjustmentValues = z.input<ReturnType<typeof adjustmentFormSchema>>;

export function adjustmentOf(values: AdjustmentValues): AdjustmentSubmission {
  const qepik = manatTextToQepik(values.amount) ?? 0;
  return { amountQepik: values.direction === ADJUSTMENT_DIRECTION.DEBIT ? -qepik : qepik, reason: values.reason.trim() };
}
