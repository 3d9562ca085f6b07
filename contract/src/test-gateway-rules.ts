// The test gateway (ours): a bank our own server plays, with a hosted page at the shopper site's
// `/test-gateway/:sessionId`, so the whole card flow runs offline (development, tests, the demo).
// Zod-free: the decisions, the session's states, the faults its callbacks can be sent with, and
// the error codes. Money is whole qəpik.

/** What the shopper decides on the hosted page. */
export const TEST_GATEWAY_DECISION = {
  PAY: 'PAY',
  DECLINE: 'DECLINE',
  /** The bank asks for a one-time code first (as 3-D Secure does), then pays. */
  NEEDS_CONFIRMATION: 'NEEDS_CONFIRMATION',
} as const;
export type TestGatewayDecision = (typeof TEST_GATEWAY_DECISION)[keyof typeof TEST_GATEWAY_DECISION];
export const TEST_GATEWAY_DECISIONS: readonly TestGatewayDecision[] = Object.values(TEST_GATEWAY_DECISION);

/**
 * A session at the gateway: OPEN until decided (NEEDS_CONFIRMATION while the code is asked), then
 * AUTHORIZED or DECLINED; the merchant's calls move an authorisation to CAPTURED or VOIDED.
 */
export const TEST_GATEWAY_SESSION_STATUS = {
  OPEN: 'OPEN',
  NEEDS_CONFIRMATION: 'NEEDS_CONFIRMATION',
  AUTHORIZED: 'AUTHORIZED',
  CAPTURED: 'CAPTURED',
  DECLINED: 'DECLINED',
  VOIDED: 'VOIDED',
} as const;
export type TestGatewaySessionStatus = (typeof TEST_GATEWAY_SESSION_STATUS)[keyof typeof TEST_GATEWAY_SESSION_STATUS];
export const TEST_GATEWAY_SESSION_STATUSES: readonly TestGatewaySessionStatus[] = Object.values(TEST_GATEWAY_SESSION_STATUS);

/** The page still takes a decision (or the code) in these. */
export const isTestGatewaySessionOpen = (status: TestGatewaySessionStatus): boolean =>
  status === TEST_GATEWAY_SESSION_STATUS.OPEN || status === TEST_GATEWAY_SESSION_STATUS.NEEDS_CONFIRMATION;

/** The one-time code of the confirmation step: this many digits. */
export const TEST_GATEWAY_CONFIRM_CODE_LENGTH = 6;
/** A session not decided within this many minutes is expired: the page refuses it, a status read says EXPIRED. */
export const TEST_GATEWAY_SESSION_MINUTES = 60;

/** The header of a callback that carries its HMAC-SHA256 (hex) over the JSON body as sent. */
export const TEST_GATEWAY_SIGNATURE_HEADER = 'x-test-gateway-signature';
/** The header the test-only fault switch wants its token in. */
export const TEST_GATEWAY_TOKEN_HEADER = 'x-test-gateway-token';

/**
 * How the gateway sends its callbacks (the fault switch): each one after `delayMs`, `repeat` times
 * in all (the same event id each time), `reorder`: held back until the next callback has gone out,
 * `dropEvery`: every n-th callback is never sent (0: none). No faults: one at once.
 */
export interface TestGatewayFaults {
  delayMs: number;
  repeat: number;
  reorder: boolean;
  dropEvery: number;
}
export const NO_TEST_GATEWAY_FAULTS: TestGatewayFaults = { delayMs: 0, repeat: 1, reorder: false, dropEvery: 0 };
export const TEST_GATEWAY_FAULT_LIMITS = { delayMsMax: 60_000, repeatMax: 20, dropEveryMax: 1000 } as const;

/** The shopper site's address of a session's hosted page. */
export const testGatewayPagePath = (sessionId: string): string => `/test-gateway/${encodeURIComponent(sessionId)}`;

export const TEST_GATEWAY_ERROR_CODES = {
  /** Unknown session, or the gateway is off: the same answer for both. */
  TEST_GATEWAY_SESSION_NOT_FOUND: 'TEST_GATEWAY_SESSION_NOT_FOUND',
  /** Already decided (or expired): `details.status` says how it ended. */
  TEST_GATEWAY_SESSION_CLOSED: 'TEST_GATEWAY_SESSION_CLOSED',
  /** The confirmation code is not the one the bank sent. */
  TEST_GATEWAY_WRONG_CODE: 'TEST_GATEWAY_WRONG_CODE',
  /** A merchant call without the gateway's key. */
  TEST_GATEWAY_UNAUTHORIZED: 'TEST_GATEWAY_UNAUTHORIZED',
  /** Capture, void or refund of a session not in a state that allows it, or for more than it holds. */
  TEST_GATEWAY_NOT_ALLOWED: 'TEST_GATEWAY_NOT_ALLOWED',
} as const;
export type TestGatewayErrorCode = (typeof TEST_GATEWAY_ERROR_CODES)[keyof typeof TEST_GATEWAY_ERROR_CODES];
