import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Redirecting } from './Redirecting.tsx';

const meta = {
  title: 'Widgets/Redirecting',
  component: Redirecting,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Redirecting>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Sizi yönləndiririk');
    // The spinner is decoration: the status text is what gets announced.
    const spinner = canvasElement.querySelector('[data-slot="spinner-icon"]');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Redirecting you');
  },
};
