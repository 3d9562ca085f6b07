import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, type AccountType } from '@marketplace/contract';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { AuthFlowPanel, type AuthFlowCallbacks } from './AuthFlowPanel.tsx';
import type { AuthMode } from './authFlow.ts';

export type { CodeRequestResult } from './AuthFlowPanel.tsx';

/**
 * `signIn`: sign in, sign up or reset. `confirmUpgrade`: a buyer who chose the upgrade to seller
 * proves the account is theirs with its password (or a reset); the popup says so and offers no sign-up.
 */
export type AuthPurpose = 'signIn' | 'confirmUpgrade';

export interface AuthPopupProps extends AuthFlowCallbacks {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialMode?: AuthMode;
  /** Prefills the identifier step (e.g. the e-mail that must sign in before an upgrade). */
  initialIdentifier?: string;
  /** The kind of account this site signs up: a seller (2) on the merchant host, else a buyer. */
  accountType?: AccountType;
  /** The terms and rules page (spec §2: a policy link is in the auth popup). */
  policyHref: string;
  purpose?: AuthPurpose;
  /** Where focus returns when the popup closes, when the element that opened it is not focused any more. */
  returnFocusTo?: HTMLElement | null;
}

/**
 * Sign in, sign up and password reset (spec §2 "Auth popup") in a dialog. Presentational:
 * every server step is an async callback. Each opening starts afresh at `initialMode`.
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

function AuthDialog({
  open,
  onOpenChange,
  accountType = ACCOUNT_TYPE.CLIENT,
  initialMode = 'login',
  purpose = 'signIn',
  returnFocusTo,
  ...panel
}: AuthPopupProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState(initialMode);
  const confirmingUpgrade = purpose === 'confirmUpgrade';
  const subtitle = accountType === ACCOUNT_TYPE.MERCHANT ? 'auth.subtitle.seller' : 'auth.subtitle.buyer';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={confirmingUpgrade && mode === 'login' ? t('auth.confirmUpgrade.title') : t(`auth.title.${mode}`)}
      description={
        confirmingUpgrade ? t('auth.confirmUpgrade.description', { identifier: panel.initialIdentifier ?? '' }) : t(subtitle)
      }
    >
      <AuthFlowPanel initialMode={initialMode} onModeChange={setMode} offerSignUp={!confirmingUpgrade} {...panel} />
    </Dialog>
  );
}
