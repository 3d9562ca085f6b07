import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleSummary } from '../ReviewList/sampleReviews.ts';
import { ReviewSummary } from './ReviewSummary.tsx';

const meta = {
  title: 'Widgets/ReviewSummary',
  component: ReviewSummary,
  args: { summary: sampleSummary },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The average, its stars and count, and each rating's share, adding up to 100 %. */
export const Distribution: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('4,4')).toBeVisible();
    await expect(canvas.getByText('26 rəy')).toBeVisible();
    const percents = [...canvasElement.querySelectorAll('li[data-stars]')].map((row) => Number(row.getAttribute('data-percent')));
    await expect(percents).toEqual([61, 23, 8, 4, 4]);
    await expect(percents.reduce((sum, value) => sum + value, 0)).toBe(100);
    await expect(canvas.getByRole('img', { name: '5 ulduz: 61%, 16 rəy' })).toBeVisible();
  },
};

/** With a list to filter, each bar is a button for its rating; the one in force is pressed. */
export const FiltersTheList: Story = {
  args: { onSelectStars: fn(), stars: 4 },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /^4 ulduz.*23%.*6 rəy$/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /^1 ulduz.*4%.*1 rəy$/ }));
    await expect(args.onSelectStars).toHaveBeenCalledWith(1);
  },
};

/** Nobody has rated yet: said in words, no empty bars. */
export const NoReviews: Story = {
  args: { summary: { average: 0, count: 0, counts: [0, 0, 0, 0, 0] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hələ rəy yoxdur')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** English. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.4')).toBeVisible();
    await expect(canvas.getByText('26 reviews')).toBeVisible();
  },
};
