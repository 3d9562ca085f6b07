import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { PaymentWaiting } from './PaymentWaiting.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const heading = (outcome: string) => ({ name: t(`payments.waiting.title.${outcome}`) });

const meta = {
  title: 'Widgets/PaymentWaiting',
  component: PaymentWaiting,
  parameters: { layout: 'fullscreen' },
  args: {
    outcome: 'WAITING',
    method: 'TEST_CARD',
    amountQepik: 34_000,
    ordersHref: '/profile/orders',
    onTryAgain: fn(),
    onCheckNow: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentWaiting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Waiting: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', heading('WAITING'))).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('340,00 ₼');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('payments.method.TEST_CARD'));
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    // Nothing to try again while the bank has not answered.
    await expect(canvas.queryByRole('button', { name: t('payments.waiting.tryAgain') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payments.waiting.checkNow') }));
    await expect(args.onCheckNow).toHaveBeenCalledTimes(1);
  },
};

export const WaitingLong: Story = {
  args: { slow: true, checkFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('payments.waiting.slow'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('payments.waiting.checkFailed'));
    // The buyer may leave for the orders, where the order shows up once the bank confirms.
    await expect(canvas.getByRole('link', { name: t('payments.waiting.openOrders') })).toHaveAttribute('href', '/profile/orders');
  },
};

export const Paid: Story = {
  args: { outcome: 'PAID', ordersHref: '/profile/orders?placed=g1' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', heading('PAID'));
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByRole('region')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('link', { name: t('payments.waiting.openOrders') })).toHaveAttribute(
      'href',
      '/profile/orders?placed=g1',
    );
  },
};

export const Declined: Story = {
  args: { outcome: 'DECLINED' },
  play: async ({ canvas, args, userEvent }) => {
    await waitFor(() => expect(canvas.getByRole('heading', heading('DECLINED'))).toHaveFocus());
    await expect(canvas.getByText(t('payments.waiting.text.DECLINED'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('payments.waiting.tryAgain') }));
    await expect(args.onTryAgain).toHaveBeenCalledTimes(1);
  },
};

export const Expired: Story = {
  args: { outcome: 'EXPIRED', method: 'EPOINT' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', heading('EXPIRED'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('payments.waiting.tryAgain') })).toBeVisible();
  },
};

/** Paid, but a price or the stock changed before the order was written: the money is released. */
export const Failed: Story = {
  args: { outcome: 'FAILED', failure: 'Məhsul stokda qalmayıb: Nar naxışlı fincan.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', heading('FAILED'))).toBeVisible();
    await expect(canvas.getByText('Məhsul stokda qalmayıb: Nar naxışlı fincan.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('payments.waiting.tryAgain') })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { outcome: 'DECLINED' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'The bank declined the payment' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Back to checkout' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { outcome: 'FAILED', failure: 'Məhsul stokda qalmayıb: Nar naxışlı fincan.' },
  play: async ({ canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="payment-waiting"]')!;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth + 1);
  },
};
