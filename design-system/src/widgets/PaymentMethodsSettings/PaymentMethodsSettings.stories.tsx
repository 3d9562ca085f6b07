import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { PaymentMethodsSettings } from './PaymentMethodsSettings.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const box = (method: string) => ({ name: t(`payments.method.${method}`) });

const meta = {
  title: 'Widgets/PaymentMethodsSettings',
  component: PaymentMethodsSettings,
  args: {
    settings: { enabledMethods: ['CASH', 'TEST_CARD'], availableMethods: ['CASH', 'TEST_CARD'] },
    onSave: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodsSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Epoint without its keys: shown, with what it needs, and it cannot be switched on. */
export const EpointWithoutKeys: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', box('CASH'))).toBeChecked();
    await expect(canvas.getByRole('checkbox', box('TEST_CARD'))).toBeChecked();
    const epoint = canvas.getByRole('checkbox', box('EPOINT'));
    await expect(epoint).toBeDisabled();
    await expect(epoint).not.toBeChecked();
    await expect(epoint).toHaveAccessibleDescription(t('payments.settings.unavailable.EPOINT'));
    // Nothing changed: nothing to save.
    const save = canvas.getByRole('button', { name: t('payments.settings.save') });
    await expect(save).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', box('TEST_CARD')));
    await userEvent.click(save);
    await expect(args.onSave).toHaveBeenCalledWith(['CASH']);
  },
};

export const EpointConfigured: Story = {
  args: { settings: { enabledMethods: ['CASH'], availableMethods: ['CASH', 'TEST_CARD', 'EPOINT'] } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', box('EPOINT')));
    await userEvent.click(canvas.getByRole('button', { name: t('payments.settings.save') }));
    await expect(args.onSave).toHaveBeenCalledWith(['CASH', 'EPOINT']);
  },
};

export const AtLeastOne: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', box('CASH')));
    await userEvent.click(canvas.getByRole('checkbox', box('TEST_CARD')));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('payments.settings.atLeastOne'));
    await expect(canvas.getByRole('button', { name: t('payments.settings.save') })).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('payments.settings.saved'));
  },
};

export const Refused: Story = {
  args: { message: 'Bu üsul bu serverdə mümkün deyil.' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Bu üsul bu serverdə mümkün deyil.'));
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Доступны при оформлении заказа' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Банковской картой (Epoint)' })).toBeDisabled();
  },
};
