import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TEST_GATEWAY_CONFIRM_CODE_LENGTH,
  TEST_GATEWAY_DECISION,
  TEST_GATEWAY_SESSION_STATUS,
  type TestGatewayDecision,
  type TestGatewaySessionView,
} from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Field } from '../../primitives/Field/index.ts';
import { CircleAlertIcon, CreditCardIcon, Icon } from '../../primitives/Icon/index.ts';
import { Input } from '../../primitives/Input/index.ts';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { formatQepik } from '../../rules/manat.ts';

/** What the page is waiting for: a decision (which one), the code, or the browser leaving. */
export type TestGatewayBusy = TestGatewayDecision | 'CONFIRM' | 'REDIRECTING' | null;

export interface TestGatewayPageProps {
  /** The session as the gateway answers it; null while it is read. */
  session: Pick<TestGatewaySessionView, 'amountQepik' | 'description' | 'status' | 'expired' | 'confirmCodeHint'> | null;
  busy?: TestGatewayBusy;
  /** Why the last step failed, already translated (a wrong code goes to `codeError`). */
  error?: string | null;
  /** The confirmation code was refused, already translated. */
  codeError?: string | null;
  onDecide: (decision: TestGatewayDecision) => void;
  onConfirm: (code: string) => void;
  /** Back to the shop once the session is closed (decided elsewhere, or expired). */
  shopHref: string;
  className?: string;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, TEST_GATEWAY_CONFIRM_CODE_LENGTH);

/**
 * The test gateway's hosted page: a bank's card page in miniature. It shows what is paid and for
 * what, and takes the shopper's decision — Pay, Decline, or pay with a confirmation step that asks
 * the bank's code (shown here, it is a test bank). While a decision is on its way every button
 * waits; a closed or expired session offers the way back to the shop.
 */
export function TestGatewayPage({
  session,
  busy = null,
  error = null,
  codeError = null,
  onDecide,
  onConfirm,
  shopHref,
  className,
}: TestGatewayPageProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const confirming = session?.status === TEST_GATEWAY_SESSION_STATUS.NEEDS_CONFIRMATION && !session.expired;
  const open = session?.status === TEST_GATEWAY_SESSION_STATUS.OPEN && !session.expired;
  const waiting = busy !== null;

  useEffect(() => {
    if (confirming) codeRef.current?.focus();
  }, [confirming]);

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === TEST_GATEWAY_CONFIRM_CODE_LENGTH && !waiting) onConfirm(code);
  };

  return (
    <section
      data-slot="test-gateway-page"
      data-status={session ? (session.expired ? 'EXPIRED' : session.status) : 'LOADING'}
      aria-labelledby={headingId}
      aria-busy={session === null || waiting}
      className={cn(
        'mx-auto flex w-full max-w-md flex-col gap-5 rounded-xl border border-line bg-surface px-5 py-8 sm:px-8',
        className,
      )}
    >
      <header className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-caspian-100 text-caspian-800"
        >
          <Icon icon={CreditCardIcon} size={5} />
        </span>
        <div className="flex min-w-0 flex-col">
          <h1 id={headingId} className="font-display text-xl font-semibold text-ink">
            {t('testGateway.title')}
          </h1>
          <p className="text-sm text-ink-muted">{t('testGateway.notice')}</p>
        </div>
      </header>

      {session === null ? (
        <div data-slot="test-gateway-loading" className="flex flex-col gap-3">
          <span className="sr-only">{t('testGateway.loading')}</span>
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-10 w-1/2" />
          <Skeleton className="h-11 w-full" />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg bg-sunken px-4 py-3">
            <dt className="text-sm text-ink-muted">{t('testGateway.amount')}</dt>
            <dd data-slot="test-gateway-amount" className="text-lg font-semibold text-ink tabular-nums">
              {formatQepik(session.amountQepik, i18n.language)}
            </dd>
            <dt className="text-sm text-ink-muted">{t('testGateway.description')}</dt>
            <dd className="text-sm text-ink [overflow-wrap:anywhere]">{session.description}</dd>
          </dl>

          {error ? (
            <p role="alert" className="flex items-start gap-2 rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-800">
              <Icon icon={CircleAlertIcon} className="mt-0.5" />
              <span className="[overflow-wrap:anywhere]">{error}</span>
            </p>
          ) : null}

          {busy === 'REDIRECTING' ? (
            <p role="status" className="text-center text-sm text-ink-muted">
              {t('testGateway.redirecting')}
            </p>
          ) : open ? (
            <div data-slot="test-gateway-decisions" className="flex flex-col gap-3">
              <Button
                size="lg"
                isLoading={busy === TEST_GATEWAY_DECISION.PAY}
                disabled={waiting}
                onClick={() => onDecide(TEST_GATEWAY_DECISION.PAY)}
              >
                {t('testGateway.pay', { amount: formatQepik(session.amountQepik, i18n.language) })}
              </Button>
              <Button
                variant="outline"
                isLoading={busy === TEST_GATEWAY_DECISION.NEEDS_CONFIRMATION}
                disabled={waiting}
                onClick={() => onDecide(TEST_GATEWAY_DECISION.NEEDS_CONFIRMATION)}
              >
                {t('testGateway.needsConfirmation')}
              </Button>
              <Button
                variant="ghost"
                isLoading={busy === TEST_GATEWAY_DECISION.DECLINE}
                disabled={waiting}
                onClick={() => onDecide(TEST_GATEWAY_DECISION.DECLINE)}
              >
                {t('testGateway.decline')}
              </Button>
            </div>
          ) : confirming ? (
            <form data-slot="test-gateway-confirm" noValidate onSubmit={submitCode} className="flex flex-col gap-3">
              <h2 className="text-base font-semibold text-ink">{t('testGateway.confirmTitle')}</h2>
              <p className="text-sm text-ink-muted">
                {t('testGateway.confirmText', { length: TEST_GATEWAY_CONFIRM_CODE_LENGTH })}
              </p>
              <Field
                label={t('testGateway.code')}
                hint={session.confirmCodeHint ? t('testGateway.codeHint', { code: session.confirmCodeHint }) : undefined}
                error={codeError ?? undefined}
              >
                <Input
                  ref={codeRef}
                  value={code}
                  onChange={(event) => setCode(digitsOnly(event.target.value))}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]*"
                  spellCheck={false}
                  className="text-center font-semibold tracking-[0.4em] tabular-nums"
                />
              </Field>
              <Button
                type="submit"
                size="lg"
                isLoading={busy === 'CONFIRM'}
                disabled={waiting || code.length !== TEST_GATEWAY_CONFIRM_CODE_LENGTH}
              >
                {t('testGateway.confirm')}
              </Button>
              <Button
                type="button"
                variant="ghost"
                isLoading={busy === TEST_GATEWAY_DECISION.DECLINE}
                disabled={waiting}
                onClick={() => onDecide(TEST_GATEWAY_DECISION.DECLINE)}
              >
                {t('testGateway.decline')}
              </Button>
            </form>
          ) : (
            <div data-slot="test-gateway-closed" className="flex flex-col items-center gap-3 text-center">
              <p role="status" className="text-ink">
                {t(session.expired ? 'testGateway.closed.EXPIRED' : `testGateway.closed.${session.status}`)}
              </p>
              <Button variant="outline" asChild>
                <a href={shopHref}>{t('testGateway.backToShop')}</a>
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
