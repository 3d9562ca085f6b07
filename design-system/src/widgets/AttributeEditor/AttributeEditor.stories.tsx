import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import type { ItemAttribute } from '@marketplace/contract';
import { AttributeEditor, type AttributeEditorProps } from './AttributeEditor.tsx';

const t = (key: string, values?: Record<string, unknown>) => getI18n().t(key, values);

function Controlled(props: AttributeEditorProps) {
  const [value, setValue] = useState<ItemAttribute[]>([...props.value]);
  return (
    <AttributeEditor
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
  title: 'Widgets/AttributeEditor',
  component: AttributeEditor,
  args: { value: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-96 max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AttributeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SuggestsByContainedText: Story = {
  args: { value: [{ key: 'Rəng', values: ['Qırmızı'] }] },
  play: async ({ canvas, userEvent }) => {
    const search = canvas.getByRole('combobox', { name: t('productForm.attributes.search') });
    await userEvent.type(search, 'ER');
    const list = canvas.getByRole('listbox', { name: t('productForm.attributes.suggestions') });
    const names = within(list)
      .getAllByRole('option')
      .map((option) => option.textContent);
    // "Material" contains "er"; "Rəng" would match "er" through ə, but it is chosen already.
    await expect(names).toContain('Material');
    await expect(names).not.toContain('Rəng');
    await expect(names).toContain(t('productForm.attributes.addCustom', { name: 'ER' }));
  },
};

export const AddsAttributeWithValues: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'olc');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ key: 'Ölçü', values: [] }]);
    const valueBox = canvas.getByRole('textbox', { name: t('productForm.attributes.newValue', { name: 'Ölçü' }) });
    await expect(valueBox).toHaveFocus();
    await userEvent.type(valueBox, 'Kiçik{Enter}Böyük{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([{ key: 'Ölçü', values: ['Kiçik', 'Böyük'] }]);
  },
};

export const AddsOwnName: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Xətt növü');
    await userEvent.click(canvas.getByRole('option', { name: t('productForm.attributes.addCustom', { name: 'Xətt növü' }) }));
    await expect(args.onChange).toHaveBeenLastCalledWith([{ key: 'Xətt növü', values: [] }]);
  },
};

export const RemovingLastValueRemovesAttribute: Story = {
  args: {
    value: [
      { key: 'Rəng', values: ['Qırmızı', 'Mavi'] },
      { key: 'Material', values: ['Gümüş'] },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: t('productForm.attributes.removeValue', { name: 'Rəng', value: 'Mavi' }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { key: 'Rəng', values: ['Qırmızı'] },
      { key: 'Material', values: ['Gümüş'] },
    ]);
    await userEvent.click(
      canvas.getByRole('button', { name: t('productForm.attributes.removeValue', { name: 'Material', value: 'Gümüş' }) }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith([{ key: 'Rəng', values: ['Qırmızı'] }]);
    await expect(canvas.queryByRole('heading', { name: 'Material' })).toBeNull();
  },
};

export const RowWithoutValues: Story = {
  args: {
    value: [{ key: 'Naxışın rəng çalarları və ölçüləri', values: [] }],
    rowErrors: [t('productForm.attributes.needsValue')],
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', {
      name: t('productForm.attributes.newValue', { name: 'Naxışın rəng çalarları və ölçüləri' }),
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(t('productForm.attributes.needsValue'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    value: [
      { key: 'Üzərinə yazı (qravüra)', values: ['Firuzəyi mavi, ağ haşiyə ilə', 'Tünd qırmızı və qızılı sarı'] },
      { key: 'Ölçü', values: ['16', '17', '18'] },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Üzərinə yazı (qravüra)' })).toBeVisible();
  },
};
