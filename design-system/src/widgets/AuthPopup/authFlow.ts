import { OTP_RESEND_SECONDS } from '@marketplace/contract';

export type AuthMode = 'login' | 'register' | 'reset';
type AuthStep = 'identifier' | 'code' | 'password';
/** The modes that confirm the identifier with a one-time code. */
export type CodeMode = Exclude<AuthMode, 'login'>;

export interface AuthFlowState {
  mode: AuthMode;
  step: AuthStep;
  identifier: string;
  otpId: string;
  otp: string;
  /** Where the resend countdown starts when the code step opens. */
  resendSeconds: number;
  /** Changes whenever the form must start empty (a switch of mode), so the step forms remount. */
  formKey: number;
}

export type AuthFlowAction =
  | { type: 'switchMode'; mode: AuthMode }
  | { type: 'identifierAccepted'; identifier: string }
  | { type: 'codeSent'; identifier: string; otpId: string; resendAfter?: number }
  | { type: 'codeResent'; otpId: string }
  | { type: 'codeVerified'; otp: string }
  | { type: 'back' };

export function initialAuthFlow(mode: AuthMode): AuthFlowState {
  return { mode, step: 'identifier', identifier: '', otpId: '', otp: '', resendSeconds: OTP_RESEND_SECONDS, formKey: 0 };
}

export function isCodeMode(mode: AuthMode): mode is CodeMode {
  return mode !== 'login';
}

/**
 * Spec §2 "Auth popup": login is identifier → password; register and reset are
 * identifier → code → password. Back always returns to the identifier step (keeping
 * what was typed there); switching mode empties the whole form.
 */
export function authFlowReducer(state: AuthFlowState, action: AuthFlowAction): AuthFlowState {
  switch (action.type) {
    case 'switchMode':
      return { ...initialAuthFlow(action.mode), formKey: state.formKey + 1 };
    case 'identifierAccepted':
      if (state.mode !== 'login' || state.step !== 'identifier') return state;
      return { ...state, step: 'password', identifier: action.identifier };
    case 'codeSent':
      if (!isCodeMode(state.mode) || state.step !== 'identifier') return state;
      return {
        ...state,
        step: 'code',
        identifier: action.identifier,
        otpId: action.otpId,
        otp: '',
        resendSeconds: action.resendAfter ?? OTP_RESEND_SECONDS,
      };
    case 'codeResent':
      return state.step === 'code' ? { ...state, otpId: action.otpId } : state;
    case 'codeVerified':
      return state.step === 'code' ? { ...state, step: 'password', otp: action.otp } : state;
    case 'back':
      return { ...state, step: 'identifier', otpId: '', otp: '' };
  }
}
