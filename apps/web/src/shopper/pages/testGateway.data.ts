import { data, type LoaderFunctionArgs } from 'react-router';
import type { TestGatewaySessionView } from '@marketplace/contract';
import { apiFrom } from '../../api/apiFrom.ts';

/**
 * `/test-gateway/:sessionId` (ours): the test gateway's hosted page. An unknown session, and any
 * session while the gateway is off, answers HTTP 404 (the server takes the status from this).
 */
export async function testGatewayLoader({ params, context }: LoaderFunctionArgs): Promise<TestGatewaySessionView> {
  const session = params.sessionId ? await apiFrom(context).testGatewaySession(params.sessionId) : null;
  if (!session) throw data(null, { status: 404 });
  return session;
}
