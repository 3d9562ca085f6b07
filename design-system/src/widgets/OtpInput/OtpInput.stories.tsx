import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Field } from '../../primitives/Field/index.ts';
import { OtpInput } from './OtpInput.tsx';

function ControlledOtp({ initial, onValueChange }: { initial: string; onValueChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Təsdiq kodu" hint="E-poçtunuza göndərilən 6 rəqəmli kodu daxil edin.">
      <OtpInput
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onValueChange(next);
        }}
      />
    </Field>
  );
}

const meta = {
  title: 'Widgets/OtpInput',
  component: OtpInput,
  args: { value: '', onValueChange: fn() },
  render: (args) => <ControlledOtp initial={args.value} onValueChange={args.onValueChange} />,
  decorators: [
    (Story) => (
      <div className="max-w-xs p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OtpInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Təsdiq kodu' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(input).not.toHaveAttribute('maxlength');
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Təsdiq kodu' });
    await userEvent.type(input, '4a7-b2 9');
    await expect(input).toHaveValue('4729');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('4729');
    await userEvent.type(input, '01234');
    await expect(input).toHaveValue('472901');
  },
};

export const PastedWithSpaces: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.paste('Kod: 381 904');
    await expect(canvas.getByRole('textbox')).toHaveValue('381904');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('381904');
  },
};

export const Complete: Story = {
  args: { value: '381904' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('data-complete', 'true');
  },
};
