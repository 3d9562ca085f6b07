import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useParams } from 'react-router';
import {
  TEST_GATEWAY_ERROR_CODES,
  type TestGatewayDecision,
  type TestGatewayDecisionAnswer,
  type TestGatewaySessionView,
} from '@marketplace/contract';
import { errorCodeOf, errorMessageKeys, TestGatewayPage, type TestGatewayBusy } from '@marketplace/design-system';
import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { useTestGatewayConfirm, useTestGatewayDecide, useTestGatewaySession } from '../../data/testGateway.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';

/**
 * `/test-gateway/:sessionId` (ours): the test gateway's hosted page, where a card payment of the
 * checkout lands while the test gateway is on. The decision goes to the gateway, which calls the
 * server back; the browser then follows it to the return page. Rendered on the server from the
 * loader's session, with a query client of the page's own (nothing is kept between requests).
 */
export function TestGatewaySessionPage() {
  const { t } = useTranslation();
  return (
    <div className="flex w-full flex-col px-4 py-8 sm:px-6 lg:px-8">
      <PageMeta title={t('testGateway.title')} description={t('testGateway.notice')} noIndex />
      <SiteQueryProvider>
        <TestGatewaySession />
      </SiteQueryProvider>
    </div>
  );
}

function TestGatewaySession() {
  const { t } = useTranslation();
  const sessionId = useParams().sessionId ?? '';
  const session = useTestGatewaySession(sessionId, useLoaderData<TestGatewaySessionView>()).data;
  const decide = useTestGatewayDecide();
  const confirm = useTestGatewayConfirm();
  const [redirecting, setRedirecting] = useState(false);

  const follow = (answer: TestGatewayDecisionAnswer) => {
    if (answer.redirectUrl === null) return;
    setRedirecting(true);
    window.location.assign(answer.redirectUrl);
  };
  const onDecide = (decision: TestGatewayDecision) => {
    confirm.reset();
    decide.mutate({ sessionId, decision }, { onSuccess: follow });
  };
  const onConfirm = (code: string) => {
    decide.reset();
    confirm.mutate({ sessionId, code }, { onSuccess: follow });
  };

  const busy: TestGatewayBusy = redirecting
    ? 'REDIRECTING'
    : decide.isPending
      ? (decide.variables?.decision ?? null)
      : confirm.isPending
        ? 'CONFIRM'
        : null;
  const wrongCode = errorCodeOf(confirm.error) === TEST_GATEWAY_ERROR_CODES.TEST_GATEWAY_WRONG_CODE;
  const failed = decide.error ?? (wrongCode ? null : confirm.error);
  // A session closed meanwhile shows as closed (it is read again); no error line for it.
  const closed = errorCodeOf(failed) === TEST_GATEWAY_ERROR_CODES.TEST_GATEWAY_SESSION_CLOSED;

  return (
    <TestGatewayPage
      session={session}
      busy={busy}
      error={failed && !closed ? t(errorMessageKeys(failed, 'errors.UNEXPECTED_RESPONSE')) : null}
      codeError={wrongCode ? t(errorMessageKeys(confirm.error, 'errors.TEST_GATEWAY_WRONG_CODE')) : null}
      onDecide={onDecide}
      onConfirm={onConfirm}
      shopHref={session.returnUrl}
    />
  );
}
