import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton.tsx';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProductCardPlaceholder: Story = {
  render: () => (
    <div aria-busy="true" className="grid w-64 gap-3 rounded-lg bg-surface p-3 shadow-card">
      <Skeleton rounded="lg" className="aspect-square w-full" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-6 w-1/3" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = canvasElement.querySelectorAll('[data-slot="skeleton"]');
    await expect(blocks).toHaveLength(4);
    for (const block of blocks) await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

export const TextLines: Story = {
  render: () => (
    <div className="grid w-96 gap-2">
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-4/5" />
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <div className="grid grid-cols-2 gap-3">
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="grid gap-2">
          <Skeleton rounded="lg" className="aspect-square w-full" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ))}
    </div>
  ),
};
