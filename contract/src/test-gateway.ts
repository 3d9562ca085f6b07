import { z } from 'zod';
import { LANGUAGES } from './i18n.ts';
import {
  TEST_GATEWAY_CONFIRM_CODE_LENGTH,
  TEST_GATEWAY_DECISION,
  TEST_GATEWAY_FAULT_LIMITS,
  TEST_GATEWAY_SESSION_STATUS,
} from './test-gateway-rules.ts';
import { textString } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /test-gateway/v1/* (ours): the hosted page's (anyone holding the session id, as a
// bank's page address), the merchant's (Authorization: Bearer the gateway's key) and the test-only
// fault switch (its own token). Money is whole qəpik.

const sessionId = z.uuid();
const qepik = z.number().int().min(1).max(1_000_000_000);
const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
const sessionStatus = z.enum(TEST_GATEWAY_SESSION_STATUS);

/** The hosted page's view of a session. */
export const testGatewaySessionViewSchema = z.object({
  sessionId: z.string(),
  amountQepik: z.number().int(),
  description: z.string(),
  language: z.enum(LANGUAGES),
  status: sessionStatus,
  /** Not decided in time: the page takes nothing more. */
  expired: z.boolean(),
  /** While NEEDS_CONFIRMATION: the code "the bank sent" (a test bank shows it on its page). */
  confirmCodeHint: z.string().nullable(),
  /** Where the browser goes back to once the session is decided. */
  returnUrl: z.string(),
});
export type TestGatewaySessionView = z.output<typeof testGatewaySessionViewSchema>;

export const testGatewaySessionQuerySchema = z.strictObject({ sessionId });

export const testGatewayDecideRequestSchema = z.strictObject({
  sessionId,
  decision: z.enum(TEST_GATEWAY_DECISION),
});
export type TestGatewayDecideRequest = z.input<typeof testGatewayDecideRequestSchema>;

export const testGatewayConfirmRequestSchema = z.strictObject({
  sessionId,
  code: textString()
    .trim()
    .regex(new RegExp(`^\\d{${TEST_GATEWAY_CONFIRM_CODE_LENGTH}}$`), { message: 'Not a confirmation code.' }),
});
export type TestGatewayConfirmRequest = z.input<typeof testGatewayConfirmRequestSchema>;

/** A decision's answer: where the browser goes now (null while the code is still asked). */
export const testGatewayDecisionAnswerSchema = z.object({
  status: sessionStatus,
  redirectUrl: z.string().nullable(),
});
export type TestGatewayDecisionAnswer = z.output<typeof testGatewayDecisionAnswerSchema>;

// --- the merchant's calls --------------------------------------------------------------------

export const testGatewayCreateSessionRequestSchema = z.strictObject({
  /** The merchant's payment id: one session per payment (asking again answers the same session). */
  paymentId: textString().trim().min(1).max(100),
  amountQepik: qepik,
  description: textString().trim().min(1).max(500),
  language: z.enum(LANGUAGES),
  callbackUrl: httpUrl,
  returnUrl: httpUrl,
});
export type TestGatewayCreateSessionRequest = z.input<typeof testGatewayCreateSessionRequestSchema>;

export const testGatewayCreateSessionAnswerSchema = z.object({
  sessionId: z.string(),
  /** The hosted page on the shopper site. */
  redirectUrl: z.string(),
});
export type TestGatewayCreateSessionAnswer = z.output<typeof testGatewayCreateSessionAnswerSchema>;

/** By the session id, or by the merchant's payment id (before it knew the session's). */
export const testGatewayStatusRequestSchema = z.union([
  z.strictObject({ sessionId }),
  z.strictObject({ paymentId: textString().trim().min(1).max(100) }),
]);
export type TestGatewayStatusRequest = z.input<typeof testGatewayStatusRequestSchema>;

export const testGatewayStatusSchema = z.object({
  sessionId: z.string(),
  paymentId: z.string(),
  status: sessionStatus,
  /** Still OPEN (or asking its code) past TEST_GATEWAY_SESSION_MINUTES. */
  expired: z.boolean(),
  amountQepik: z.number().int(),
  capturedQepik: z.number().int(),
  refundedQepik: z.number().int(),
});
export type TestGatewayStatus = z.output<typeof testGatewayStatusSchema>;

export const testGatewayCaptureRequestSchema = z.strictObject({ sessionId, amountQepik: qepik });
export const testGatewayVoidRequestSchema = z.strictObject({ sessionId });
export const testGatewayRefundRequestSchema = z.strictObject({
  sessionId,
  amountQepik: qepik,
  reason: textString().trim().max(500).default(''),
  /** The merchant's id of the refund: the same id asked again answers the refund made, never a second one. */
  refundId: z.string().min(1).max(100).optional(),
});
export type TestGatewayRefundRequest = z.input<typeof testGatewayRefundRequestSchema>;
export const testGatewayRefundAnswerSchema = z.object({ refundRef: z.string(), refundedQepik: z.number().int() });
export type TestGatewayRefundAnswer = z.output<typeof testGatewayRefundAnswerSchema>;

/** A callback's body, signed (TEST_GATEWAY_SIGNATURE_HEADER) as sent. */
export const testGatewayCallbackSchema = z.strictObject({
  /** Unique per callback; a repeated delivery carries the same one. */
  eventId: z.string().min(1).max(100),
  sessionId: z.string(),
  paymentId: z.string(),
  outcome: z.enum(['AUTHORIZED', 'DECLINED', 'NEEDS_CONFIRMATION']),
  amountQepik: z.number().int(),
  at: z.iso.datetime(),
});
export type TestGatewayCallback = z.output<typeof testGatewayCallbackSchema>;

// --- the test-only fault switch --------------------------------------------------------------

export const testGatewayFaultsSchema = z.strictObject({
  delayMs: z.number().int().min(0).max(TEST_GATEWAY_FAULT_LIMITS.delayMsMax).default(0),
  repeat: z.number().int().min(1).max(TEST_GATEWAY_FAULT_LIMITS.repeatMax).default(1),
  reorder: z.boolean().default(false),
  dropEvery: z.number().int().min(0).max(TEST_GATEWAY_FAULT_LIMITS.dropEveryMax).default(0),
});
export type TestGatewayFaultsRequest = z.input<typeof testGatewayFaultsSchema>;
