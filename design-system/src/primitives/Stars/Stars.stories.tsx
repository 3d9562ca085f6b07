import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stars } from './Stars.tsx';

const meta = {
  title: 'Primitives/Stars',
  component: Stars,
  args: { rating: 4 },
} satisfies Meta<typeof Stars>;
export default meta;
type Story = StoryObj<typeof meta>;

const filledCount = (root: HTMLElement) => root.querySelectorAll('svg[data-filled="true"]').length;

export const Default: Story = {
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: 'Reytinq: 4 / 5' });
    await expect(filledCount(stars)).toBe(4);
  },
};

export const RoundedToNearestStar: Story = {
  args: { rating: 3.6 },
  play: async ({ canvas }) => {
    await expect(filledCount(canvas.getByRole('img', { name: 'Reytinq: 4 / 5' }))).toBe(4);
  },
};

export const AllRatings: Story = {
  render: () => (
    <div className="grid gap-2">
      {[0, 1, 2, 3, 4, 5].map((rating) => (
        <Stars key={rating} rating={rating} />
      ))}
      <div className="flex items-center gap-4">
        <Stars rating={4} size="sm" />
        <Stars rating={4} size="md" />
        <Stars rating={4} size="lg" />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Reytinq: 0 / 5' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('img', { name: 'Reytinq: 4 / 5' })).toHaveLength(4);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { rating: 4.2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Рейтинг: 4 из 5' })).toBeInTheDocument();
  },
};
