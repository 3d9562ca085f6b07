import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';

const t = (key: string) => getI18n().t(key);

function Stateful(props: QuantityStepperProps) {
  const [value, setValue] = useState(props.value);
  return (
    <QuantityStepper
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/QuantityStepper',
  component: QuantityStepper,
  render: (args) => <Stateful {...args} />,
  args: { value: 1, max: 3, label: 'Şəki xalçası — say', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuantityStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StepsWithinLimits: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Şəki xalçası — say' });
    await expect(canvas.getByRole('button', { name: t('itemPage.quantity.decrease') })).toBeDisabled();
    const increase = canvas.getByRole('button', { name: t('itemPage.quantity.increase') });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(field).toHaveValue(3);
    await expect(increase).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const TypedValueIsClamped: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const field = canvas.getByRole('spinbutton');
    await userEvent.clear(field);
    await userEvent.type(field, '40');
    await userEvent.tab();
    await expect(field).toHaveValue(3);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('itemPage.quantity.increase') })).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toHaveValue(1);
  },
};
