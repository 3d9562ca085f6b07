import { useReducer, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { AUTH_ERROR_CODES, OTP_RESEND_SECONDS } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { AuthModeSwitch } from './AuthModeSwitch.tsx';
import { authFlowReducer, initialAuthFlow, isCodeMode, type AuthFlowAction, type AuthMode, type CodeMode } from './authFlow.ts';
import { CodeStep } from './CodeStep.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { IdentifierStep } from './IdentifierStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { useAsyncAction } from '../../forms/useAsyncAction.ts';
import { errorCodeOf, retryAfterOf } from '../../forms/errorMessage.ts';
import { formatCountdown } from '../../rules/countdown.ts';
import { useCountdown } from '../ResendCountdown/index.ts';

export interface CodeRequestResult {
  otpId: string;
  /** Seconds until a new code may be asked for; OTP_RESEND_SECONDS when not given. */
  resendAfter?: number;
}

export interface AuthFlowCallbacks {
  /** Each callback resolves on success or rejects with an error carrying `code`, shown as `errors.{code}`. */
  onLogin: (credentials: { identifier: string; password: string }) => Promise<void>;
  onRequestCode: (mode: CodeMode, identifier: string) => Promise<CodeRequestResult>;
  onVerifyCode: (mode: CodeMode, input: { identifier: string; otpId: string; otp: string }) => Promise<void>;
  onSetPassword: (mode: CodeMode, input: { identifier: string; otpId: string; otp: string; password: string }) => Promise<void>;
}

export interface AuthFlowPanelProps extends AuthFlowCallbacks {
  initialMode?: AuthMode;
  /** Prefills the identifier step (e.g. the e-mail that must sign in before an upgrade). */
  initialIdentifier?: string;
  /** The terms and rules page (spec §2: a policy link is in the auth popup). */
  policyHref: string;
  /**
   * Focus the identifier field when the panel appears (in a dialog). A panel placed in a page
   * leaves the focus where it is until the person starts using it.
   */
  focusOnMount?: boolean;
  onModeChange?: (mode: AuthMode) => void;
  /** False when only this account may go on (signing in before an upgrade): no switch to sign-up. */
  offerSignUp?: boolean;
  className?: string;
}

const FALLBACK_ERROR: Record<AuthMode, string> = {
  login: 'errors.login_failed',
  register: 'errors.registration_failed',
  reset: 'errors.password_reset_failed',
};

type PendingAction = 'submit' | 'resend';

/** The seconds to wait when a code was refused as asked too soon after the last one, else null. */
function tooSoonSeconds(error: unknown): number | null {
  return errorCodeOf(error) === AUTH_ERROR_CODES.OTP_RESEND_TOO_SOON ? retryAfterOf(error) : null;
}

/**
 * The steps of sign in, sign up and password reset (spec §2 "Auth popup") without a frame:
 * the popup puts them in a dialog, a landing page straight in its content. Presentational:
 * every server step is an async callback.
 */
export function AuthFlowPanel({
  initialMode = 'login',
  initialIdentifier = '',
  policyHref,
  focusOnMount = true,
  onModeChange,
  offerSignUp = true,
  className,
  onLogin,
  onRequestCode,
  onVerifyCode,
  onSetPassword,
}: AuthFlowPanelProps) {
  const { t } = useTranslation();
  const [flow, dispatchFlow] = useReducer(authFlowReducer, { mode: initialMode, identifier: initialIdentifier }, (start) => ({
    ...initialAuthFlow(start.mode),
    identifier: start.identifier,
  }));
  const [used, setUsed] = useState(false);
  const dispatch = (action: AuthFlowAction) => {
    setUsed(true);
    dispatchFlow(action);
  };
  const { mode, step, identifier, otpId, otp } = flow;
  const { pending, errorKeys, run, clearError } = useAsyncAction<PendingAction>(FALLBACK_ERROR[mode]);
  const busy = pending === 'submit';
  // A code asked for too soon after the last one: the seconds left, counting down; at zero the
  // message goes and the code may be asked for again.
  const tooSoon = useCountdown(0);
  const [waitingForCode, setWaitingForCode] = useState(false);
  const waiting = waitingForCode && tooSoon.secondsLeft > 0;
  // On the code step the resend button counts the same seconds down itself.
  const alert = (
    <FormAlert>
      {waitingForCode
        ? waiting && step === 'identifier'
          ? t('auth.tooSoon', { time: formatCountdown(tooSoon.secondsLeft) })
          : null
        : errorKeys
          ? t(errorKeys)
          : null}
    </FormAlert>
  );
  /** Asks for a code; a refusal as too soon starts the countdown to the next allowed request. */
  const requestCode = async (codeMode: CodeMode, typed: string) => {
    setWaitingForCode(false);
    try {
      return await onRequestCode(codeMode, typed);
    } catch (error) {
      const seconds = tooSoonSeconds(error);
      if (seconds !== null) {
        tooSoon.restart(seconds);
        setWaitingForCode(true);
      }
      throw error;
    }
  };

  const switchMode = (next: AuthMode) => {
    clearError();
    setWaitingForCode(false);
    dispatch({ type: 'switchMode', mode: next });
    onModeChange?.(next);
  };
  const back = () => {
    clearError();
    setWaitingForCode(false);
    dispatch({ type: 'back' });
  };

  const submitIdentifier = async (typed: string) => {
    if (!isCodeMode(mode)) {
      clearError();
      dispatch({ type: 'identifierAccepted', identifier: typed });
      return;
    }
    const sent = await run('submit', () => requestCode(mode, typed));
    if (sent.ok) {
      dispatch({ type: 'codeSent', identifier: typed, otpId: sent.value.otpId, resendAfter: sent.value.resendAfter });
    }
  };

  const resendCode = async (): Promise<number | null> => {
    if (!isCodeMode(mode)) return null;
    let wait: number | null = null;
    const sent = await run('resend', () =>
      requestCode(mode, identifier).catch((error: unknown) => {
        wait = tooSoonSeconds(error);
        throw error;
      }),
    );
    // Refused as too soon: the resend button counts down the seconds the server gave instead.
    if (!sent.ok) return wait;
    dispatch({ type: 'codeResent', otpId: sent.value.otpId });
    return sent.value.resendAfter ?? OTP_RESEND_SECONDS;
  };

  const submitCode = async (typedOtp: string) => {
    if (!isCodeMode(mode)) return;
    const verified = await run('submit', () => onVerifyCode(mode, { identifier, otpId, otp: typedOtp }));
    if (verified.ok) dispatch({ type: 'codeVerified', otp: typedOtp });
  };

  const submitPassword = async (password: string) => {
    await run('submit', () =>
      isCodeMode(mode) ? onSetPassword(mode, { identifier, otpId, otp, password }) : onLogin({ identifier, password }),
    );
  };

  return (
    <div data-slot="auth-popup" data-mode={mode} data-step={step} className={cn('flex flex-col gap-5', className)}>
      {offerSignUp && mode !== 'reset' && <AuthModeSwitch mode={mode} onChange={switchMode} />}
      <div key={flow.formKey}>
        {step === 'identifier' && (
          <IdentifierStep
            mode={mode}
            defaultIdentifier={identifier}
            busy={busy}
            submitDisabled={waiting}
            alert={alert}
            focusOnMount={focusOnMount || used}
            onSubmit={submitIdentifier}
          />
        )}
        {step === 'code' && (
          <CodeStep
            identifier={identifier}
            resendSeconds={flow.resendSeconds}
            busy={busy}
            resending={pending === 'resend'}
            alert={alert}
            onSubmit={submitCode}
            onResend={resendCode}
            onBack={back}
          />
        )}
        {step === 'password' && (
          <PasswordStep mode={mode} identifier={identifier} busy={busy} alert={alert} onSubmit={submitPassword} onBack={back} />
        )}
      </div>
      {mode === 'login' && (
        <Button variant="link" size="sm" className="self-center" onClick={() => switchMode('reset')}>
          {t('auth.forgotPassword')}
        </Button>
      )}
      {mode === 'reset' && (
        <Button variant="link" size="sm" className="self-center" onClick={() => switchMode('login')}>
          {t('auth.backToLogin')}
        </Button>
      )}
      <p className="text-center text-xs text-ink-muted">
        <Trans
          i18nKey="auth.policy"
          components={{
            // Trans puts the translation's link text inside.
            // eslint-disable-next-line jsx-a11y/anchor-has-content
            policyLink: <a href={policyHref} className="font-semibold text-caspian-700 underline underline-offset-2" />,
          }}
        />
      </p>
    </div>
  );
}
