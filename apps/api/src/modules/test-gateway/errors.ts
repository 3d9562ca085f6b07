import { TEST_GATEWAY_ERROR_CODES, type TestGatewayErrorCode } from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';

const refuse = (
  status: number,
  code: TestGatewayErrorCode,
  message: string,
  extra: ConstructorParameters<typeof HttpError>[3] = {},
) => new HttpError(status, code, message, extra);

const C = TEST_GATEWAY_ERROR_CODES;

/** The answers of the test gateway's calls that are not success; the page shows `errors.{code}`. */
export const testGatewayErrors = {
  sessionNotFound: () => refuse(404, C.TEST_GATEWAY_SESSION_NOT_FOUND, 'There is no such payment at the test gateway.'),
  sessionClosed: (status: string, expired: boolean) =>
    refuse(409, C.TEST_GATEWAY_SESSION_CLOSED, 'This payment was already decided, or its time is up.', {
      details: { status, expired },
    }),
  wrongCode: () =>
    refuse(400, C.TEST_GATEWAY_WRONG_CODE, 'That is not the code the bank sent.', {
      fields: { code: 'That is not the code the bank sent.' },
    }),
  unauthorized: () => refuse(401, C.TEST_GATEWAY_UNAUTHORIZED, 'The test gateway does not know this key.'),
  notAllowed: (what: string, status: string) =>
    refuse(409, C.TEST_GATEWAY_NOT_ALLOWED, `A payment that is ${status} cannot be ${what} (or not for that much).`, {
      details: { status, what },
    }),
};
