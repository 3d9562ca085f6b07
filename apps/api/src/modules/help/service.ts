import {
  ACCOUNT_TYPE,
  ADMIN_ACTION,
  FALLBACK_LANGUAGE,
  HELP_ADMIN_PAGE_SIZE,
  HELP_ESCALATE_AFTER_HOURS,
  HELP_OUTCOME,
  HELP_STATUS,
  helpActionsFor,
  helpEscalatableAt,
  helpReasonFits,
  maskContacts,
  mayEscalate,
  type AccountType,
  type AdminHelpRequestList,
  type HelpRequest,
  type HelpViewer,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { closeHelpRequestSchema, openHelpRequestSchema } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { recordAdminAction } from '../audit/service.ts';
import type { ChatModule } from '../chat/module.ts';
import { orderErrors } from '../orders/errors.ts';
import { helpErrors } from './errors.ts';
import { chatWording, type HelpNoticeKind } from './service-notices.ts';
import {
  activeRequestOf,
  adminHelpRows,
  byChatFor,
  byId,
  byOrder,
  claimEscalationNotices,
  conversationOfOrder,
  helpViewRows,
  insertHelpRequest,
  languageOf,
  lockHelpRequest,
  lockOrderForHelp,
  openConversationOfOrder,
  orderPartiesOf,
  updateHelpRequest,
  type HelpRow,
  type HelpViewRow,
} from './store.ts';

export type OpenHelpInput = z.output<typeof openHelpRequestSchema>;
export type CloseHelpInput = z.output<typeof closeHelpRequestSchema>;

export interface HelpCaller {
  accountId: string;
  accountType: AccountType;
}

/**
 * A refund of an order's payment (the payments module's refundOrder): partial or whole, never more
 * than was paid and not yet refunded; throws a coded refusal otherwise.
 */
export type RefundOrder = (input: {
  orderId: string;
  amountQepik: number;
  reason: string;
  actor: { kind: 'ADMIN'; id: string };
}) => Promise<unknown>;

/** What the operations need: the database, the chats (to write into a conversation), the clock. */
export interface HelpEnv {
  db: Database;
  chat: Pick<ChatModule, 'appendInTransaction'>;
  now: () => Date;
  /** The payments module's refundOrder (module.ts); left out, a refund is refused. */
  refundOrder?: RefundOrder | undefined;
}

/** What happened, for the steps after the commit (events.ts). */
export interface HelpChange {
  requestId: string;
  notice: HelpNoticeKind;
  /** The conversation's message, published after the commit. */
  afterCommit?: (() => Promise<void>) | undefined;
}

function viewerOf(caller: HelpCaller, row: Pick<HelpRow, 'buyerId' | 'sellerId'>): HelpViewer | null {
  if (caller.accountType === ACCOUNT_TYPE.ADMIN) return 'admin';
  if (row.buyerId === caller.accountId) return 'buyer';
  if (row.sellerId === caller.accountId) return 'seller';
  return null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toHelpRequest(view: HelpViewRow, viewer: HelpViewer, now: Date): HelpRequest {
  const { request } = view;
  const buyerName = [view.buyerFirstName, view.buyerLastName].filter((part) => part !== '').join(' ') || view.contactName;
  return {
    requestId: request.id,
    orderId: request.orderId,
    orderNumber: view.orderNumber,
    orderStatus: view.orderStatus,
    storeId: request.sellerId,
    storeName: view.storeName,
    buyerName,
    reason: request.reason,
    text: request.text,
    status: request.status,
    chat:
      request.chatId && view.chatItemId
        ? { chatId: request.chatId, itemId: view.chatItemId, productName: view.chatProductName ?? '' }
        : null,
    openedAt: request.openedAt.toISOString(),
    escalatableAt: helpEscalatableAt(request.openedAt).toISOString(),
    resolvedAt: iso(request.resolvedAt),
    escalatedAt: iso(request.escalatedAt),
    closedAt: iso(request.closedAt),
    outcome: request.outcome ? { kind: request.outcome, note: request.outcomeNote, refundedQepik: request.refundedQepik } : null,
    actions: helpActionsFor(request, viewer, now),
  };
}

/** One request as `caller` sees it (404 for anyone but its buyer, its store and admins). */
export async function helpRequestOf(env: HelpEnv, caller: HelpCaller, requestId: string): Promise<HelpRequest> {
  if (!isUuid(requestId)) throw helpErrors.notFound();
  const [view] = await helpViewRows(env.db, byId(requestId));
  const viewer = view && viewerOf(caller, view.request);
  if (!view || !viewer) throw helpErrors.notFound();
  return toHelpRequest(view, viewer, env.now());
}

/** An order's requests, newest first, for its buyer, its store or an admin (404 ORDER_NOT_FOUND for anyone else). */
export async function orderHelpRequests(env: HelpEnv, caller: HelpCaller, orderId: string): Promise<HelpRequest[]> {
  if (!isUuid(orderId)) throw orderErrors.orderNotFound();
  const parties = await orderPartiesOf(env.db, orderId);
  const viewer = parties && viewerOf(caller, parties);
  if (!viewer) throw orderErrors.orderNotFound();
  const now = env.now();
  return (await helpViewRows(env.db, byOrder(orderId))).map((view) => toHelpRequest(view, viewer, now));
}

/** A conversation's requests (its buyer's or its store's), newest first; nothing for anyone else. */
export async function chatHelpRequests(env: HelpEnv, caller: HelpCaller, chatId: string): Promise<HelpRequest[]> {
  if (!isUuid(chatId) || caller.accountType === ACCOUNT_TYPE.ADMIN) return [];
  const now = env.now();
  return (await helpViewRows(env.db, byChatFor(chatId, caller.accountId))).flatMap((view) => {
    const viewer = viewerOf(caller, view.request);
    return viewer ? [toHelpRequest(view, viewer, now)] : [];
  });
}

/**
 * The buyer opens a request on their order: the reason must fit the order's status
 * (helpReasonsFor), and one request at a time per order (409 HELP_REQUEST_ALREADY_OPEN, also when
 * two opens race: the order's row lock and the partial unique index). It opens in the store's
 * conversation with the buyer — the one the order came from or about one of its items, else a new
 * one about its first item — as the buyer's message, which commits with the request.
 */
export async function openHelpRequest(
  env: HelpEnv,
  caller: HelpCaller,
  input: OpenHelpInput,
): Promise<{ answer: HelpRequest; change: HelpChange }> {
  if (!isUuid(input.orderId) || caller.accountType !== ACCOUNT_TYPE.CLIENT) throw orderErrors.orderNotFound();
  const now = env.now();
  // Contacts are hidden as in any message of the conversation it opens in.
  const { text, masked } = maskContacts(input.text);
  let written: { request: HelpRow; afterCommit?: () => Promise<void> };
  try {
    written = await env.db.transaction(async (tx) => {
      const order = await lockOrderForHelp(tx, input.orderId);
      if (!order || order.buyerId !== caller.accountId) throw orderErrors.orderNotFound();
      if (!helpReasonFits(input.reason, order.status)) throw helpErrors.reasonNotFitting(input.reason, order.status);
      const active = await activeRequestOf(tx, order.id);
      if (active) throw helpErrors.alreadyOpen(active);
      const chatId = (await conversationOfOrder(tx, order)) ?? (await openConversationOfOrder(tx, order));
      const request = await insertHelpRequest(tx, {
        orderId: order.id,
        buyerId: order.buyerId,
        sellerId: order.sellerId,
        reason: input.reason,
        text,
        chatId: chatId ?? null,
        openedAt: now,
      });
      if (!chatId) return { request };
      const appended = await env.chat.appendInTransaction(tx, {
        chatId,
        sender: 'user',
        senderAccountId: caller.accountId,
        masked,
        text: chatWording(order.buyerLanguage ?? FALLBACK_LANGUAGE, 'opened', {
          orderNumber: order.number,
          reason: input.reason,
          text,
        }),
      });
      const withMessage = await updateHelpRequest(tx, request.id, { messageId: Number(appended.message.id) });
      return { request: withMessage, afterCommit: appended.afterCommit };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const active = await activeRequestOf(env.db, input.orderId);
      throw helpErrors.alreadyOpen(active ?? '');
    }
    throw error;
  }
  return {
    answer: await helpRequestOf(env, caller, written.request.id),
    change: { requestId: written.request.id, notice: 'opened', afterCommit: written.afterCommit },
  };
}

/** A step of a party on its request, the request's row locked: the conversation hears of it too. */
async function partyStep(
  env: HelpEnv,
  caller: HelpCaller,
  requestId: string,
  party: 'buyer' | 'seller',
  step: (request: HelpRow, now: Date) => Partial<HelpRow>,
  wording: 'resolved' | 'escalated',
): Promise<{ answer: HelpRequest; change: HelpChange }> {
  if (!isUuid(requestId)) throw helpErrors.notFound();
  const now = env.now();
  const written = await env.db.transaction(async (tx) => {
    const request = await lockHelpRequest(tx, requestId);
    if (!request || viewerOf(caller, request) !== party) throw helpErrors.notFound();
    const updated = await updateHelpRequest(tx, request.id, step(request, now));
    if (!request.chatId) return { request: updated };
    const [view] = await helpViewRows(tx, byId(request.id));
    const language = (await languageOf(tx, caller.accountId)) ?? FALLBACK_LANGUAGE;
    const appended = await env.chat.appendInTransaction(tx, {
      chatId: request.chatId,
      sender: party === 'buyer' ? 'user' : 'received',
      senderAccountId: caller.accountId,
      text: chatWording(language, wording, { orderNumber: view?.orderNumber ?? 0, reason: request.reason, text: '' }),
    });
    return { request: updated, afterCommit: appended.afterCommit };
  });
  return {
    answer: await helpRequestOf(env, caller, written.request.id),
    change: { requestId: written.request.id, notice: wording, afterCommit: written.afterCommit },
  };
}

/** The order's seller marks an open request resolved (anyone else: 404; not open: 409). */
export function resolveHelpRequest(env: HelpEnv, caller: HelpCaller, requestId: string) {
  return partyStep(
    env,
    caller,
    requestId,
    'seller',
    (request, now) => {
      if (request.status !== HELP_STATUS.OPEN) throw helpErrors.notOpen(request.status);
      return { status: HELP_STATUS.RESOLVED, resolvedAt: now, resolvedBy: caller.accountId };
    },
    'resolved',
  );
}

/**
 * The order's buyer escalates an open request to the admins, once HELP_ESCALATE_AFTER_HOURS have
 * passed since it was opened by the server's clock (before: 409 HELP_ESCALATE_TOO_EARLY with when).
 */
export function escalateHelpRequest(env: HelpEnv, caller: HelpCaller, requestId: string) {
  return partyStep(
    env,
    caller,
    requestId,
    'buyer',
    (request, now) => {
      if (request.status !== HELP_STATUS.OPEN) throw helpErrors.notOpen(request.status);
      if (!mayEscalate(request, now)) throw helpErrors.tooEarly(helpEscalatableAt(request.openedAt));
      return { status: HELP_STATUS.ESCALATED, escalatedAt: now, escalatedBy: caller.accountId };
    },
    'escalated',
  );
}

/** The admins' list: escalated requests oldest first (the queue), or closed ones newest first. */
export async function adminHelpRequests(
  env: HelpEnv,
  query: { status: 'ESCALATED' | 'CLOSED'; page: number },
): Promise<AdminHelpRequestList> {
  const { rows, total } = await adminHelpRows(env.db, query.status, query.page, HELP_ADMIN_PAGE_SIZE);
  const now = env.now();
  return {
    requests: rows.map((view) => ({ ...toHelpRequest(view, 'admin', now), orderTotalQepik: view.orderTotalQepik })),
    total,
    page: query.page,
    pageSize: HELP_ADMIN_PAGE_SIZE,
  };
}

/**
 * An admin decides an escalated request: closes it with a note, or refunds `refundQepik` of the
 * order (the payments module's refund, which refuses more than was paid) and closes it as
 * REFUNDED. Audited (HELP_REQUEST_CLOSED, the order as target) in the closing transaction. The
 * request is claimed before a refund (status CLOSED under its row lock), so two admins never
 * refund it twice; a refused refund gives it back as ESCALATED and audits nothing.
 */
export async function closeHelpRequest(
  env: HelpEnv,
  adminId: string,
  input: CloseHelpInput,
): Promise<{ answer: HelpRequest; change: HelpChange }> {
  if (!isUuid(input.requestId)) throw helpErrors.notFound();
  const refund = input.refundQepik;
  const refundOrder = env.refundOrder;
  if (refund !== undefined && !refundOrder) throw helpErrors.refundNotAvailable('Refunds are not available yet.');
  const now = env.now();
  const outcome = refund === undefined ? HELP_OUTCOME.CLOSED : HELP_OUTCOME.REFUNDED;
  const audit = (tx: Parameters<typeof recordAdminAction>[0], request: HelpRow) =>
    recordAdminAction(tx, {
      adminId,
      action: ADMIN_ACTION.HELP_REQUEST_CLOSED,
      target: { kind: 'order', id: request.orderId },
      details: { requestId: request.id, reason: request.reason, outcome, note: input.note, refundQepik: refund ?? null },
    });
  const claimed = await env.db.transaction(async (tx) => {
    const request = await lockHelpRequest(tx, input.requestId);
    if (!request) throw helpErrors.notFound();
    if (request.status !== HELP_STATUS.ESCALATED) throw helpErrors.notOpen(request.status);
    const closed = await updateHelpRequest(tx, request.id, {
      status: HELP_STATUS.CLOSED,
      closedAt: now,
      closedBy: adminId,
      outcome,
      outcomeNote: input.note,
      refundedQepik: refund ?? null,
    });
    if (refund === undefined) await audit(tx, closed);
    return closed;
  });
  if (refund !== undefined && refundOrder) {
    try {
      await refundOrder({
        orderId: claimed.orderId,
        amountQepik: refund,
        reason: input.note,
        actor: { kind: 'ADMIN', id: adminId },
      });
    } catch (error) {
      await updateHelpRequest(env.db, claimed.id, {
        status: HELP_STATUS.ESCALATED,
        closedAt: null,
        closedBy: null,
        outcome: null,
        outcomeNote: '',
        refundedQepik: null,
      });
      throw error;
    }
    await env.db.transaction((tx) => audit(tx, claimed));
  }
  return {
    answer: await helpRequestOf(env, { accountId: adminId, accountType: ACCOUNT_TYPE.ADMIN }, claimed.id),
    change: { requestId: claimed.id, notice: 'closed' },
  };
}

/**
 * The job's step: each buyer whose request has been open HELP_ESCALATE_AFTER_HOURS without the
 * store resolving it is told, once, that they may escalate it now.
 */
export async function dueEscalationNotices(env: HelpEnv): Promise<HelpChange[]> {
  const now = env.now();
  const cutoff = new Date(now.getTime() - HELP_ESCALATE_AFTER_HOURS * 60 * 60 * 1000);
  const claimed = await claimEscalationNotices(env.db, cutoff, now);
  return claimed.map(({ requestId }) => ({ requestId, notice: 'escalatable' as const }));
}
