import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Məhsulun təsviri', placeholder: 'Məhsulunuz haqqında qısa yazın', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Məhsulun təsviri' });
    await userEvent.type(textarea, 'Əl ilə toxunmuş{Enter}yun xalça');
    await expect(textarea).toHaveValue('Əl ilə toxunmuş\nyun xalça');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Textarea {...args} size="sm" rows={2} aria-label="Kiçik" defaultValue="Kiçik (sm)" />
      <Textarea {...args} size="md" rows={2} aria-label="Orta" defaultValue="Orta (md)" />
      <Textarea {...args} size="lg" rows={2} aria-label="Böyük" defaultValue="Böyük (lg)" />
    </div>
  ),
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Bu təsvir moderasiyadadır.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const NotResizable: Story = {
  args: { resizable: false, rows: 3 },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('textbox')).resize).toBe('none');
  },
};

export const LongAzerbaijani: Story = {
  args: {
    rows: 6,
    defaultValue:
      'Şəki ipəyindən əl ilə toxunmuş bu kəlağayı qədim naxışlarla bəzədilib. Hər bir ilmə ustanın səbrini və ' +
      'zəhmətini əks etdirir. Ölçüsü 90×90 sm-dir; yumşaq, yüngül və çoxillik istifadəyə davamlıdır. Hədiyyə ' +
      'qutusunda, üzərində şəxsi təbrik yazısı ilə göndərilir. Sifarişdən sonra üç iş günü ərzində hazırlanır.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { rows: 5 },
};
