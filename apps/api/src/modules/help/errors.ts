import { HELP_ERROR_CODES, type HelpErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (status: number, code: HelpErrorCode, message: string, extra: ConstructorParameters<typeof HttpError>[3] = {}) =>
  new HttpError(status, code, message, extra);

const C = HELP_ERROR_CODES;

/** The answers of the help calls that are not success; the web app shows `errors.{code}`. */
export const helpErrors = {
  /** No such request (or order), or not the caller's: the same answer for both. */
  notFound: () => refuse(404, C.HELP_REQUEST_NOT_FOUND, 'There is no such help request.'),
  alreadyOpen: (requestId: string) =>
    refuse(409, C.HELP_REQUEST_ALREADY_OPEN, 'This order already has a help request in progress.', { details: { requestId } }),
  reasonNotFitting: (reason: string, orderStatus: string) =>
    refuse(409, C.HELP_REASON_NOT_FITTING, 'This reason does not fit the order as it is now.', {
      fields: { reason: 'Does not fit the order now.' },
      details: { reason, orderStatus },
    }),
  tooEarly: (escalatableAt: Date) =>
    refuse(409, C.HELP_ESCALATE_TOO_EARLY, 'The store still has time to answer: you can escalate later.', {
      details: { escalatableAt: escalatableAt.toISOString() },
    }),
  notOpen: (status: string) =>
    refuse(409, C.HELP_REQUEST_NOT_OPEN, `This help request is ${status.toLowerCase()}: it no longer takes this step.`, {
      details: { status },
    }),
  refundNotAvailable: (message: string) =>
    refuse(409, C.HELP_REFUND_NOT_AVAILABLE, message, { fields: { refundQepik: message } }),
};
