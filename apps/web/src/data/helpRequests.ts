import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type AdminHelpRequestList,
  type HelpRequest,
  type HelpRequestList,
  type HelpStatus,
} from '@marketplace/contract';
import type { HelpDecision, HelpRequestSubmission } from '@marketplace/design-system';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/*
 * Help requests on orders: an order's and a conversation's (its buyer and its store), the buyer's
 * open and escalate, the store's resolve, and the admins' list and decision. Every write reads the
 * requests again everywhere they show (the order page, the conversation, the admins' list).
 */

const helpQueryKeys = queryKeysFactory('help');

/** The time a request may become escalatable passes on its own: read them again now and then. */
const HELP_REFRESH_MS = 60_000;

const helpCalls = {
  ofOrder: (orderId: string, signal?: AbortSignal) =>
    browserClient.get<HelpRequestList>(API_PATHS.help.getOrderHelpRequests, { query: { orderId }, signal }),
  ofChat: (chatId: string, signal?: AbortSignal) =>
    browserClient.get<HelpRequestList>(API_PATHS.help.getChatHelpRequests, { query: { chatId }, signal }),
  open: (orderId: string, body: HelpRequestSubmission) =>
    browserClient.post<HelpRequest>(API_PATHS.help.openHelpRequest, { orderId, ...body }),
  resolve: (requestId: string) => browserClient.post<HelpRequest>(API_PATHS.help.resolveHelpRequest, { requestId }),
  escalate: (requestId: string) => browserClient.post<HelpRequest>(API_PATHS.help.escalateHelpRequest, { requestId }),
  admin: (status: Extract<HelpStatus, 'ESCALATED' | 'CLOSED'>, page: number, signal?: AbortSignal) =>
    browserClient.get<AdminHelpRequestList>(API_PATHS.help.getAdminHelpRequests, { query: { status, page }, signal }),
  close: (requestId: string, decision: HelpDecision) =>
    browserClient.post<HelpRequest>(API_PATHS.help.closeHelpRequest, { requestId, ...decision }),
};

/** A message arrived in a conversation: the requests it carries are read again (a step writes one). */
export function helpRequestsOfChatChanged(client: QueryClient, chatId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: helpQueryKeys.detail(`chat:${chatId}`) });
}

/** An order's requests, newest first (its buyer, its store or an admin). */
export function useOrderHelpRequests(orderId: string) {
  return useQuery<HelpRequestList, ApiError>({
    queryKey: helpQueryKeys.detail(`order:${orderId}`),
    queryFn: ({ signal }) => helpCalls.ofOrder(orderId, signal),
    refetchInterval: HELP_REFRESH_MS,
  });
}

/** A conversation's requests, newest first (its buyer or its store). */
export function useChatHelpRequests(chatId: string) {
  return useQuery<HelpRequestList, ApiError>({
    queryKey: helpQueryKeys.detail(`chat:${chatId}`),
    queryFn: ({ signal }) => helpCalls.ofChat(chatId, signal),
    refetchInterval: HELP_REFRESH_MS,
  });
}

function useHelpWrite<Variables>(call: (variables: Variables) => Promise<HelpRequest>) {
  const client = useQueryClient();
  return useMutation<HelpRequest, ApiError, Variables>({
    mutationFn: call,
    // The conversation gets a message from each step (it also arrives live): the lists are read again.
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: helpQueryKeys.all }), client.invalidateQueries({ queryKey: ['conversations'] })]),
  });
}

/** The buyer opens a request on their order. */
export function useOpenHelpRequest(orderId: string) {
  return useHelpWrite((body: HelpRequestSubmission) => helpCalls.open(orderId, body));
}

/** The store marks a request resolved. */
export function useResolveHelpRequest() {
  return useHelpWrite(helpCalls.resolve);
}

/** The buyer asks the marketplace to step in (after 48 hours). */
export function useEscalateHelpRequest() {
  return useHelpWrite(helpCalls.escalate);
}

/** The admins' list: escalated requests (the queue, oldest first) or closed ones. */
export function useAdminHelpRequests(status: Extract<HelpStatus, 'ESCALATED' | 'CLOSED'>, page = 1) {
  return useQuery<AdminHelpRequestList, ApiError>({
    queryKey: helpQueryKeys.list({ status, page }),
    queryFn: ({ signal }) => helpCalls.admin(status, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: HELP_REFRESH_MS,
  });
}

/** An admin closes an escalated request, refunding or with a note. */
export function useCloseHelpRequest() {
  const client = useQueryClient();
  return useMutation<HelpRequest, ApiError, { requestId: string; decision: HelpDecision }>({
    mutationFn: ({ requestId, decision }) => helpCalls.close(requestId, decision),
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: helpQueryKeys.all }), client.invalidateQueries({ queryKey: ['orders'] })]),
  });
}
