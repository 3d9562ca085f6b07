import { z } from 'zod';
import { HELP_NOTE_MAX } from '@marketplace/contract';
import { manatTextToQepik } from '../../rules/manat.ts';

/** The admin's decision as typed: a note to both sides and, for a refund, the amount in manat. */
export interface HelpDecisionValues {
  note: string;
  /** Manat ("25", "12,50"); empty: close without a refund. */
  refund: string;
}

/** The closeHelpRequest body without `requestId` (the app adds it). */
export interface HelpDecision {
  note: string;
  /** Whole qəpik; absent: closed with the note only. */
  refundQepik?: number;
}

/**
 * The rules of a decision: a note always; a refund, when typed, a manat amount above zero and no
 * more than `refundableQepik` (what was paid and not yet refunded).
 */
export function helpDecisionSchema(refundableQepik: number) {
  return z.object({
    note: z.string().trim().min(1, 'help.admin.invalid.note').max(HELP_NOTE_MAX, 'help.admin.invalid.noteTooLong'),
    refund: z
      .string()
      .trim()
      .superRefine((value, context) => {
        if (value === '') return;
        const qepik = manatTextToQepik(value);
        if (qepik === null || qepik <= 0) context.addIssue({ code: 'custom', message: 'help.admin.invalid.amount' });
        else if (qepik > refundableQepik) context.addIssue({ code: 'custom', message: 'help.admin.invalid.tooMuch' });
      }),
  });
}

export function helpDecisionOf(values: HelpDecisionValues): HelpDecision {
  const qepik = values.refund.trim() === '' ? null : manatTextToQepik(values.refund);
  return qepik === null ? { note: values.note.trim() } : { note: values.note.trim(), refundQepik: qepik };
}
