import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import type { TestGatewayDecision } from '@marketplace/contract';
import { TestGatewayPage, type TestGatewayBusy, type TestGatewayPageProps } from './TestGatewayPage.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const button = (key: string, options?: Record<string, unknown>) => ({ name: t(`testGateway.${key}`, options) });

const OPEN: NonNullable<TestGatewayPageProps['session']> = {
  amountQepik: 123_450,
  description: 'Nar Keramika: 2 məhsul, Xalça Evi Şəki: 1 məhsul',
  status: 'OPEN',
  expired: false,
  confirmCodeHint: null,
};
/** Errors arrive translated by the app. */
const NETWORK_ERROR = 'Serverə qoşulmaq alınmadı. Yenidən cəhd edin.';
const WRONG_CODE = 'Bu, bankın göndərdiyi kod deyil.';
const CONFIRMING = { ...OPEN, status: 'NEEDS_CONFIRMATION' as const, confirmCodeHint: '482913' };

const meta = {
  title: 'Widgets/TestGatewayPage',
  component: TestGatewayPage,
  parameters: { layout: 'fullscreen' },
  args: { session: OPEN, onDecide: fn(), onConfirm: fn(), shopHref: '/checkout' },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TestGatewayPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's part: a decision makes the page wait for it (the gateway's answer never comes here). */
function Deciding(props: TestGatewayPageProps) {
  const [busy, setBusy] = useState<TestGatewayBusy>(props.busy ?? null);
  return (
    <TestGatewayPage
      {...props}
      busy={busy}
      onDecide={(decision: TestGatewayDecision) => {
        props.onDecide(decision);
        setBusy(decision);
      }}
    />
  );
}

export const Open: Story = {
  render: (args) => <Deciding {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('testGateway.title') })).toBeVisible();
    // The amount in manat as the language writes it (az: space groups, comma decimals).
    await expect(canvas.getByText('1 234,50 ₼', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(OPEN.description)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', button('pay', { amount: '1 234,50 ₼' })));
    await expect(args.onDecide).toHaveBeenCalledWith('PAY');
    // Waiting for the bank: no second decision.
    for (const each of canvas.getAllByRole('button')) await expect(each).toBeDisabled();
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const DecideByKeyboard: Story = {
  render: (args) => <Deciding {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', button('pay', { amount: '1 234,50 ₼' }))).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', button('needsConfirmation'))).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', button('decline'))).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecide).toHaveBeenCalledTimes(1);
    await expect(args.onDecide).toHaveBeenCalledWith('DECLINE');
  },
};

export const Loading: Story = {
  args: { session: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('testGateway.loading'))).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Paying: Story = {
  args: { busy: 'PAY' },
  play: async ({ canvas }) => {
    const pay = canvas.getByRole('button', button('pay', { amount: '1 234,50 ₼' }));
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', button('decline'))).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { error: NETWORK_ERROR },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(NETWORK_ERROR);
    // Nothing was decided: the shopper may try again.
    await expect(canvas.getByRole('button', button('pay', { amount: '1 234,50 ₼' }))).toBeEnabled();
  },
};

export const NeedsConfirmation: Story = {
  args: { session: CONFIRMING },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: t('testGateway.confirmTitle') })).toBeVisible();
    const code = canvas.getByRole('textbox', { name: t('testGateway.code') });
    await waitFor(() => expect(code).toHaveFocus());
    await expect(code).toHaveAccessibleDescription(t('testGateway.codeHint', { code: '482913' }));
    const confirm = canvas.getByRole('button', button('confirm'));
    await expect(confirm).toBeDisabled();
    // Only digits are taken, at most six; Enter sends the code.
    await userEvent.type(code, '48-29 13x9');
    await expect(code).toHaveValue('482913');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith('482913');
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const WrongCode: Story = {
  args: { session: CONFIRMING, codeError: WRONG_CODE },
  play: async ({ canvas }) => {
    const code = canvas.getByRole('textbox', { name: t('testGateway.code') });
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE));
    await expect(canvas.getByRole('button', button('decline'))).toBeEnabled();
  },
};

export const Confirming: Story = {
  args: { session: CONFIRMING, busy: 'CONFIRM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', button('confirm'))).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', button('decline'))).toBeDisabled();
  },
};

export const Redirecting: Story = {
  args: { session: { ...OPEN, status: 'AUTHORIZED' }, busy: 'REDIRECTING' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('testGateway.redirecting'));
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AlreadyPaid: Story = {
  args: { session: { ...OPEN, status: 'AUTHORIZED' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('testGateway.closed.AUTHORIZED'));
    await expect(canvas.getByRole('link', button('backToShop'))).toHaveAttribute('href', '/checkout');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Expired: Story = {
  args: { session: { ...OPEN, expired: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('testGateway.closed.EXPIRED'));
    await expect(canvas.queryByRole('button', button('pay', { amount: '1 234,50 ₼' }))).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pay 1,234.50 ₼' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay with confirmation' })).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { session: CONFIRMING },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 234,50 ₼', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Подтвердить и оплатить' })).toBeDisabled();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '1.234,50 ₼ öde' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { session: CONFIRMING },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-slot="test-gateway-page"]')!;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth + 1);
  },
};
