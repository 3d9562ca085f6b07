import { describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@marketplace/contract';
import { authFlowReducer, initialAuthFlow, type AuthFlowAction, type AuthFlowState } from './authFlow.ts';

const run = (state: AuthFlowState, ...actions: AuthFlowAction[]) => actions.reduce(authFlowReducer, state);

describe('authFlowReducer', () => {
  it('takes login from the identifier to the password step', () => {
    const state = run(initialAuthFlow('login'), { type: 'identifierAccepted', identifier: 'nar@atelye.az' });
    expect(state).toMatchObject({ step: 'password', identifier: 'nar@atelye.az' });
  });

  it('never sends login through a code step', () => {
    const state = run(initialAuthFlow('login'), { type: 'codeSent', identifier: 'a@b.az', otpId: 'x' });
    expect(state.step).toBe('identifier');
  });

  it.each(['register', 'reset'] as const)('takes %s through identifier → code → password', (mode) => {
    let state = run(initialAuthFlow(mode), { type: 'identifierAccepted', identifier: 'a@b.az' });
    expect(state.step).toBe('identifier');
    state = run(state, { type: 'codeSent', identifier: 'a@b.az', otpId: 'otp-1' });
    expect(state).toMatchObject({ step: 'code', otpId: 'otp-1', resendSeconds: OTP_RESEND_SECONDS });
    state = run(state, { type: 'codeVerified', otp: '123456' });
    expect(state).toMatchObject({ step: 'password', identifier: 'a@b.az', otpId: 'otp-1', otp: '123456' });
  });

  it('starts the countdown where the server says a new code is allowed', () => {
    const state = run(initialAuthFlow('register'), { type: 'codeSent', identifier: 'a@b.az', otpId: 'x', resendAfter: 30 });
    expect(state.resendSeconds).toBe(30);
  });

  it('keeps the newest code id after a resend', () => {
    const state = run(
      initialAuthFlow('reset'),
      { type: 'codeSent', identifier: 'a@b.az', otpId: 'first' },
      { type: 'codeResent', otpId: 'second' },
      { type: 'codeVerified', otp: '654321' },
    );
    expect(state).toMatchObject({ step: 'password', otpId: 'second', otp: '654321' });
  });

  it('goes back to the identifier step from any step, keeping the identifier but not the code', () => {
    const atPassword = run(
      initialAuthFlow('register'),
      { type: 'codeSent', identifier: 'a@b.az', otpId: 'x' },
      { type: 'codeVerified', otp: '123456' },
    );
    const back = run(atPassword, { type: 'back' });
    expect(back).toMatchObject({ step: 'identifier', identifier: 'a@b.az', otpId: '', otp: '' });
    expect(back.formKey).toBe(atPassword.formKey);
  });

  it('empties the form when the mode switches', () => {
    const typed = run(initialAuthFlow('login'), { type: 'identifierAccepted', identifier: 'a@b.az' });
    const switched = run(typed, { type: 'switchMode', mode: 'register' });
    expect(switched).toMatchObject({ mode: 'register', step: 'identifier', identifier: '' });
    expect(switched.formKey).not.toBe(typed.formKey);
  });
});
