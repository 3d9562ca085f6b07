import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  MARK_CASH_COLLECTED,
  REFUND,
  SAMPLE_TOTAL_QEPIK,
  cardPartlyRefunded,
  cashCollected,
  cashPending,
  withActions,
} from '../PaymentSummary/samplePayments.ts';
import { PaymentActions } from './PaymentActions.tsx';

const t = (key: string | string[], options?: Record<string, unknown>) => getI18n().t(key, options);
const dialog = async () => within(await within(document.body).findByRole('dialog'));

const meta = {
  title: 'Widgets/PaymentActions',
  component: PaymentActions,
  args: {
    payment: withActions(cashPending, MARK_CASH_COLLECTED),
    orderNumber: 1042,
    totalQepik: SAMPLE_TOTAL_QEPIK,
    onRefund: fn(async () => {}),
    onMarkCashCollected: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MarkCashCollected: Story = {
  play: async ({ canvas, args, userEvent }) => {
    // Nothing was paid yet: nothing to refund.
    await expect(canvas.queryByRole('button', { name: t('payments.refund.button') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payments.cash.button') }));
    const body = await dialog();
    await expect(body.getByRole('heading', { name: t('payments.cash.title') })).toBeVisible();
    await expect(within(document.body).getByRole('dialog')).toHaveAccessibleDescription(
      t('payments.cash.description', { amount: '157,00 ₼', number: '№ 1042' }),
    );
    await userEvent.click(body.getByRole('button', { name: t('payments.cash.confirm') }));
    await expect(args.onMarkCashCollected).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const CashCollectionRefused: Story = {
  args: { onMarkCashCollected: fn(() => Promise.reject(Object.assign(new Error('409'), { code: 'CASH_NOT_PENDING' }))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('payments.cash.button') }));
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: t('payments.cash.confirm') }));
    // The dialog stays with why.
    await expect(await body.findByRole('alert')).toHaveTextContent(
      t(['payments.errors.CASH_NOT_PENDING', 'errors.CASH_NOT_PENDING', 'payments.cash.failed']),
    );
  },
};

export const RefundPart: Story = {
  args: { payment: withActions(cardPartlyRefunded, REFUND), onMarkCashCollected: undefined },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: t('payments.cash.button') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('payments.refund.button') }));
    const body = await dialog();
    await expect(body.getByRole('radio', { name: t('payments.refund.whole', { amount: '114,50 ₼' }) })).toBeChecked();
    await userEvent.click(body.getByRole('radio', { name: t('payments.refund.partial') }));
    await userEvent.type(body.getByLabelText(t('payments.refund.amount'), { exact: false }), '15');
    await userEvent.type(body.getByLabelText(t('payments.refund.reason'), { exact: false }), 'Qablaşdırma zədəli idi');
    await userEvent.click(body.getByRole('button', { name: t('payments.refund.confirmAmount', { amount: '15,00 ₼' }) }));
    await expect(args.onRefund).toHaveBeenCalledWith({ amountQepik: 1_500, reason: 'Qablaşdırma zədəli idi' });
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const RefundRefused: Story = {
  args: {
    payment: withActions(cashCollected, REFUND),
    onRefund: fn(() => Promise.reject(Object.assign(new Error('409'), { code: 'REFUND_TOO_LARGE' }))),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('payments.refund.button') }));
    const body = await dialog();
    await expect(body.getByText(t('payments.refund.cashHint'))).toBeVisible();
    await userEvent.type(body.getByLabelText(t('payments.refund.reason'), { exact: false }), 'Alıcı imtina etdi');
    await userEvent.click(body.getByRole('button', { name: t('payments.refund.confirmAmount', { amount: '157,00 ₼' }) }));
    await expect(await body.findByRole('alert')).toHaveTextContent(
      t(['payments.errors.REFUND_TOO_LARGE', 'errors.REFUND_TOO_LARGE', 'payments.refund.failed']),
    );
    // The form keeps what was typed for another try.
    await expect(body.getByLabelText(t('payments.refund.reason'), { exact: false })).toHaveValue('Alıcı imtina etdi');
  },
};

/** Both moves at once: the store's cash order, collected, that may be refunded. */
export const Both: Story = {
  args: { payment: withActions(cashCollected, REFUND, MARK_CASH_COLLECTED) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t('payments.cash.button') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('payments.refund.button') })).toBeVisible();
  },
};

/** The buyer, or a fully refunded order: nothing to do, nothing shown. */
export const Nothing: Story = {
  args: { payment: cashPending },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="payment-actions"]')).toBeNull();
  },
};
