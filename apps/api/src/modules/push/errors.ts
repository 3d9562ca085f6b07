import { NOTIFICATION_ERROR_CODES } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

/** The refusals of a browser's push subscription. */
export const pushErrors = {
  endpointRefused: () =>
    new HttpError(
      400,
      NOTIFICATION_ERROR_CODES.PUSH_ENDPOINT_REFUSED,
      'This push address is not one of the browsers’ push services.',
    ),
  endpointHeld: () =>
    new HttpError(
      409,
      NOTIFICATION_ERROR_CODES.PUSH_ENDPOINT_HELD,
      'Another account holds this push address; subscribe this browser again to get a new one.',
    ),
};
