import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AdjustmentDialog } from './AdjustmentDialog.tsx';
import { MarkPaidDialog } from './MarkPaidDialog.tsx';
import { PayoutHistoryDialog } from './PayoutHistoryDialog.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const dialog = async () => within(await within(document.body).findByRole('dialog'));

const meta = {
  title: 'Widgets/PayoutDialogs',
  component: MarkPaidDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), storeName: 'Şəki Kəlağayı Evi', availableQepik: 128_450, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof MarkPaidDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole available balance, with the bank's reference. */
export const MarkPaidWhole: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: t('ledger.markPaid.title', { store: 'Şəki Kəlağayı Evi' }) })).toBeVisible();
    await expect(body.getByRole('radio', { name: t('ledger.markPaid.whole', { amount: '1 284,50 ₼' }) })).toBeChecked();
    await userEvent.type(body.getByLabelText(t('ledger.markPaid.reference'), { exact: false }), 'TR-2026-1129');
    await userEvent.click(body.getByRole('button', { name: t('ledger.markPaid.confirmAmount', { amount: '1 284,50 ₼' }) }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amountQepik: undefined, bankReference: 'TR-2026-1129' });
  },
};

export const MarkPaidPart: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: t('ledger.markPaid.partial') }));
    await userEvent.type(body.getByLabelText(t('ledger.markPaid.amount'), { exact: false }), '500');
    await userEvent.type(body.getByLabelText(t('ledger.markPaid.reference'), { exact: false }), 'TR-77');
    await userEvent.click(body.getByRole('button', { name: t('ledger.markPaid.confirmAmount', { amount: '500,00 ₼' }) }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amountQepik: 50_000, bankReference: 'TR-77' });
  },
};

export const MarkPaidTooMuch: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: t('ledger.markPaid.partial') }));
    const amount = body.getByLabelText(t('ledger.markPaid.amount'), { exact: false });
    await userEvent.type(amount, '2000');
    await userEvent.click(body.getByRole('button', { name: t('ledger.markPaid.confirmAmount', { amount: '2 000,00 ₼' }) }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(body.getByText(t('ledger.markPaid.invalid.reference'))).toBeVisible();
    await expect(body.getByRole('alert')).toHaveTextContent(t('ledger.fixFields'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Pressed twice while the first is on its way: one call, and the dialog stays open. */
export const MarkPaidBusy: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.type(body.getByLabelText(t('ledger.markPaid.reference'), { exact: false }), 'TR-1');
    const confirm = body.getByRole('button', { name: t('ledger.markPaid.confirmAmount', { amount: '1 284,50 ₼' }) });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('button', { name: t('ledger.cancel') })).toBeDisabled();
  },
};

/** The server refused: another admin paid first. */
export const MarkPaidRefused: Story = {
  args: { message: 'errors.PAYOUT_BALANCE_CHANGED' },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('alert')).toHaveTextContent(t('errors.PAYOUT_BALANCE_CHANGED'));
  },
};

export const Adjustment: StoryObj<typeof AdjustmentDialog> = {
  render: (args) => <AdjustmentDialog {...args} />,
  args: { open: true, onClose: fn(), storeName: 'Qobustan Keramika', onSubmit: fn(async () => {}) },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.selectOptions(body.getByLabelText(t('ledger.adjust.direction'), { exact: false }), 'DEBIT');
    await userEvent.type(body.getByLabelText(t('ledger.adjust.amount'), { exact: false }), '12,5');
    await userEvent.type(body.getByLabelText(t('ledger.adjust.reason'), { exact: false }), 'Səhv yazılmış çatdırılma haqqı');
    await userEvent.click(body.getByRole('button', { name: t('ledger.adjust.confirm') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amountQepik: -1_250, reason: 'Səhv yazılmış çatdırılma haqqı' });
  },
};

export const History: StoryObj<typeof PayoutHistoryDialog> = {
  render: (args) => <PayoutHistoryDialog {...args} />,
  args: {
    open: true,
    onClose: fn(),
    storeName: 'Şəki Kəlağayı Evi',
    state: 'ready',
    payouts: [
      {
        id: 'p2',
        storeId: 's1',
        amountQepik: 120_000,
        bankReference: 'TR-2026-1120',
        at: '2026-11-20T08:30:00.000Z',
        adminName: 'Aysel Quliyeva',
      },
      {
        id: 'p1',
        storeId: 's1',
        amountQepik: 130_000,
        bankReference: 'TR-2026-1020',
        at: '2026-10-20T08:30:00.000Z',
        adminName: 'admin@hediyye.az',
      },
    ],
  },
  play: async () => {
    const body = await dialog();
    await expect(body.getByText('1 200,00 ₼')).toBeVisible();
    await expect(
      body.getByText(t('ledger.history.line', { reference: 'TR-2026-1020', admin: 'admin@hediyye.az' })),
    ).toBeVisible();
  },
};

export const HistoryEmpty: StoryObj<typeof PayoutHistoryDialog> = {
  render: (args) => <PayoutHistoryDialog {...args} />,
  args: { open: true, onClose: fn(), storeName: 'Lahıc Mis', state: 'ready', payouts: [] },
  play: async () => {
    const body = await dialog();
    await expect(body.getByText(t('ledger.history.empty'))).toBeVisible();
  },
};
