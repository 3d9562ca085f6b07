import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type PublicConfig, type TestGatewaySessionView } from '@marketplace/contract';
import { closeDataLayerPage, openDataLayerPage, queryWrapper } from './dataLayerTestPage.tsx';
import { useTestGatewayConfirm, useTestGatewayDecide, useTestGatewaySession } from './testGateway.ts';

const CONFIG = { apiUrl: 'https://api.example.az', siteUrl: 'https://bazar.example.az' } as PublicConfig;
const SESSION_ID = '0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f';
const RETURN_URL = 'https://bazar.example.az/checkout/payment/p1';

let seen: { path: string; body: unknown }[] = [];
let session: TestGatewaySessionView;

function json(body: unknown, code = 200): Response {
  return new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
}

/** The gateway's page calls as the server answers them. */
async function fakeGateway(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input));
  const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : undefined;
  seen.push({ path: url.pathname, body });
  switch (url.pathname) {
    case API_PATHS.testGateway.getSession:
      return json(session);
    case API_PATHS.testGateway.decide:
      if (body?.decision === 'NEEDS_CONFIRMATION') {
        session = { ...session, status: 'NEEDS_CONFIRMATION', confirmCodeHint: '482913' };
        return json({ status: 'NEEDS_CONFIRMATION', redirectUrl: null });
      }
      session = { ...session, status: body?.decision === 'PAY' ? 'AUTHORIZED' : 'DECLINED' };
      return json({ status: session.status, redirectUrl: RETURN_URL });
    case API_PATHS.testGateway.confirm:
      if (body?.code !== '482913') {
        return json({ error: { code: 'TEST_GATEWAY_WRONG_CODE', message: 'That is not the code the bank sent.' } }, 400);
      }
      session = { ...session, status: 'AUTHORIZED', confirmCodeHint: null };
      return json({ status: 'AUTHORIZED', redirectUrl: RETURN_URL });
    default:
      return json({ error: { code: 'NOT_FOUND', message: 'No such path.' } }, 404);
  }
}

let client: QueryClient;
const wrapper = queryWrapper(() => client);
const reads = () => seen.filter((call) => call.path === API_PATHS.testGateway.getSession);

describe('the test gateway page data', () => {
  beforeEach(() => {
    seen = [];
    session = {
      sessionId: SESSION_ID,
      amountQepik: 4_550,
      description: 'Gil Evi: 2 məhsul',
      language: 'az',
      status: 'OPEN',
      expired: false,
      confirmCodeHint: null,
      returnUrl: RETURN_URL,
    };
    client = openDataLayerPage(CONFIG, fakeGateway);
  });
  afterEach(() => closeDataLayerPage(client));

  it('starts from the rendered session without asking, and after "needs confirmation" reads the code step', async () => {
    const { result } = renderHook(
      () => ({ session: useTestGatewaySession(SESSION_ID, session), decide: useTestGatewayDecide() }),
      { wrapper },
    );
    expect(result.current.session.data?.status).toBe('OPEN');
    expect(reads()).toHaveLength(0);
    const answer = await act(() => result.current.decide.mutateAsync({ sessionId: SESSION_ID, decision: 'NEEDS_CONFIRMATION' }));
    expect(answer).toEqual({ status: 'NEEDS_CONFIRMATION', redirectUrl: null });
    await waitFor(() => expect(result.current.session.data?.confirmCodeHint).toBe('482913'));
    expect(reads()).toHaveLength(1);
  });

  it('a wrong code hands its code to the page; the right one answers where the browser goes', async () => {
    session = { ...session, status: 'NEEDS_CONFIRMATION', confirmCodeHint: '482913' };
    const { result } = renderHook(() => useTestGatewayConfirm(), { wrapper });
    const refused = await act(() =>
      result.current.mutateAsync({ sessionId: SESSION_ID, code: '000000' }).catch((error: unknown) => error),
    );
    expect(refused).toMatchObject({ code: 'TEST_GATEWAY_WRONG_CODE', status: 400 });
    const answer = await act(() => result.current.mutateAsync({ sessionId: SESSION_ID, code: '482913' }));
    expect(answer).toEqual({ status: 'AUTHORIZED', redirectUrl: RETURN_URL });
    expect(seen.filter((call) => call.path === API_PATHS.testGateway.confirm).map((call) => call.body)).toEqual([
      { sessionId: SESSION_ID, code: '000000' },
      { sessionId: SESSION_ID, code: '482913' },
    ]);
  });
});
