import { NOTIFICATION_ERROR_CODES as C } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** The refusals of the notification calls; the web app shows `errors.{code}`. */
export const notificationErrors = {
  scheduleInPast: () =>
    new HttpError(400, C.SCHEDULE_IN_PAST, 'The scheduled time has passed; choose the current minute or a later one.', {
      fields: { 'notificationData.scheduled': 'In the past.' },
    }),
  scheduleTooFar: () =>
    new HttpError(400, C.SCHEDULE_TOO_FAR, 'The scheduled time is too far ahead.', {
      fields: { 'notificationData.scheduled': 'Too far ahead.' },
    }),
  notFound: () => new HttpError(404, C.NOTIFICATION_NOT_FOUND, 'There is no notification with this id.'),
  notScheduled: () => new HttpError(409, C.NOTIFICATION_NOT_SCHEDULED, 'This notification was sent or cancelled already.'),
};
