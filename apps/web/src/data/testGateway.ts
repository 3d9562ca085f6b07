import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  type TestGatewayConfirmRequest,
  type TestGatewayDecideRequest,
  type TestGatewayDecisionAnswer,
  type TestGatewaySessionView,
} from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { queryKeysFactory } from './queryKeys.ts';

/** The test gateway's hosted page: its session, and the shopper's decision on it. */
const testGatewayQueryKeys = queryKeysFactory('testGateway');

/** The session, starting from what the server rendered (the page's loader). */
export function useTestGatewaySession(sessionId: string, initialData: TestGatewaySessionView) {
  return useQuery<TestGatewaySessionView, ApiError>({
    queryKey: testGatewayQueryKeys.detail(sessionId),
    queryFn: ({ signal }) => browserClient.get<TestGatewaySessionView>(API_PATHS.testGateway.getSession, { query: { sessionId }, signal }),
    initialData,
    // A bank's page does not change under the shopper; it is read again after each step.
    staleTime: Infinity,
  });
}

function useSessionStep<Request extends { sessionId: string }>(path: string) {
  const client = useQueryClient();
  return useMutation<TestGatewayDecisionAnswer, ApiError, Request>({
    mutationFn: (request) => browserClient.post<TestGatewayDecisionAnswer>(path, request),
    // What the gateway now says of the session (the code asked, or closed by a step elsewhere).
    onSettled: (_answer, _error, request) => client.invalidateQueries({ queryKey: testGatewayQueryKeys.detail(request.sessionId) }),
  });
}

/** Pay, Decline or "needs confirmation"; the answer says where the browser goes (null: the code is asked). */
export const useTestGatewayDecide = () => useSessionStep<TestGatewayDecideRequest>(API_PATHS.testGateway.decide);

/** The confirmation code; a wrong one answers TEST_GATEWAY_WRONG_CODE. */
export const useTestGatewayConfirm = () => useSessionStep<TestGatewayConfirmRequest>(API_PATHS.testGateway.confirm);
