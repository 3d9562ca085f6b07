import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { DEFAULT_POCKET_TYPE } from '@marketplace/contract';
import { PocketEditor, type PocketEditorProps, type PocketValue } from './PocketEditor.tsx';

const t = (key: string, values?: Record<string, unknown>) => getI18n().t(key, values);

function Controlled(props: PocketEditorProps) {
  const [value, setValue] = useState<PocketValue>({ pocketTypes: props.pocketTypes, pocketFees: props.pocketFees });
  return (
    <PocketEditor
      {...props}
      {...value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/PocketEditor',
  component: PocketEditor,
  args: { pocketTypes: [{ ...DEFAULT_POCKET_TYPE }], pocketFees: {}, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PocketEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const fee = (name: string) => t('productForm.pockets.fee', { name });

export const FeeStepsAndFloor: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: t('productForm.pockets.offer', { name: 'Standart' }) })).toBeChecked();
    const decrease = canvas.getByRole('button', { name: t('productForm.pockets.decrease', { name: 'Standart' }) });
    const increase = canvas.getByRole('button', { name: t('productForm.pockets.increase', { name: 'Standart' }) });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(args.onChange).toHaveBeenLastCalledWith({ pocketTypes: [DEFAULT_POCKET_TYPE], pocketFees: { 1: 1.5 } });
    await expect(canvas.getByRole('spinbutton', { name: fee('Standart') })).toHaveValue('1,50');
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await userEvent.click(decrease);
    await expect(args.onChange).toHaveBeenLastCalledWith({ pocketTypes: [DEFAULT_POCKET_TYPE], pocketFees: { 1: 0 } });
    await expect(decrease).toBeDisabled();
  },
};

export const TypedFeeSnapsToHalves: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('spinbutton', { name: fee('Standart') });
    await userEvent.clear(box);
    await userEvent.type(box, '2,4{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ pocketTypes: [DEFAULT_POCKET_TYPE], pocketFees: { 1: 2.5 } });
    await userEvent.clear(box);
    await userEvent.type(box, '-3');
    await userEvent.tab();
    await expect(box).toHaveValue('0,00');
  },
};

/** Like a number field: ArrowUp/ArrowDown step the fee by 0,50 ₼, with Shift by 5 ₼, never below 0; typing still works. */
export const ArrowKeysStepFee: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('spinbutton', { name: fee('Standart') });
    const last = (fees: Record<number, number>) =>
      expect(args.onChange).toHaveBeenLastCalledWith({ pocketTypes: [DEFAULT_POCKET_TYPE], pocketFees: fees });
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveValue('0,50');
    await last({ 1: 0.5 });
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await expect(box).toHaveValue('5,50');
    await last({ 1: 5.5 });
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveValue('5,00');
    await expect(box).toHaveAttribute('aria-valuenow', '5');
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}{ArrowDown}');
    await expect(box).toHaveValue('0,00');
    await last({ 1: 0 });
    // A typed fee is still taken, and the arrows go on from it.
    await userEvent.clear(box);
    await userEvent.type(box, '2,50');
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveValue('3,00');
    await last({ 1: 3 });
    await userEvent.clear(box);
    await userEvent.type(box, '2,50{Enter}');
    await expect(box).toHaveValue('2,50');
    await last({ 1: 2.5 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AddsPocketRefusingBlankName: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: t('productForm.pockets.newName') });
    await userEvent.type(name, '    ');
    await userEvent.click(canvas.getByRole('button', { name: t('productForm.pockets.add') }));
    await expect(name).toHaveAccessibleDescription(t('productForm.pockets.errors.empty'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(name);
    await userEvent.type(name, '  Hədiyyə qutusu {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      pocketTypes: [DEFAULT_POCKET_TYPE, { id: 2, name: 'Hədiyyə qutusu', active: true }],
      pocketFees: { 2: 0 },
    });
    await userEvent.click(canvas.getByRole('button', { name: t('productForm.pockets.increase', { name: 'Hədiyyə qutusu' }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      pocketTypes: [DEFAULT_POCKET_TYPE, { id: 2, name: 'Hədiyyə qutusu', active: true }],
      pocketFees: { 2: 0.5 },
    });
  },
};

export const RefusesSecondOfSameName: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t('productForm.pockets.newName') }), 'standart{Enter}');
    await expect(await canvas.findByText(t('productForm.pockets.errors.duplicate'))).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const SeveralPockets: Story = {
  args: {
    pocketTypes: [
      { ...DEFAULT_POCKET_TYPE },
      { id: 2, name: 'Hədiyyə qutusu', active: true },
      { id: 3, name: 'Əl işi taxta sandıqça, qızılı lentlə', active: false },
    ],
    pocketFees: { 2: 2.5, 3: 12 },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: t('productForm.pockets.remove', { name: 'Standart' }) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('productForm.pockets.remove', { name: 'Hədiyyə qutusu' }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      pocketTypes: [DEFAULT_POCKET_TYPE, { id: 3, name: 'Əl işi taxta sandıqça, qızılı lentlə', active: false }],
      pocketFees: { 3: 12 },
    });
  },
};

export const Mobile: Story = {
  ...SeveralPockets,
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: fee('Hədiyyə qutusu') })).toHaveValue('2,50');
  },
};
