import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The label comes from the active locale (az by default).
    await expect(canvas.getByRole('status')).toHaveTextContent('Yüklənir…');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4">
      <Spinner size="sm" />
      <Spinner size="md" />
      <Spinner size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const CustomLabel: Story = {
  // Its picture is Default's, pixel for pixel: what differs is not drawn, and the play checks it.
  parameters: { screenshot: { disable: true } },
  args: { label: 'Məhsullar yüklənir' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Məhsullar yüklənir');
  },
};

export const Russian: Story = {
  // Its picture is Default's, pixel for pixel: what differs is not drawn, and the play checks it.
  parameters: { screenshot: { disable: true } },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Загрузка…');
  },
};
