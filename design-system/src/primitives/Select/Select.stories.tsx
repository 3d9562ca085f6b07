import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select, type SelectOption } from './Select.tsx';

const categories: SelectOption[] = [
  { value: 'carpets', label: 'Xalçalar' },
  { value: 'ceramics', label: 'Keramika' },
  { value: 'jewellery', label: 'Zərgərlik' },
  { value: 'paintings', label: 'Rəsm əsərləri' },
  { value: 'archived', label: 'Arxiv (seçilə bilməz)', disabled: true },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { 'aria-label': 'Kateqoriya', options: categories, onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Kateqoriya' });
    await expect(select).toHaveValue('carpets');
    await userEvent.selectOptions(select, 'Keramika');
    await expect(select).toHaveValue('ceramics');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Kateqoriya seçin' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox');
    // Until the user chooses, the placeholder shows and the value is empty.
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Kateqoriya seçin');
  },
};

export const WithChildren: Story = {
  args: { options: undefined, defaultValue: 'baku' },
  render: (args) => (
    <Select {...args} aria-label="Şəhər">
      <optgroup label="Abşeron">
        <option value="baku">Bakı</option>
        <option value="sumqayit">Sumqayıt</option>
      </optgroup>
      <optgroup label="Şəki-Zaqatala">
        <option value="sheki">Şəki</option>
        <option value="qax">Qax</option>
      </optgroup>
    </Select>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Şəhər' })).toHaveDisplayValue('Bakı');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Select {...args} size="sm" aria-label="Kiçik" />
      <Select {...args} size="md" aria-label="Orta" />
      <Select {...args} size="lg" aria-label="Böyük" />
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, placeholder: 'Kateqoriya seçin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const LongAzerbaijani: Story = {
  args: {
    options: [
      { value: 'long', label: 'Əl işi keramika qablar, dekorativ boşqablar və küp dəstləri (Gədəbəy emalatxanası)' },
      { value: 'short', label: 'Digər' },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { placeholder: 'Kateqoriya seçin' },
};
