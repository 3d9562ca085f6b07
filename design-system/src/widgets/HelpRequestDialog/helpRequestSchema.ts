import { z } from 'zod';
import { HELP_REASONS, HELP_TEXT_MAX, HELP_TEXT_MIN, type HelpReason } from '@marketplace/contract';

/** The dialog's values: the reason chosen ('' until one is; the schema takes only a HelpReason) and the text as typed. */
export interface HelpRequestValues {
  reason: string;
  text: string;
}

/** What the dialog hands over: the openHelpRequest body without `orderId` (the app adds it). */
export interface HelpRequestSubmission {
  reason: HelpReason;
  text: string;
}

/** The API's bounds, each with its own message; only the reasons offered for the order are taken. */
export function helpRequestSchema(reasons: readonly HelpReason[]) {
  return z.object({
    reason: z
      .string()
      .refine((value) => (HELP_REASONS as readonly string[]).includes(value) && reasons.includes(value as HelpReason), {
        message: 'help.dialog.invalid.reason',
      }),
    text: z.string().trim().min(HELP_TEXT_MIN, 'help.dialog.invalid.tooShort').max(HELP_TEXT_MAX, 'help.dialog.invalid.tooLong'),
  });
}

/** The request path of a server's refusal → the field it belongs to. */
export function helpRequestFieldOf(path: string): keyof HelpRequestValues | null {
  return path === 'reason' || path === 'text' ? path : null;
}
