import { z } from 'zod';
import { manatTextToQepik } from '../../rules/manat.ts';

export const REFUND_KIND = { WHOLE: 'WHOLE', PARTIAL: 'PARTIAL' } as const;

/** What the refund form hands over: whole qəpik and the reason the buyer reads. */
export interface RefundSubmission {
  amountQepik: number;
  reason: string;
}

/**
 * The refund form: the whole refundable rest or a part of it typed in manat (more than 0, at most
 * what can still be refunded), and a reason, which is always asked for.
 */
export function refundFormSchema(refundableQepik: number, reasonMax: number) {
  return z
    .object({
      kind: z.enum(REFUND_KIND),
      amount: z.string(),
      reason: z.string().trim().min(1, 'payments.refund.invalid.reason').max(reasonMax, 'payments.refund.invalid.tooLong'),
    })
    .superRefine((values, context) => {
      if (values.kind !== REFUND_KIND.PARTIAL) return;
      const qepik = manatTextToQepik(values.amount);
      if (qepik === null) context.addIssue({ code: 'custom', path: ['amount'], message: 'payments.refund.invalid.amount' });
      else if (qepik <= 0) context.addIssue({ code: 'custom', path: ['amount'], message: 'payments.refund.invalid.zero' });
      else if (qepik > refundableQepik)
        context.addIssue({ code: 'custom', path: ['amount'], message: 'payments.refund.invalid.tooMuch' });
    });
}

export type RefundValues = z.input<ReturnType<typeof refundFormSchema>>;

/** The amount a valid form refunds, in qəpik. */
export function refundAmountOf(values: RefundValues, refundableQepik: number): number {
  return values.kind === REFUND_KIND.WHOLE ? refundableQepik : (manatTextToQepik(values.amount) ?? 0);
}
