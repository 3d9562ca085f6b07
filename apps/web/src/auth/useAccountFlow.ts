import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  AUTH_ERROR_CODES,
  REGISTER_CASE,
  RESET_RESULT,
  type AccountType,
  type PublicConfig,
  type SessionAnswer,
  type Site,
} from '@marketplace/contract';
import type { AuthPurpose } from '@marketplace/design-system';
import { isApiError } from '../api/ApiError.ts';
import { AccountFlowError, FLOW_FALLBACK_CODES } from './AccountFlowError.ts';
import type { AuthApi } from './authApi.ts';
import { focusedOpener } from './focusedOpener.ts';
import { forgetPromisedHandoff, keepHandoffNonce, promiseHandoff } from './handoffStorage.ts';
import { decideLoginOutcome } from './loginOutcome.ts';
import { clearTempToken, readTempToken, saveSession, saveTempOtpId, saveTempToken } from './sessionStore.ts';
import { EXPECTED_ACCOUNT_TYPE, handoffRedirectUrl, handoffStartUrl } from './siteAccounts.ts';

export type AuthMode = 'login' | 'register' | 'reset';
type CodeMode = Exclude<AuthMode, 'login'>;

export interface PopupState {
  open: boolean;
  mode: AuthMode;
  /** Prefilled identifier (e.g. the e-mail that must log in before upgrading). */
  identifier: string;
  /** `confirmUpgrade`: the buyer chose the upgrade and signs in to prove the account is theirs. */
  purpose: AuthPurpose;
  /** Changes on every (re)opening, so the popup starts from a clean form. */
  key: number;
}

export type ConflictState =
  | { variant: 'buyerOnSellerHost'; identifier: string }
  | { variant: 'sellerOnShopperHost'; identifier: string; sellerPanelHref: string; token: string | null }
  | null;

export interface AccountFlowDeps {
  site: Site;
  api: AuthApi;
  config: PublicConfig;
  /** Leaves the page for another address. */
  go: (url: string) => void;
  /** Show the popup (login mode) from the first render, as the merchant panel's guard does. */
  popupInitiallyOpen?: boolean;
}

export interface CodeRequestAnswer {
  otpId: string;
  resendAfter: number;
}

interface CodeStep {
  identifier: string;
  otpId: string;
  otp: string;
}

function codeOf(error: unknown): string | null {
  return isApiError(error) || error instanceof AccountFlowError ? error.code : null;
}

/**
 * The account flow of a site: the auth popup's calls (login, register, reset), what a
 * session answer leads to on this host (ARCHITECTURE §4), and the conflict screen.
 */
export function useAccountFlow({ site, api, config, go, popupInitiallyOpen = false }: AccountFlowDeps) {
  const expectedType = EXPECTED_ACCOUNT_TYPE[site];
  const [popup, setPopup] = useState<PopupState>({
    open: popupInitiallyOpen,
    mode: 'login',
    identifier: '',
    purpose: 'signIn',
    key: 0,
  });
  const [conflict, setConflict] = useState<ConflictState>(null);
  /** The page's control that opened the popup: focus returns there from the popup and the screens after it. */
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  /** The user already chose the upgrade and logs in only to get the temporary token. */
  const upgradeAfterLogin = useRef(false);

  // The temporary token lives as long as the conflict screen that kept it, which is this page's
  // state only: one left from an earlier page (reloaded while the screen showed, or an upgrade
  // done) is dropped, so no screen or upgrade ever goes on with a token nobody sees.
  useEffect(() => {
    clearTempToken();
  }, []);

  /** `from`: the control that asked for it, when focus has moved on since; else the focused one. */
  const openPopup = useCallback((mode: AuthMode = 'login', identifier = '', from: HTMLElement | null = null) => {
    // Opened again from the conflict screen: the control that opened the first popup stays the one.
    const control = from ?? focusedOpener();
    if (control) setOpener(control);
    setConflict(null);
    setPopup((current) => ({ open: true, mode, identifier, purpose: 'signIn', key: current.key + 1 }));
  }, []);

  const closePopup = useCallback(() => {
    upgradeAfterLogin.current = false;
    setPopup((current) => ({ ...current, open: false }));
  }, []);

  const showConflict = useCallback((next: NonNullable<ConflictState>) => {
    setPopup((current) => ({ ...current, open: false }));
    setConflict(next);
  }, []);

  /** Through the redirect page of this host: a sign-in code bound to a nonce this tab keeps. */
  const signInThroughRedirect = useCallback(
    async (token: string, type: AccountType) => {
      const code = await api.createHandoff(token, keepHandoffNonce());
      go(handoffRedirectUrl(config, type, code));
    },
    [api, config, go],
  );

  const upgrade = useCallback(
    async (tempToken: string) => {
      const session = await api.upgradeAccount(tempToken);
      saveSession(session);
      await signInThroughRedirect(session.token, session.type);
    },
    [api, signInThroughRedirect],
  );

  /** A session answer (login, registration, reset) on this host. */
  const handleSession = useCallback(
    async (answer: SessionAnswer, identifier: string) => {
      switch (decideLoginOutcome(site, answer.type)) {
        case 'signedIn':
          saveSession(answer);
          await signInThroughRedirect(answer.token, answer.type);
          setPopup((current) => ({ ...current, open: false }));
          return;
        case 'offerUpgrade':
          saveTempToken(answer.token);
          if (upgradeAfterLogin.current) {
            upgradeAfterLogin.current = false;
            await upgrade(answer.token);
            return;
          }
          showConflict({ variant: 'buyerOnSellerHost', identifier });
          return;
        case 'sellerElsewhere':
          // The seller panel's redirect page will ask this tab for a code bound to its own nonce.
          promiseHandoff(answer.token, answer.type);
          showConflict({
            variant: 'sellerOnShopperHost',
            identifier,
            sellerPanelHref: handoffStartUrl(config, answer.type, site),
            token: answer.token,
          });
          return;
        case 'refused':
          // This host keeps no session of a kind it does not serve.
          await api.logoutAt('', answer.token).catch(() => undefined);
          throw new AccountFlowError(AUTH_ERROR_CODES.ACCOUNT_TYPE_NOT_ALLOWED);
      }
    },
    [api, config, showConflict, signInThroughRedirect, site, upgrade],
  );

  /** Registration answers a conflict code when the e-mail belongs to the other kind. */
  const handleRegisterConflict = useCallback(
    (error: unknown, identifier: string): void => {
      const code = codeOf(error);
      if (code === AUTH_ERROR_CODES.ACCOUNT_IS_BUYER && site === 'merchant') {
        showConflict({ variant: 'buyerOnSellerHost', identifier });
      } else if (code === AUTH_ERROR_CODES.ACCOUNT_IS_SELLER && site === 'shopper') {
        showConflict({ variant: 'sellerOnShopperHost', identifier, sellerPanelHref: config.merchantUrl, token: null });
      }
    },
    [config.merchantUrl, showConflict, site],
  );

  const onLogin = useCallback(
    async ({ identifier, password }: { identifier: string; password: string }) => {
      const answer = await api.login({ identifier, password, type: expectedType });
      await handleSession(answer, identifier);
    },
    [api, expectedType, handleSession],
  );

  const onRequestCode = useCallback(
    async (mode: CodeMode, identifier: string): Promise<CodeRequestAnswer> => {
      if (mode === 'reset') {
        const answer = await api.resetPassword({ identifier });
        if ('resend_after' in answer) return { otpId: answer.result, resendAfter: answer.resend_after };
        throw new AccountFlowError(FLOW_FALLBACK_CODES.reset);
      }
      try {
        const answer = await api.register({ identifier, type: expectedType });
        if (answer.case !== REGISTER_CASE.CODE_SENT) throw new AccountFlowError(FLOW_FALLBACK_CODES.registration);
        saveTempOtpId(answer.otp_id);
        return { otpId: answer.otp_id, resendAfter: answer.resend_after };
      } catch (error) {
        handleRegisterConflict(error, identifier);
        throw error;
      }
    },
    [api, expectedType, handleRegisterConflict],
  );

  const onVerifyCode = useCallback(
    async (mode: CodeMode, { identifier, otpId, otp }: CodeStep): Promise<void> => {
      if (mode === 'reset') {
        const answer = await api.resetPassword({ identifier, otp_id: otpId, otp });
        if (answer.result === RESET_RESULT.ENTER_NEW_PASSWORD) return;
        if (answer.result === RESET_RESULT.INCORRECT_OTP) throw new AccountFlowError(RESET_RESULT.INCORRECT_OTP);
        throw new AccountFlowError(FLOW_FALLBACK_CODES.reset);
      }
      const answer = await api.register({ identifier, type: expectedType, otp_id: otpId, otp });
      if (answer.case !== REGISTER_CASE.ENTER_PASSWORD) throw new AccountFlowError(FLOW_FALLBACK_CODES.registration);
    },
    [api, expectedType],
  );

  const onSetPassword = useCallback(
    async (mode: CodeMode, { identifier, otpId, otp, password }: CodeStep & { password: string }) => {
      if (mode === 'reset') {
        const answer = await api.resetPassword({ identifier, otp_id: otpId, otp, password });
        if (answer.result !== RESET_RESULT.PASSWORD_RESETED || !('token' in answer)) {
          throw new AccountFlowError(FLOW_FALLBACK_CODES.reset);
        }
        await handleSession(answer, identifier);
        return;
      }
      const answer = await api.register({ identifier, type: expectedType, otp_id: otpId, otp, password });
      if (answer.case !== REGISTER_CASE.LOGGED_IN) throw new AccountFlowError(FLOW_FALLBACK_CODES.registration);
      await handleSession(answer, identifier);
    },
    [api, expectedType, handleSession],
  );

  /** Conflict screen, buyer on the merchant host: upgrade now, or log in first to get the temporary token. */
  const onUpgrade = useCallback(async () => {
    const tempToken = readTempToken();
    if (tempToken) {
      await upgrade(tempToken);
      return;
    }
    const identifier = conflict?.variant === 'buyerOnSellerHost' ? conflict.identifier : '';
    upgradeAfterLogin.current = true;
    setConflict(null);
    // The popup says why: the upgrade goes on once the account has proved to be theirs.
    setPopup((current) => ({ open: true, mode: 'login', identifier, purpose: 'confirmUpgrade', key: current.key + 1 }));
  }, [conflict, upgrade]);

  /** Closing the conflict screen keeps nothing of the attempt. */
  const dismissConflict = useCallback(() => {
    clearTempToken();
    forgetPromisedHandoff();
    upgradeAfterLogin.current = false;
    setConflict(null);
  }, []);

  const onUseDifferentEmail = useCallback(() => {
    clearTempToken();
    forgetPromisedHandoff();
    if (conflict?.variant === 'sellerOnShopperHost' && conflict.token) {
      // The seller's session made by this login is of no use on the shopper host.
      void api.logoutAt('', conflict.token).catch(() => undefined);
    }
    upgradeAfterLogin.current = false;
    openPopup('login');
  }, [api, conflict, openPopup]);

  return useMemo(
    () => ({
      popup,
      conflict,
      opener,
      openPopup,
      closePopup,
      onLogin,
      onRequestCode,
      onVerifyCode,
      onSetPassword,
      onUpgrade,
      onUseDifferentEmail,
      dismissConflict,
    }),
    [
      popup,
      conflict,
      opener,
      openPopup,
      closePopup,
      onLogin,
      onRequestCode,
      onVerifyCode,
      onSetPassword,
      onUpgrade,
      onUseDifferentEmail,
      dismissConflict,
    ],
  );
}

export type AccountFlow = ReturnType<typeof useAccountFlow>;
