import { useReducer, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, OTP_RESEND_SECONDS, type AccountType } from '@marketplace/contract';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { useAsyncAction } from '../../forms/useAsyncAction.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { AuthModeSwitch } from './AuthModeSwitch.tsx';
import { authFlowReducer, initialAuthFlow, isCodeMode, type AuthMode, type CodeMode } from './authFlow.ts';
import { CodeStep } from './CodeStep.tsx';
import { IdentifierStep } from './IdentifierStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';

export interface CodeRequestResult {
  otpId: string;
  /** Seconds until a new code may be asked for; OTP_RESEND_SECONDS when not given. */
  resendAfter?: number;
}

export interface AuthPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: AuthMode;
  /** Prefills the identifier step (e.g. the e-mail that must sign in before an upgrade). */
  initialIdentifier?: string;
  /** The kind of account this site signs up: a seller (2) on the merchant host, else a buyer. */
  accountType?: AccountType;
  /** The terms and rules page (spec §2: a policy link is in the auth popup). */
  policyHref: string;
  /** Each callback resolves on success or rejects with an error carrying `code`, shown as `errors.{code}`. */
  onLogin: (credentials: { identifier: string; password: string }) => Promise<void>;
  onRequestCode: (mode: CodeMode, identifier: string) => Promise<CodeRequestResult>;
  onVerifyCode: (mode: CodeMode, input: { identifier: string; otpId: string; otp: string }) => Promise<void>;
  onSetPassword: (
    mode: CodeMode,
    input: { identifier: string; otpId: string; otp: string; password: string },
  ) => Promise<void>;
}

const FALLBACK_ERROR: Record<AuthMode, string> = {
  login: 'errors.login_failed',
  register: 'errors.registration_failed',
  reset: 'errors.password_reset_failed',
};

/**
 * Sign in, sign up and password reset (spec §2 "Auth popup"). Presentational: every server
 * step is an async callback. Each opening starts afresh at `initialMode`.
 */
export function AuthPopup(props: AuthPopupProps) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setSession((count) => count + 1);
  }
  return <AuthDialog key={session} {...props} />;
}

type PendingAction = 'submit' | 'resend';

function AuthDialog({
  open,
  onOpenChange,
  initialMode = 'login',
  initialIdentifier = '',
  accountType = ACCOUNT_TYPE.CLIENT,
  policyHref,
  onLogin,
  onRequestCode,
  onVerifyCode,
  onSetPassword,
}: AuthPopupProps) {
  const { t } = useTranslation();
  const [flow, dispatch] = useReducer(authFlowReducer, { mode: initialMode, identifier: initialIdentifier }, (start) => ({
    ...initialAuthFlow(start.mode),
    identifier: start.identifier,
  }));
  const { mode, step, identifier, otpId, otp } = flow;
  const { pending, errorKeys, run, clearError } = useAsyncAction<PendingAction>(FALLBACK_ERROR[mode]);
  const busy = pending === 'submit';
  const alert = <FormAlert>{errorKeys ? t(errorKeys) : null}</FormAlert>;

  const switchMode = (next: AuthMode) => {
    clearError();
    dispatch({ type: 'switchMode', mode: next });
  };
  const back = () => {
    clearError();
    dispatch({ type: 'back' });
  };

  const submitIdentifier = async (typed: string) => {
    if (!isCodeMode(mode)) {
      clearError();
      dispatch({ type: 'identifierAccepted', identifier: typed });
      return;
    }
    const sent = await run('submit', () => onRequestCode(mode, typed));
    if (sent.ok) {
      dispatch({ type: 'codeSent', identifier: typed, otpId: sent.value.otpId, resendAfter: sent.value.resendAfter });
    }
  };

  const resendCode = async (): Promise<number | null> => {
    if (!isCodeMode(mode)) return null;
    const sent = await run('resend', () => onRequestCode(mode, identifier));
    if (!sent.ok) return null;
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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`auth.title.${mode}`)}
      description={t(accountType === ACCOUNT_TYPE.MERCHANT ? 'auth.subtitle.seller' : 'auth.subtitle.buyer')}
    >
      <div data-slot="auth-popup" data-mode={mode} data-step={step} className="flex flex-col gap-5">
        {mode !== 'reset' && <AuthModeSwitch mode={mode} onChange={switchMode} />}
        <div key={flow.formKey}>
          {step === 'identifier' && (
            <IdentifierStep
              mode={mode}
              defaultIdentifier={identifier}
              busy={busy}
              alert={alert}
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
            <PasswordStep
              mode={mode}
              identifier={identifier}
              busy={busy}
              alert={alert}
              onSubmit={submitPassword}
              onBack={back}
            />
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
              policyLink: <a href={policyHref} className="font-semibold text-caspian-700 underline underline-offset-2" />,
            }}
          />
        </p>
      </div>
    </Dialog>
  );
}
