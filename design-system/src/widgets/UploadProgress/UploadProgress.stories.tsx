import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import { UploadProgress } from './UploadProgress.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/UploadProgress',
  component: UploadProgress,
  args: { value: 42, fileName: 'toy-gecesi.mp4' },
  decorators: [
    (Story) => (
      <div className="w-96 p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Uploading: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: t('media.progress.label', { name: 'toy-gecesi.mp4' }) });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeVisible();
  },
};

export const Paused: Story = {
  args: { paused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', t('media.progress.paused', { percent: 42 }));
  },
};

export const HiddenAtHundred: Story = {
  args: { value: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};
