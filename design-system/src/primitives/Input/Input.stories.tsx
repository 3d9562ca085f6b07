import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Input } from './Input.tsx';
import { Icon, SearchIcon } from '../Icon/index.ts';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  args: { 'aria-label': 'Məhsulun adı', placeholder: 'Məsələn: əl işi xalça', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Məhsulun adı' });
    await userEvent.type(input, 'Qırmızı nar');
    await expect(input).toHaveValue('Qırmızı nar');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} size="sm" aria-label="Kiçik" defaultValue="Kiçik (sm)" />
      <Input {...args} size="md" aria-label="Orta" defaultValue="Orta (md)" />
      <Input {...args} size="lg" aria-label="Böyük" defaultValue="Böyük (lg)" />
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true, defaultValue: 'nar@' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Dəyişdirilə bilməz' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Dəyişdirilə bilməz');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithAdornments: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} type="search" aria-label="Axtarış" placeholder="Hədiyyə axtar" leading={<Icon icon={SearchIcon} />} />
      <Input {...args} aria-label="Qiymət" inputMode="decimal" defaultValue="45.50" trailing="₼" />
      <Input {...args} size="lg" aria-label="Axtarış (böyük)" placeholder="Mağaza axtar" leading={<Icon icon={SearchIcon} />} />
      <Input {...args} size="sm" aria-label="Qiymət (kiçik)" invalid defaultValue="-3" trailing="₼" />
    </div>
  ),
  play: async ({ canvas }) => {
    // The icon is decoration: hidden from assistive technology, the field keeps its own name.
    const search = canvas.getByRole('searchbox', { name: 'Axtarış' });
    await expect(search.previousElementSibling).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LongAzerbaijani: Story = {
  args: {
    'aria-label': 'Ünvan',
    defaultValue: 'Azərbaycan Respublikası, Şəki şəhəri, Mirzə Fətəli Axundzadə küçəsi, ipəkçilik emalatxanası',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Input {...args} />
      <Input {...args} aria-label="Qiymət" defaultValue="120" trailing="₼" />
    </div>
  ),
};
