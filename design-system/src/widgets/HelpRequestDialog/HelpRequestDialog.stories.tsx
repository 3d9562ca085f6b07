import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { HelpRequestDialog } from './HelpRequestDialog.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const dialog = async () => within(await within(document.body).findByRole('dialog'));
const TEXT = 'Bağlama 10 gündür yoldadır, izləmə nömrəsi heç nə göstərmir.';

const meta = {
  title: 'Widgets/HelpRequestDialog',
  component: HelpRequestDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    orderNumber: 100042,
    reasons: ['NOT_RECEIVED', 'NOT_AS_DESCRIBED', 'DAMAGED'],
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof HelpRequestDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A delivered order: the buyer chooses among the reasons that fit it and writes what happened. */
export const Choosing: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: 'Sifariş № 100042 ilə bağlı kömək' })).toBeVisible();
    await expect(body.getByText(/48 saat ərzində/)).toBeVisible();
    const reason = body.getByLabelText(t('help.dialog.reason'), { exact: false });
    // Only the reasons that fit the order are offered.
    await expect(within(reason).queryByRole('option', { name: t('help.reasons.WANT_TO_CANCEL') })).toBeNull();
    await userEvent.selectOptions(reason, 'DAMAGED');
    await userEvent.type(body.getByLabelText(t('help.dialog.text'), { exact: false }), `  ${TEXT}  `);
    await userEvent.click(body.getByRole('button', { name: 'Sorğunu göndər' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'DAMAGED', text: TEXT });
  },
};

/** Nothing chosen, too little written: each field says what it needs, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.type(body.getByLabelText(t('help.dialog.text'), { exact: false }), 'Gəlmədi');
    await userEvent.click(body.getByRole('button', { name: t('help.dialog.submit') }));
    await expect(await body.findByText(t('help.dialog.invalid.reason'))).toBeVisible();
    await expect(body.getByText(t('help.dialog.invalid.tooShort', { min: 10 }))).toBeVisible();
    await expect(body.getByText(t('help.dialog.fixFields'))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One reason fits (an order in production: cancelling): it is chosen already. */
export const OneReason: Story = {
  args: { reasons: ['WANT_TO_CANCEL'] },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByLabelText(t('help.dialog.reason'), { exact: false })).toHaveValue('WANT_TO_CANCEL');
    await userEvent.type(
      body.getByLabelText(t('help.dialog.text'), { exact: false }),
      'Fikrimi dəyişdim, ləğv edin zəhmət olmasa.',
    );
    await userEvent.click(body.getByRole('button', { name: t('help.dialog.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'WANT_TO_CANCEL',
      text: 'Fikrimi dəyişdim, ləğv edin zəhmət olmasa.',
    });
  },
};

/** The server refused (a request already open): it says so above the buttons, and the dialog stays. */
export const AlreadyOpen: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('refused'), { code: 'HELP_REQUEST_ALREADY_OPEN' });
    }),
  },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.selectOptions(body.getByLabelText(t('help.dialog.reason'), { exact: false }), 'NOT_RECEIVED');
    await userEvent.type(body.getByLabelText(t('help.dialog.text'), { exact: false }), TEXT);
    await userEvent.click(body.getByRole('button', { name: t('help.dialog.submit') }));
    await expect(await body.findByText(t('errors.HELP_REQUEST_ALREADY_OPEN'))).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(body.getByRole('button', { name: t('help.dialog.submit') })).toBeEnabled());
  },
};

/** While it is sent the dialog is busy and cannot be closed. */
export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.selectOptions(body.getByLabelText(t('help.dialog.reason'), { exact: false }), 'NOT_RECEIVED');
    await userEvent.type(body.getByLabelText(t('help.dialog.text'), { exact: false }), TEXT);
    await userEvent.click(body.getByRole('button', { name: t('help.dialog.submit') }));
    await expect(await body.findByRole('button', { name: t('help.dialog.sending') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: 'Помощь с заказом № 100042' })).toBeVisible();
  },
};
