import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, mocked, screen, waitFor, within } from 'storybook/test';
import { ACCOUNT_TYPE, OTP_RESEND_SECONDS } from '@marketplace/contract';
import { Button } from '../../primitives/Button/index.ts';
import { AuthPopup, type AuthPopupProps } from './AuthPopup.tsx';

type UserEvent = Parameters<NonNullable<StoryObj['play']>>[0]['userEvent'];

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const IDENTIFIER = 'nar.atelye@example.az';
const PHONE = '+994 50 123 45 67';

const meta = {
  title: 'Widgets/AuthPopup',
  component: AuthPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    policyHref: '/policy',
    onLogin: fn(async () => {}),
    onRequestCode: fn(async () => ({ otpId: 'otp-1', resendAfter: OTP_RESEND_SECONDS })),
    onVerifyCode: fn(async () => {}),
    onSetPassword: fn(async () => {}),
  },
} satisfies Meta<typeof AuthPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');
const identifierField = async () => within(await dialog()).getByRole('textbox', { name: t('auth.identifier.label') });
const codeField = async () => within(await dialog()).findByRole('textbox', { name: t('auth.code.label') });
/** A button of the current step (the mode switch above the form has a "sign in" button too). */
const button = async (name: string) => {
  const form = (await dialog()).querySelector<HTMLElement>('form[data-step]');
  if (!form) throw new Error('a step form should be open');
  return within(form).getByRole('button', { name });
};

async function submitIdentifier(userEvent: UserEvent, action: string, identifier = IDENTIFIER) {
  await userEvent.type(await identifierField(), identifier);
  await userEvent.click(await button(action));
}

async function reachCodeStep(userEvent: UserEvent, identifier = IDENTIFIER) {
  await submitIdentifier(userEvent, t('auth.actions.sendCode'), identifier);
  return codeField();
}

async function reachPasswordStep(userEvent: UserEvent) {
  await userEvent.type(await reachCodeStep(userEvent), '123456');
  await userEvent.click(await button(t('auth.actions.verify')));
  return within(await dialog()).findByLabelText(t('auth.password.newLabel'));
}

/** The strength meter under the new password, once the estimator has loaded and something is typed. */
async function strengthOf(password: HTMLElement, strength: 'weak' | 'medium' | 'strong') {
  await waitFor(() =>
    expect(password).toHaveAccessibleDescription(expect.stringContaining(t(`auth.password.strength.${strength}`))),
  );
  const meter = (await dialog()).querySelector<HTMLElement>('[data-slot="password-strength"]');
  await expect(meter).toHaveAttribute('data-strength', strength);
  return meter;
}

export const LoginIdentifierStep: Story = {
  play: async () => {
    const popup = await dialog();
    await expect(popup).toHaveAccessibleName(t('auth.title.login'));
    await expect(popup).toHaveAccessibleDescription(t('auth.subtitle.buyer'));
    const identifier = await identifierField();
    await waitFor(() => expect(identifier).toHaveFocus());
    await expect(identifier).toHaveAttribute('autocomplete', 'username');
    await expect(within(popup).getByRole('button', { name: t('auth.modes.login'), pressed: true })).toBeVisible();
    await expect(within(popup).getByRole('link', { name: /./ })).toHaveAttribute('href', '/policy');
  },
};

export const EmptyIdentifier: Story = {
  name: 'Empty identifier → inputs mismatch',
  play: async ({ args, userEvent }) => {
    await userEvent.click(await button(t('auth.actions.continue')));
    const identifier = await identifierField();
    await waitFor(() => expect(identifier).toHaveAttribute('aria-invalid', 'true'));
    await expect(identifier).toHaveAccessibleDescription(expect.stringContaining(t('errors.inputs_mismatch')));
    await userEvent.type(identifier, 'nar@');
    await userEvent.click(await button(t('auth.actions.continue')));
    await waitFor(() => expect(identifier).toHaveAccessibleDescription(expect.stringContaining(t('errors.INVALID_IDENTIFIER'))));
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const LoginPasswordStep: Story = {
  play: async ({ args, userEvent }) => {
    await submitIdentifier(userEvent, t('auth.actions.continue'));
    const password = await within(await dialog()).findByLabelText(t('auth.password.label'));
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await waitFor(() => expect(password).toHaveFocus());
    // No code step for login, and no request until the password is given.
    await expect(args.onRequestCode).not.toHaveBeenCalled();
    await userEvent.click(await button(t('auth.actions.login')));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onLogin).not.toHaveBeenCalled();
    await userEvent.type(password, 'nar-bagi-2026');
    await userEvent.click(await button(t('auth.actions.login')));
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({ identifier: IDENTIFIER, password: 'nar-bagi-2026' }));
  },
};

export const PrefilledIdentifier: Story = {
  name: 'Prefilled identifier (sign in before an upgrade)',
  args: { initialIdentifier: IDENTIFIER },
  play: async ({ args, userEvent }) => {
    await expect(await identifierField()).toHaveValue(IDENTIFIER);
    await userEvent.click(await button(t('auth.actions.continue')));
    const password = await within(await dialog()).findByLabelText(t('auth.password.label'));
    await userEvent.type(password, 'nar-bagi-2026');
    await userEvent.click(await button(t('auth.actions.login')));
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({ identifier: IDENTIFIER, password: 'nar-bagi-2026' }));
  },
};

/** A buyer who chose the upgrade to seller signs in first: the popup says why, for which account. */
export const ConfirmUpgrade: Story = {
  name: 'Sign in before the upgrade to seller',
  args: { purpose: 'confirmUpgrade', initialIdentifier: IDENTIFIER, accountType: ACCOUNT_TYPE.MERCHANT },
  play: async ({ args, userEvent }) => {
    const popup = await dialog();
    await expect(popup).toHaveAccessibleName('Hesabın sizin olduğunu təsdiqləyin');
    await expect(popup).toHaveAccessibleDescription(
      'nar.atelye@example.az alıcı hesabıdır. Onu satıcı hesabına yüksəltməzdən əvvəl hesabın sizə aid olduğunu təsdiqləmək üçün onun şifrəsi ilə daxil olun: daxil olan kimi yüksəltmə davam edəcək.',
    );
    await expect(await identifierField()).toHaveValue(IDENTIFIER);
    // Only this account can go on: no switch to sign-up; a forgotten password can still be reset.
    await expect(within(popup).queryByRole('group', { name: t('auth.modes.label') })).toBeNull();
    await expect(within(popup).getByRole('button', { name: t('auth.forgotPassword') })).toBeVisible();
    await userEvent.click(await button(t('auth.actions.continue')));
    await userEvent.type(await within(popup).findByLabelText(t('auth.password.label')), 'nar-bagi-2026');
    await userEvent.click(await button(t('auth.actions.login')));
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({ identifier: IDENTIFIER, password: 'nar-bagi-2026' }));
  },
};

/** A page opening the popup from its own button, as the navbar and the product page do. */
function OpenedFromAButton(args: AuthPopupProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('accountCorner.login')}</Button>
      <AuthPopup
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
      />
    </>
  );
}

export const FocusReturnsToTheOpener: Story = {
  name: 'Closed with Escape: focus back on the button that opened it',
  args: { open: false },
  render: (args) => <OpenedFromAButton {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: t('accountCorner.login') });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(async () => expect(await identifierField()).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const LoggingIn: Story = {
  name: 'Loading (login under way)',
  args: { onLogin: fn(() => new Promise<void>(() => {})) },
  play: async ({ userEvent }) => {
    await submitIdentifier(userEvent, t('auth.actions.continue'));
    await userEvent.type(await within(await dialog()).findByLabelText(t('auth.password.label')), 'nar-bagi-2026');
    await userEvent.click(await button(t('auth.actions.login')));
    const submit = await button(t('auth.actions.login'));
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
  },
};

export const RegisterCodeStepCountdownRunning: Story = {
  name: 'Register: code step, countdown running',
  args: { initialMode: 'register' },
  play: async ({ args, userEvent }) => {
    const code = await reachCodeStep(userEvent);
    await expect(args.onRequestCode).toHaveBeenCalledWith('register', IDENTIFIER);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAccessibleDescription('nar.atelye@example.az e-poçt ünvanına göndərilən 6 rəqəmli kodu daxil edin.');
    // The clock is frozen in stories, so the countdown holds at its start.
    const resend = await button(t('auth.resend.wait', { time: '0:45' }));
    await expect(resend).toBeDisabled();
    await expect(await button(t('auth.actions.verify'))).toBeDisabled();
  },
};

/** A phone number gets its code by text message: the hint names the number, not an address. */
export const RegisterCodeStepPhone: Story = {
  name: 'Register: code step, phone number',
  args: { initialMode: 'register' },
  play: async ({ args, userEvent }) => {
    const code = await reachCodeStep(userEvent, PHONE);
    await expect(args.onRequestCode).toHaveBeenCalledWith('register', PHONE);
    await expect(code).toHaveAccessibleDescription('+994 50 123 45 67 nömrəsinə SMS ilə göndərilən 6 rəqəmli kodu daxil edin.');
  },
};

export const CountdownFinished: Story = {
  name: 'Register: countdown finished, resend restarts it',
  args: { initialMode: 'register' },
  beforeEach: ({ args }) => {
    // The server allows a new code at once, then asks to wait the full time again.
    mocked(args.onRequestCode)
      .mockResolvedValueOnce({ otpId: 'otp-1', resendAfter: 0 })
      .mockResolvedValueOnce({ otpId: 'otp-2', resendAfter: OTP_RESEND_SECONDS });
  },
  play: async ({ args, userEvent }) => {
    await reachCodeStep(userEvent);
    const resend = await button(t('auth.resend.action'));
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(args.onRequestCode).toHaveBeenCalledTimes(2);
    await expect(args.onRequestCode).toHaveBeenLastCalledWith('register', IDENTIFIER);
    await waitFor(async () => expect(await button(t('auth.resend.wait', { time: '0:45' }))).toBeDisabled());
    // The newest code id is the one verified.
    await userEvent.type(await codeField(), '123456');
    await userEvent.click(await button(t('auth.actions.verify')));
    await waitFor(() =>
      expect(args.onVerifyCode).toHaveBeenCalledWith('register', { identifier: IDENTIFIER, otpId: 'otp-2', otp: '123456' }),
    );
  },
};

/** What the app's API client rejects with when a code is asked for too soon (retry_after from the answer). */
const tooSoon = (retryAfter: number) =>
  Object.assign(new Error('A code was sent a moment ago'), { code: 'OTP_RESEND_TOO_SOON', retryAfter });

export const CodeAskedTooSoon: Story = {
  name: 'Register: a code asked too soon shows the seconds left',
  args: {
    initialMode: 'register',
    onRequestCode: fn(async () => {
      throw tooSoon(42);
    }),
  },
  play: async ({ userEvent }) => {
    await submitIdentifier(userEvent, t('auth.actions.sendCode'));
    const alert = await within(await dialog()).findByRole('alert');
    // The clock is frozen in stories, so the countdown holds at its start.
    await expect(alert).toHaveTextContent(t('auth.tooSoon', { time: '0:42' }));
    await expect(await button(t('auth.actions.sendCode'))).toBeDisabled();
  },
};

export const CodeAskedTooSoonCountsDown: Story = {
  name: 'Register: the too-soon seconds count down, then a code may be asked',
  parameters: { freeze: { clock: false } },
  args: { initialMode: 'register' },
  beforeEach: ({ args }) => {
    mocked(args.onRequestCode).mockRejectedValueOnce(tooSoon(2));
  },
  play: async ({ args, userEvent }) => {
    await submitIdentifier(userEvent, t('auth.actions.sendCode'));
    const alert = await within(await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent(t('auth.tooSoon', { time: '0:02' }));
    await expect(await button(t('auth.actions.sendCode'))).toBeDisabled();
    await waitFor(() => expect(alert).toHaveTextContent(t('auth.tooSoon', { time: '0:01' })), { timeout: 3000 });
    // At zero the message goes and the code may be asked for again.
    await waitFor(async () => expect(await button(t('auth.actions.sendCode'))).toBeEnabled(), { timeout: 3000 });
    await expect(within(await dialog()).queryByRole('alert')).toBeNull();
    await expect(args.onRequestCode).toHaveBeenCalledTimes(1);
  },
};

export const ResendTooSoon: Story = {
  name: 'Register: a resend refused as too soon counts down the seconds the server gave',
  args: { initialMode: 'register' },
  beforeEach: ({ args }) => {
    mocked(args.onRequestCode).mockResolvedValueOnce({ otpId: 'otp-1', resendAfter: 0 }).mockRejectedValueOnce(tooSoon(30));
  },
  play: async ({ userEvent }) => {
    await reachCodeStep(userEvent);
    await userEvent.click(await button(t('auth.resend.action')));
    await waitFor(async () => expect(await button(t('auth.resend.wait', { time: '0:30' }))).toBeDisabled());
    await expect(within(await dialog()).queryByRole('alert')).toBeNull();
  },
};

export const OtpDigitsOnly: Story = {
  name: 'Code: digits only, button waits for 6',
  args: { initialMode: 'register' },
  play: async ({ args, userEvent }) => {
    const code = await reachCodeStep(userEvent);
    const verify = await button(t('auth.actions.verify'));
    await userEvent.type(code, '12ab3-4');
    await expect(code).toHaveValue('1234');
    await expect(verify).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerifyCode).not.toHaveBeenCalled();
    await userEvent.type(code, '5678');
    await expect(code).toHaveValue('123456');
    await expect(verify).toBeEnabled();
    // A pasted code keeps its digits only.
    await userEvent.clear(code);
    await userEvent.paste('987 654');
    await expect(code).toHaveValue('987654');
  },
};

export const RegisterPasswordMismatch: Story = {
  name: 'Register: password step, mismatch',
  args: { initialMode: 'register' },
  play: async ({ args, userEvent }) => {
    const password = await reachPasswordStep(userEvent);
    await expect(args.onVerifyCode).toHaveBeenCalledWith('register', { identifier: IDENTIFIER, otpId: 'otp-1', otp: '123456' });
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    const confirm = within(await dialog()).getByLabelText(t('auth.password.confirmLabel'));
    await expect(confirm).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.type(password, 'xalca-ustasi-7');
    await strengthOf(password, 'strong');
    await userEvent.type(confirm, 'xalca-ustasi-8');
    await userEvent.click(await button(t('auth.actions.register')));
    await waitFor(() => expect(confirm).toHaveAccessibleDescription(t('auth.validation.passwordMismatch')));
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};

export const RegisterComplete: Story = {
  name: 'Register: all steps to the end',
  args: { initialMode: 'register', accountType: ACCOUNT_TYPE.MERCHANT },
  play: async ({ args, userEvent }) => {
    await expect(await dialog()).toHaveAccessibleDescription(t('auth.subtitle.seller'));
    const password = await reachPasswordStep(userEvent);
    await userEvent.type(password, 'short');
    await userEvent.click(await button(t('auth.actions.register')));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining(t('auth.validation.passwordTooShort', { min: 8 }))),
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'xalca-ustasi-7');
    await strengthOf(password, 'strong');
    await userEvent.type(within(await dialog()).getByLabelText(t('auth.password.confirmLabel')), 'xalca-ustasi-7');
    await userEvent.click(await button(t('auth.actions.register')));
    await waitFor(() =>
      expect(args.onSetPassword).toHaveBeenCalledWith('register', {
        identifier: IDENTIFIER,
        otpId: 'otp-1',
        otp: '123456',
        password: 'xalca-ustasi-7',
      }),
    );
  },
};

export const PasswordWeak: Story = {
  name: 'Register: a weak password, and why',
  args: { initialMode: 'register' },
  play: async ({ userEvent }) => {
    const password = await reachPasswordStep(userEvent);
    await userEvent.type(password, 'aaaaaaaa');
    await strengthOf(password, 'weak');
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(t('errors.PASSWORD_REPEATED')));
    await userEvent.clear(password);
    await userEvent.type(password, 'password');
    await strengthOf(password, 'weak');
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(t('errors.PASSWORD_TOO_COMMON'))));
    // Built on the account's own e-mail (nar.atelye@…).
    await userEvent.clear(password);
    await userEvent.type(password, 'atelye2026');
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining(t('errors.PASSWORD_PERSONAL'))));
  },
};

export const PasswordMedium: Story = {
  name: 'Reset: a medium password',
  args: { initialMode: 'reset' },
  play: async ({ userEvent }) => {
    const password = await reachPasswordStep(userEvent);
    await userEvent.type(password, 'sarı-gəlin');
    await strengthOf(password, 'medium');
    await expect(password).not.toHaveAccessibleDescription(expect.stringContaining(t('errors.WEAK_PASSWORD')));
  },
};

export const PasswordStrong: Story = {
  name: 'Register: a strong password',
  args: { initialMode: 'register' },
  play: async ({ userEvent }) => {
    const password = await reachPasswordStep(userEvent);
    await userEvent.type(password, 'Xalça-naxışı-2024');
    await strengthOf(password, 'strong');
  },
};

export const WeakPasswordRefused: Story = {
  name: 'Register: a weak password is refused, saying why',
  args: { initialMode: 'register' },
  play: async ({ args, userEvent }) => {
    const password = await reachPasswordStep(userEvent);
    await userEvent.type(password, '12345678');
    await userEvent.type(within(await dialog()).getByLabelText(t('auth.password.confirmLabel')), '12345678');
    await strengthOf(password, 'weak');
    await userEvent.click(await button(t('auth.actions.register')));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(t('errors.PASSWORD_TOO_COMMON')));
    await expect(args.onSetPassword).not.toHaveBeenCalled();
  },
};

export const ServerRefusesPassword: Story = {
  name: 'Reset: the server refuses the password, saying why',
  args: {
    initialMode: 'reset',
    onSetPassword: fn(async () => {
      throw Object.assign(new Error('weak'), { code: 'PASSWORD_PERSONAL' });
    }),
  },
  play: async ({ userEvent }) => {
    const password = await reachPasswordStep(userEvent);
    await userEvent.type(password, 'Xalça-naxışı-2024');
    await userEvent.click(await button(t('auth.actions.reset')));
    await expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(t('errors.PASSWORD_PERSONAL'));
    await expect(password).toHaveValue('Xalça-naxışı-2024');
  },
};

export const ResetIdentifierStep: Story = {
  name: 'Reset: identifier step',
  args: { initialMode: 'reset' },
  play: async ({ userEvent }) => {
    const popup = await dialog();
    await expect(popup).toHaveAccessibleName(t('auth.title.reset'));
    await expect(within(popup).queryByRole('group', { name: t('auth.modes.label') })).toBeNull();
    await userEvent.click(within(popup).getByRole('button', { name: t('auth.backToLogin') }));
    await waitFor(() => expect(popup).toHaveAccessibleName(t('auth.title.login')));
  },
};

export const ResetCodeStep: Story = {
  name: 'Reset: code step',
  args: { initialMode: 'reset' },
  play: async ({ args, userEvent }) => {
    const code = await reachCodeStep(userEvent);
    await expect(args.onRequestCode).toHaveBeenCalledWith('reset', IDENTIFIER);
    await expect(code).toHaveAccessibleDescription('nar.atelye@example.az e-poçt ünvanına göndərilən 6 rəqəmli kodu daxil edin.');
  },
};

export const ResetCodeStepPhoneRussian: Story = {
  name: 'Reset: code step, phone number (ru)',
  globals: { locale: 'ru' },
  args: { initialMode: 'reset' },
  play: async ({ args, userEvent }) => {
    const code = await reachCodeStep(userEvent, PHONE);
    await expect(args.onRequestCode).toHaveBeenCalledWith('reset', PHONE);
    await expect(code).toHaveAccessibleDescription('Введите код из 6 цифр, отправленный в SMS на номер +994 50 123 45 67.');
  },
};

export const ResetCodeStepEmailRussian: Story = {
  name: 'Reset: code step, e-mail (ru)',
  globals: { locale: 'ru' },
  args: { initialMode: 'reset' },
  play: async ({ userEvent }) => {
    const code = await reachCodeStep(userEvent);
    await expect(code).toHaveAccessibleDescription('Введите код из 6 цифр, отправленный на почту nar.atelye@example.az.');
  },
};

export const ResetPasswordStep: Story = {
  name: 'Reset: password step (no repeat)',
  args: { initialMode: 'reset' },
  play: async ({ args, userEvent }) => {
    const password = await reachPasswordStep(userEvent);
    await expect(within(await dialog()).queryByLabelText(t('auth.password.confirmLabel'))).toBeNull();
    await userEvent.type(password, 'yeni-sifre-2026');
    await strengthOf(password, 'strong');
    await userEvent.click(await button(t('auth.actions.reset')));
    await waitFor(() =>
      expect(args.onSetPassword).toHaveBeenCalledWith('reset', {
        identifier: IDENTIFIER,
        otpId: 'otp-1',
        otp: '123456',
        password: 'yeni-sifre-2026',
      }),
    );
  },
};

export const ServerError: Story = {
  name: 'Server error (INCORRECT_OTP)',
  args: {
    initialMode: 'reset',
    onVerifyCode: fn(async () => {
      throw Object.assign(new Error('incorrect'), { code: 'INCORRECT_OTP' });
    }),
  },
  play: async ({ userEvent }) => {
    const code = await reachCodeStep(userEvent);
    await userEvent.type(code, '111111');
    await userEvent.click(await button(t('auth.actions.verify')));
    const alert = await within(await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.INCORRECT_OTP'));
    // The typed code stays, to be corrected.
    await expect(code).toHaveValue('111111');
    await expect(within(await dialog()).queryByLabelText(t('auth.password.newLabel'))).toBeNull();
  },
};

export const UnknownServerError: Story = {
  name: 'Server error without a known code → fallback',
  args: {
    initialMode: 'register',
    onRequestCode: fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  },
  play: async ({ userEvent }) => {
    await submitIdentifier(userEvent, t('auth.actions.sendCode'));
    await expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(t('errors.registration_failed'));
    await expect(await identifierField()).toHaveValue(IDENTIFIER);
  },
};

export const SwitchingTypeClearsForm: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await identifierField(), IDENTIFIER);
    const modes = within(await dialog()).getByRole('group', { name: t('auth.modes.label') });
    await userEvent.click(within(modes).getByRole('button', { name: t('auth.modes.register') }));
    await expect(await dialog()).toHaveAccessibleName(t('auth.title.register'));
    await expect(within(modes).getByRole('button', { name: t('auth.modes.register') })).toHaveAttribute('aria-pressed', 'true');
    await expect(await identifierField()).toHaveValue('');
    await expect(await button(t('auth.actions.sendCode'))).toBeVisible();

    await submitIdentifier(userEvent, t('auth.actions.sendCode'));
    await codeField();
    await userEvent.click(within(modes).getByRole('button', { name: t('auth.modes.login') }));
    await expect(await identifierField()).toHaveValue('');
  },
};

export const BackReturnsToIdentifier: Story = {
  args: { initialMode: 'register' },
  play: async ({ userEvent }) => {
    await reachPasswordStep(userEvent);
    await userEvent.click(await button(t('auth.actions.back')));
    const identifier = await identifierField();
    await expect(identifier).toHaveValue(IDENTIFIER);
    await waitFor(() => expect(identifier).toHaveFocus());
    await expect(await button(t('auth.actions.sendCode'))).toBeVisible();
  },
};

export const LongAzerbaijaniError: Story = {
  name: 'Long az texts (seller, error)',
  args: {
    initialMode: 'register',
    accountType: ACCOUNT_TYPE.MERCHANT,
    onRequestCode: fn(async () => {
      throw Object.assign(new Error('taken'), { code: 'IDENTIFIER_TAKEN' });
    }),
  },
  play: async ({ userEvent }) => {
    await submitIdentifier(userEvent, t('auth.actions.sendCode'), 'ilkin.məmmədov.xalçaçılıq.emalatxanası@example.az');
    const alert = await within(await dialog()).findByRole('alert');
    await expect(alert).toHaveTextContent(t('errors.IDENTIFIER_TAKEN'));
    const popup = await dialog();
    await expect(popup.scrollWidth).toBeLessThanOrEqual(popup.clientWidth);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { initialMode: 'register' },
  play: async ({ userEvent }) => {
    await reachCodeStep(userEvent);
    const popup = await dialog();
    await expect(Math.round(popup.getBoundingClientRect().width)).toBe(window.innerWidth);
    await expect(popup.scrollWidth).toBeLessThanOrEqual(popup.clientWidth);
    // Actions stack on a phone, the main one on top.
    const verify = await button(t('auth.actions.verify'));
    const back = await button(t('auth.actions.back'));
    await expect(verify.getBoundingClientRect().bottom).toBeLessThanOrEqual(back.getBoundingClientRect().top);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async () => {
    await expect(await dialog()).toHaveAccessibleName('Sign in');
  },
};
