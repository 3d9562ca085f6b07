import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@marketplace/contract';
import { JoinUsApps } from './JoinUsApps.tsx';
import { JoinUsAudience } from './JoinUsAudience.tsx';
import { JoinUsBenefits } from './JoinUsBenefits.tsx';
import { JoinUsLanding } from './JoinUsLanding.tsx';
import { JoinUsRegister } from './JoinUsRegister.tsx';

const t = (key: string | string[], options?: Record<string, unknown>) => getI18n().t(key, options);
const IDENTIFIER = 'nar.atelye@example.az';
const APP_STORE = 'https://apps.apple.com/app/id1';
const PLAY_STORE = 'https://play.google.com/store/apps/details?id=az.hediyye.seller';

const meta = {
  title: 'Widgets/JoinUsLanding',
  component: JoinUsLanding,
  parameters: { layout: 'fullscreen' },
  args: {
    onSignIn: fn(),
    onSignUp: fn(),
    policyHref: '/policy',
    appStoreUrl: APP_STORE,
    playStoreUrl: PLAY_STORE,
    registration: {
      onLogin: fn(async () => {}),
      onRequestCode: fn(async () => ({ otpId: 'otp-1', resendAfter: OTP_RESEND_SECONDS })),
      onVerifyCode: fn(async () => {}),
      onSetPassword: fn(async () => {}),
    },
  },
} satisfies Meta<typeof JoinUsLanding>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The registration card (the mode switch above it has a "sign up" button too). */
const registerForm = (canvas: HTMLElement) => {
  const section = within(canvas).getByRole('region', { name: t('joinus.register.title') });
  return { section, step: () => section.querySelector<HTMLElement>('form[data-step]')! };
};

export const Hero: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('joinus.hero.title') })).toBeVisible();
    // The embedded form waits for the person: nothing takes the focus when the page opens.
    await expect(canvas.getByRole('textbox', { name: t('auth.identifier.label') })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t('joinus.hero.signUp') }));
    await expect(args.onSignUp).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('joinus.hero.signIn') }));
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: t('joinus.nav.signIn') }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(2);
  },
};

export const AllSections: Story = {
  play: async ({ canvas }) => {
    for (const title of ['joinus.benefits.title', 'joinus.audience.title', 'joinus.register.title', 'joinus.apps.title']) {
      await expect(canvas.getByRole('heading', { level: 2, name: t(title) })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('link', { name: t('joinus.footer.policy') })).toHaveAttribute('href', '/policy');
  },
};

export const Benefits: Story = {
  render: () => <JoinUsBenefits />,
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const benefit of ['noCommission', 'easySetup', 'mobileApps']) {
      await expect(canvas.getByRole('heading', { name: t(`joinus.benefits.${benefit}.title`) })).toBeVisible();
    }
  },
};

export const WhoSellsHere: Story = {
  render: () => <JoinUsAudience />,
  play: async ({ canvas }) => {
    for (const audience of ['gifts', 'art', 'services']) {
      await expect(canvas.getByRole('heading', { name: t(`joinus.audience.${audience}.title`) })).toBeVisible();
    }
  },
};

export const RegisterInPage: Story = {
  render: (args) => <JoinUsRegister registration={args.registration} policyHref={args.policyHref} />,
  play: async ({ canvasElement, args, userEvent }) => {
    const { section, step } = registerForm(canvasElement);
    await expect(within(section).getByRole('button', { name: t('auth.modes.register'), pressed: true })).toBeVisible();
    await expect(within(section).getByText(t('joinus.register.steps.code', { digits: OTP_LENGTH }))).toBeVisible();
    await userEvent.type(within(section).getByRole('textbox', { name: t('auth.identifier.label') }), IDENTIFIER);
    await userEvent.click(within(step()).getByRole('button', { name: t('auth.actions.sendCode') }));
    await expect(args.registration.onRequestCode).toHaveBeenCalledWith('register', IDENTIFIER);
    await expect(await within(section).findByRole('textbox', { name: t('auth.code.label') })).toBeVisible();
  },
};

export const RegisterToTheEnd: Story = {
  render: (args) => <JoinUsRegister registration={args.registration} policyHref={args.policyHref} />,
  play: async ({ canvasElement, args, userEvent }) => {
    const { section, step } = registerForm(canvasElement);
    await userEvent.type(within(section).getByRole('textbox', { name: t('auth.identifier.label') }), IDENTIFIER);
    await userEvent.click(within(step()).getByRole('button', { name: t('auth.actions.sendCode') }));
    await userEvent.type(await within(section).findByRole('textbox', { name: t('auth.code.label') }), '123456');
    await userEvent.click(within(step()).getByRole('button', { name: t('auth.actions.verify') }));
    await userEvent.type(await within(section).findByLabelText(t('auth.password.newLabel')), 'Xalca-naxisi-2024');
    await userEvent.type(within(section).getByLabelText(t('auth.password.confirmLabel')), 'Xalca-naxisi-2024');
    await userEvent.click(within(step()).getByRole('button', { name: t('auth.actions.register') }));
    await waitFor(() =>
      expect(args.registration.onSetPassword).toHaveBeenCalledWith('register', {
        identifier: IDENTIFIER,
        otpId: 'otp-1',
        otp: '123456',
        password: 'Xalca-naxisi-2024',
      }),
    );
  },
};

export const RegisterRefused: Story = {
  args: {
    registration: {
      ...meta.args.registration,
      onRequestCode: fn(async () => {
        throw Object.assign(new Error('buyer'), { code: 'ACCOUNT_IS_BUYER' });
      }),
    },
  },
  render: (args) => <JoinUsRegister registration={args.registration} policyHref={args.policyHref} />,
  play: async ({ canvasElement, userEvent }) => {
    const { section, step } = registerForm(canvasElement);
    await userEvent.type(within(section).getByRole('textbox', { name: t('auth.identifier.label') }), IDENTIFIER);
    await userEvent.click(within(step()).getByRole('button', { name: t('auth.actions.sendCode') }));
    await expect(await within(section).findByRole('alert')).toHaveTextContent(
      t(['errors.ACCOUNT_IS_BUYER', 'errors.registration_failed']),
    );
  },
};

export const AppStoreLinks: Story = {
  render: (args) => <JoinUsApps appStoreUrl={args.appStoreUrl} playStoreUrl={args.playStoreUrl} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('frame.app.appStore') })).toHaveAttribute('href', APP_STORE);
    await expect(canvas.getByRole('link', { name: t('frame.app.playStore') })).toHaveAttribute('href', PLAY_STORE);
  },
};

const noSidewaysScroll = async () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('joinus.hero.signUp') })).toBeVisible();
    await noSidewaysScroll();
  },
};

export const PhoneBenefits: Story = {
  ...Benefits,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: noSidewaysScroll,
};

export const PhoneRegister: Story = {
  ...RegisterInPage,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await noSidewaysScroll();
  },
};

export const PhoneApps: Story = {
  ...AppStoreLinks,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: noSidewaysScroll,
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Turn your handmade work into a store that sells');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('joinus.hero.title'));
    await noSidewaysScroll();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mağazamı ücretsiz aç' })).toBeVisible();
  },
};
