import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, type AccountType } from '@marketplace/contract';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { AuthFlowPanel, type AuthFlowCallbacks } from './AuthFlowPanel.tsx';
import type { AuthMode } from './authFlow.ts';

export type { CodeRequestResult } from './AuthFlowPanel.tsx';

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

function AuthDialog({ open, onOpenChange, accountType = ACCOUNT_TYPE.CLIENT, initialMode = 'login', ...panel }: AuthPopupProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState(initialMode);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(`auth.title.${mode}`)}
      description={t(accountType === ACCOUNT_TYPE.MERCHANT ? 'auth.subtitle.seller' : 'auth.subtitle.buyer')}
    >
      <AuthFlowPanel initialMode={initialMode} onModeChange={setMode} {...panel} />
    </Dialog>
  );
}
