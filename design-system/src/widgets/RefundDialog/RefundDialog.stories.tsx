import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RefundDialog } from './RefundDialog.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const dialog = async () => within(await within(document.body).findByRole('dialog'));

const meta = {
  title: 'Widgets/RefundDialog',
  component: RefundDialog,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), paidQepik: 15_700, refundedQepik: 4_250, cash: false, onSubmit: fn(async () => {}) },
} satisfies Meta<typeof RefundDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Whole: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: t('payments.refund.title') })).toBeVisible();
    await expect(body.getByRole('radio', { name: t('payments.refund.whole', { amount: '114,50 ₼' }) })).toBeChecked();
    // No amount is asked for the whole rest.
    await expect(body.queryByLabelText(t('payments.refund.amount'), { exact: false })).toBeNull();
    await expect(body.getByText(t('payments.refund.cardHint'))).toBeVisible();
    await userEvent.type(body.getByLabelText(t('payments.refund.reason'), { exact: false }), 'Sifariş ləğv edildi');
    await userEvent.click(body.getByRole('button', { name: t('payments.refund.confirmAmount', { amount: '114,50 ₼' }) }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amountQepik: 11_450, reason: 'Sifariş ləğv edildi' });
  },
};

export const Partial: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: t('payments.refund.partial') }));
    const amount = body.getByLabelText(t('payments.refund.amount'), { exact: false });
    await userEvent.type(amount, '20,5');
    await userEvent.type(body.getByLabelText(t('payments.refund.reason'), { exact: false }), 'Bir fincan çatlamışdı');
    await userEvent.click(body.getByRole('button', { name: t('payments.refund.confirmAmount', { amount: '20,50 ₼' }) }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ amountQepik: 2_050, reason: 'Bir fincan çatlamışdı' });
  },
};

export const TooMuchAndNoReason: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: t('payments.refund.partial') }));
    await userEvent.type(body.getByLabelText(t('payments.refund.amount'), { exact: false }), '120');
    await userEvent.click(body.getByRole('button', { name: t('payments.refund.confirmAmount', { amount: '120,00 ₼' }) }));
    const amount = body.getByLabelText(t('payments.refund.amount'), { exact: false });
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(t('payments.refund.invalid.tooMuch', { max: '114,50 ₼' })),
    );
    await expect(body.getByText(t('payments.refund.invalid.reason'))).toBeVisible();
    await expect(body.getByRole('alert')).toHaveTextContent(t('orders.checkout.fixFields'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Cash: Story = {
  args: { cash: true, refundedQepik: 0 },
  play: async () => {
    const body = await dialog();
    await expect(body.getByText(t('payments.refund.cashHint'))).toBeVisible();
    await expect(body.getByRole('radio', { name: t('payments.refund.whole', { amount: '157,00 ₼' }) })).toBeChecked();
  },
};

/** The refund is on its way: pressed once more, nothing more is sent, and the dialog cannot be closed. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.type(body.getByLabelText(t('payments.refund.reason'), { exact: false }), 'Zədəli gəldi');
    const confirm = body.getByRole('button', { name: t('payments.refund.confirmAmount', { amount: '114,50 ₼' }) });
    await userEvent.dblClick(confirm);
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('button', { name: t('payments.refund.cancel') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const ServerRefused: Story = {
  args: { message: 'Bu qədər pul qaytarmaq olmaz: ən çox 114,50 ₼.' },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('alert')).toHaveTextContent('Bu qədər pul qaytarmaq olmaz');
  },
};

export const Back: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: t('payments.refund.cancel') }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ userEvent }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: 'Часть' }));
    await expect(body.getByLabelText('Сумма в манатах', { exact: false })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('button', { name: t('payments.refund.cancel') })).toBeVisible();
  },
};
