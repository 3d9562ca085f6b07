import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  isLanguage,
  isTestGatewaySessionOpen,
  TEST_GATEWAY_CONFIRM_CODE_LENGTH,
  TEST_GATEWAY_DECISION,
  TEST_GATEWAY_SESSION_MINUTES,
  TEST_GATEWAY_SESSION_STATUS as S,
  testGatewayPagePath,
  type TestGatewayCallback,
  type TestGatewayCreateSessionAnswer,
  type TestGatewayDecision,
  type TestGatewayDecisionAnswer,
  type TestGatewayRefundAnswer,
  type TestGatewaySessionView,
  type TestGatewayStatus,
  type TestGatewayStatusRequest,
} from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { testGatewayErrors } from './errors.ts';
import type { CallbackSender } from './service-callbacks.ts';
import {
  insertSession,
  lockSession,
  sessionById,
  sessionByPaymentId,
  updateSession,
  type TestGatewaySessionRow,
} from './store.ts';

/** What the gateway's operations need besides the database. */
export interface TestGatewayEnv {
  db: Database;
  /** The shopper site, where the hosted page is. */
  siteUrl: string;
  callbacks: CallbackSender;
  now?: () => Date;
}

/** How long a decision waits for its callback's first delivery before the browser is sent back anyway. */
const CALLBACK_WAIT_MS = 5_000;

const nowOf = (env: TestGatewayEnv) => env.now?.() ?? new Date();

const isExpired = (row: TestGatewaySessionRow, now: Date) =>
  isTestGatewaySessionOpen(row.status) && now.getTime() - row.createdAt.getTime() > TEST_GATEWAY_SESSION_MINUTES * 60_000;

/** Whether `given` is the gateway's key (the merchant calls), compared in constant time. */
export function isTestGatewayKey(secret: string, given: string | undefined): boolean {
  if (!given) return false;
  const expected = Buffer.from(secret, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// --- the merchant's calls ----------------------------------------------------------------------

/** Starts (or, for a payment id it already has, answers again) a session; the browser goes to its page. */
export async function createSession(
  env: TestGatewayEnv,
  input: {
    paymentId: string;
    amountQepik: number;
    description: string;
    language: string;
    callbackUrl: string;
    returnUrl: string;
  },
): Promise<TestGatewayCreateSessionAnswer> {
  const row = await insertSession(env.db, { ...input, language: isLanguage(input.language) ? input.language : 'az' });
  return { sessionId: row.id, redirectUrl: new URL(testGatewayPagePath(row.id), env.siteUrl).href };
}

function statusOf(row: TestGatewaySessionRow, now: Date): TestGatewayStatus {
  return {
    sessionId: row.id,
    paymentId: row.paymentId,
    status: row.status,
    expired: isExpired(row, now),
    amountQepik: row.amountQepik,
    capturedQepik: row.capturedQepik,
    refundedQepik: row.refundedQepik,
  };
}

export async function sessionStatus(env: TestGatewayEnv, request: TestGatewayStatusRequest): Promise<TestGatewayStatus> {
  const row =
    'sessionId' in request ? await sessionById(env.db, request.sessionId) : await sessionByPaymentId(env.db, request.paymentId);
  if (!row) throw testGatewayErrors.sessionNotFound();
  return statusOf(row, nowOf(env));
}

/** A merchant's move of one session under its row lock; `move` throws when the session cannot take it. */
async function merchantMove(
  env: TestGatewayEnv,
  sessionId: string,
  move: (row: TestGatewaySessionRow) => Parameters<typeof updateSession>[2] | null,
): Promise<TestGatewaySessionRow> {
  return env.db.transaction(async (tx) => {
    const row = await lockSession(tx, sessionId);
    if (!row) throw testGatewayErrors.sessionNotFound();
    const change = move(row);
    return change ? updateSession(tx, row.id, change, nowOf(env)) : row;
  });
}

/** Takes an authorised amount (up to what was authorised); a second capture of a captured session changes nothing. */
export async function capture(env: TestGatewayEnv, sessionId: string, amountQepik: number): Promise<TestGatewayStatus> {
  const row = await merchantMove(env, sessionId, (session) => {
    if (session.status === S.CAPTURED) return null;
    if (session.status !== S.AUTHORIZED || amountQepik > session.amountQepik) {
      throw testGatewayErrors.notAllowed('captured', session.status);
    }
    return { status: S.CAPTURED, capturedQepik: amountQepik };
  });
  return statusOf(row, nowOf(env));
}

/** Lets an authorisation (or a session still open) go; a voided session stays voided. */
export async function voidSession(env: TestGatewayEnv, sessionId: string): Promise<TestGatewayStatus> {
  const row = await merchantMove(env, sessionId, (session) => {
    if (session.status === S.VOIDED) return null;
    if (session.status !== S.AUTHORIZED && !isTestGatewaySessionOpen(session.status)) {
      throw testGatewayErrors.notAllowed('voided', session.status);
    }
    return { status: S.VOIDED, confirmCode: null };
  });
  return statusOf(row, nowOf(env));
}

/**
 * Gives back part or all of what was captured and not yet refunded. With the merchant's id of the
 * refund, the same id asked again answers the refund already made instead of giving money twice
 * (a merchant that stopped before hearing the answer asks again).
 */
export async function refund(
  env: TestGatewayEnv,
  sessionId: string,
  amountQepik: number,
  merchantRefundId?: string,
): Promise<TestGatewayRefundAnswer> {
  const made = (session: TestGatewaySessionRow) =>
    merchantRefundId === undefined ? undefined : session.refunds.find((entry) => entry.merchantRefundId === merchantRefundId);
  const row = await merchantMove(env, sessionId, (session) => {
    if (made(session)) return null;
    if (session.status !== S.CAPTURED || session.refundedQepik + amountQepik > session.capturedQepik) {
      throw testGatewayErrors.notAllowed('refunded', session.status);
    }
    const refundCount = session.refundCount + 1;
    return {
      refundedQepik: session.refundedQepik + amountQepik,
      refundCount,
      refunds: [
        ...session.refunds,
        { merchantRefundId: merchantRefundId ?? '', refundRef: `${session.id}:refund:${refundCount}`, amountQepik },
      ],
    };
  });
  return { refundRef: made(row)?.refundRef ?? `${row.id}:refund:${row.refundCount}`, refundedQepik: row.refundedQepik };
}

// --- the hosted page ----------------------------------------------------------------------------

function viewOf(row: TestGatewaySessionRow, now: Date): TestGatewaySessionView {
  return {
    sessionId: row.id,
    amountQepik: row.amountQepik,
    description: row.description,
    language: isLanguage(row.language) ? row.language : 'az',
    status: row.status,
    expired: isExpired(row, now),
    confirmCodeHint: row.status === S.NEEDS_CONFIRMATION ? row.confirmCode : null,
    returnUrl: row.returnUrl,
  };
}

export async function sessionView(env: TestGatewayEnv, sessionId: string): Promise<TestGatewaySessionView | null> {
  const row = await sessionById(env.db, sessionId);
  return row ? viewOf(row, nowOf(env)) : null;
}

/** The databases whose server has the gateway on (registerTestGateway says so). */
const enabledFor = new WeakMap<Database, boolean>();

export function rememberTestGateway(db: Database, enabled: boolean): void {
  enabledFor.set(db, enabled);
}

/**
 * The hosted page's session for a server-rendered page: null for an unknown session and whenever
 * the gateway is off (the page then answers 404, as its calls do).
 */
export async function testGatewayPageView(db: Database, sessionId: string): Promise<TestGatewaySessionView | null> {
  if (!enabledFor.get(db) || !/^[0-9a-f-]{36}$/i.test(sessionId)) return null;
  const row = await sessionById(db, sessionId);
  return row ? viewOf(row, new Date()) : null;
}

/** Sends the callback of a decision made; waits a little for its first delivery, never fails the decision. */
async function callBack(env: TestGatewayEnv, row: TestGatewaySessionRow, outcome: TestGatewayCallback['outcome']): Promise<void> {
  const event: TestGatewayCallback = {
    eventId: randomUUID(),
    sessionId: row.id,
    paymentId: row.paymentId,
    outcome,
    amountQepik: row.amountQepik,
    at: nowOf(env).toISOString(),
  };
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    env.callbacks.send(row.callbackUrl, event).catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CALLBACK_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}

const newConfirmCode = () =>
  String(randomInt(0, 10 ** TEST_GATEWAY_CONFIRM_CODE_LENGTH)).padStart(TEST_GATEWAY_CONFIRM_CODE_LENGTH, '0');

/**
 * The shopper's decision on the page: PAY authorises, DECLINE declines (also while the code is
 * asked), NEEDS_CONFIRMATION asks for the bank's code first. Each sends its signed callback.
 */
export async function decide(
  env: TestGatewayEnv,
  sessionId: string,
  decision: TestGatewayDecision,
): Promise<TestGatewayDecisionAnswer> {
  const now = nowOf(env);
  const row = await env.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) throw testGatewayErrors.sessionNotFound();
    const canDecline = decision === TEST_GATEWAY_DECISION.DECLINE && session.status === S.NEEDS_CONFIRMATION;
    if ((session.status !== S.OPEN && !canDecline) || isExpired(session, now)) {
      throw testGatewayErrors.sessionClosed(session.status, isExpired(session, now));
    }
    if (decision === TEST_GATEWAY_DECISION.NEEDS_CONFIRMATION) {
      return updateSession(tx, session.id, { status: S.NEEDS_CONFIRMATION, confirmCode: newConfirmCode() }, now);
    }
    const status = decision === TEST_GATEWAY_DECISION.PAY ? S.AUTHORIZED : S.DECLINED;
    return updateSession(tx, session.id, { status, confirmCode: null }, now);
  });
  await callBack(
    env,
    row,
    row.status === S.NEEDS_CONFIRMATION ? 'NEEDS_CONFIRMATION' : row.status === S.AUTHORIZED ? 'AUTHORIZED' : 'DECLINED',
  );
  return { status: row.status, redirectUrl: row.status === S.NEEDS_CONFIRMATION ? null : row.returnUrl };
}

/** The confirmation step: the bank's code authorises; another code is refused and the step stays. */
export async function confirm(env: TestGatewayEnv, sessionId: string, code: string): Promise<TestGatewayDecisionAnswer> {
  const now = nowOf(env);
  const row = await env.db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) throw testGatewayErrors.sessionNotFound();
    if (session.status !== S.NEEDS_CONFIRMATION || isExpired(session, now)) {
      throw testGatewayErrors.sessionClosed(session.status, isExpired(session, now));
    }
    if (session.confirmCode !== code) throw testGatewayErrors.wrongCode();
    return updateSession(tx, session.id, { status: S.AUTHORIZED, confirmCode: null }, now);
  });
  await callBack(env, row, 'AUTHORIZED');
  return { status: row.status, redirectUrl: row.returnUrl };
}
