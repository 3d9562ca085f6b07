import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import type { PaymentMethod } from '@marketplace/contract';
import { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const radio = (method: PaymentMethod) => ({ name: t(`payments.method.${method}`) });

const meta = {
  title: 'Widgets/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { methods: ['CASH', 'TEST_CARD', 'EPOINT'], value: 'CASH', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's part: the chosen method comes back as the next value. */
function Choosing(props: PaymentMethodPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PaymentMethodPicker
      {...props}
      value={value}
      onChange={(method) => {
        props.onChange(method);
        setValue(method);
      }}
    />
  );
}

export const AllMethods: Story = {
  render: (args) => <Choosing {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('group', { name: t('payments.picker.legend') })).toBeVisible();
    await expect(canvas.getByRole('radio', radio('CASH'))).toBeChecked();
    await expect(canvas.getByRole('radio', radio('TEST_CARD'))).toHaveAccessibleDescription(t('payments.picker.hint.TEST_CARD'));
    await userEvent.click(canvas.getByText(t('payments.method.EPOINT')));
    await expect(args.onChange).toHaveBeenLastCalledWith('EPOINT');
    await expect(canvas.getByRole('radio', radio('EPOINT'))).toBeChecked();
  },
};

export const Keyboard: Story = {
  render: (args) => <Choosing {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', radio('CASH'))).toHaveFocus();
    // The arrows move the choice within the group; Tab leaves it.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', radio('TEST_CARD'))).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('TEST_CARD');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', radio('EPOINT'))).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', radio('CASH'))).toBeChecked();
  },
};

/** Only what the admin enabled is offered: here cash alone. */
export const CashOnly: Story = {
  args: { methods: ['CASH'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.queryByRole('radio', radio('TEST_CARD'))).toBeNull();
  },
};

export const PickupStores: Story = {
  args: { pickupStores: ['Nar Keramika', 'Xalça Evi Şəki'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', radio('CASH'))).toHaveAccessibleDescription(
      expect.stringContaining(t('payments.picker.pickupNote', { stores: 'Nar Keramika, Xalça Evi Şəki' })),
    );
  },
};

export const NoneChosenWithError: Story = {
  args: { value: null, error: 'Ödəniş üsulunu seçin.' },
  play: async ({ canvas }) => {
    for (const each of canvas.getAllByRole('radio')) await expect(each).not.toBeChecked();
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(t('payments.picker.required'));
  },
};

export const NoneOffered: Story = {
  args: { methods: [], value: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(canvas.getByText(t('payments.picker.none'))).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: 'TEST_CARD' },
  play: async ({ canvas }) => {
    for (const each of canvas.getAllByRole('radio')) await expect(each).toBeDisabled();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { pickupStores: ['Nar Keramika'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Наличными при получении' })).toBeChecked();
    await expect(canvas.getByText('Банковской картой (Epoint)')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { pickupStores: ['Nar Keramika'] },
  play: async ({ canvasElement }) => {
    const group = canvasElement.querySelector<HTMLElement>('[data-slot="payment-methods"]')!;
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth + 1);
  },
};
