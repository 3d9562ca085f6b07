import { describe, expect, it } from 'vitest';
import type { TestGatewaySessionView } from '@marketplace/contract';
import { argsWith } from './loaderTestData.ts';
import { testGatewayLoader } from './testGateway.data.ts';

const SESSION_ID = '0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f';
const session: TestGatewaySessionView = {
  sessionId: SESSION_ID,
  amountQepik: 4_550,
  description: 'Gil Evi: 2 məhsul',
  language: 'az',
  status: 'OPEN',
  expired: false,
  confirmCodeHint: null,
  returnUrl: 'http://localhost:3000/checkout/payment/p1',
};

const withSession = (answer: TestGatewaySessionView | null, asked: string[] = []) => {
  const args = argsWith({
    testGatewaySession: async (id) => {
      asked.push(id);
      return answer;
    },
  });
  return { ...args, params: { sessionId: SESSION_ID } };
};

describe('the test gateway page loader', () => {
  it('hands the page its session', async () => {
    const asked: string[] = [];
    await expect(testGatewayLoader(withSession(session, asked))).resolves.toEqual(session);
    expect(asked).toEqual([SESSION_ID]);
  });

  it('answers 404 when the gateway knows no such session, or is off (it then answers none)', async () => {
    await expect(testGatewayLoader(withSession(null))).rejects.toMatchObject({ init: { status: 404 } });
  });
});
