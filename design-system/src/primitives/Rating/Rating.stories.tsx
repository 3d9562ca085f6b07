import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect } from 'storybook/test';
import { Rating } from './Rating.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Primitives/Rating',
  component: Rating,
  args: { rating: 4.8, count: 126 },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "★ 4,8 (126)": the number and the count, read out whole. */
export const WithCount: Story = {
  play: async ({ canvas }) => {
    const rating = canvas.getByRole('img', { name: 'Reytinq 4,8 / 5, 126 rəy' });
    await expect(rating).toHaveTextContent('4,8(126)');
  },
};

/** Large counts are grouped; the number keeps one decimal. */
export const ManyRatingsLarger: Story = {
  args: { rating: 5, count: 12480, size: 'md' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: t('primitives.rating.label', { value: '5,0', count: 12480, formatted: '12\u202f480' }) }),
    ).toHaveTextContent('5,0(12 480)');
  },
};

/** English writes the decimal point and says "review" for one. */
export const EnglishOneReview: Story = {
  globals: { locale: 'en' },
  args: { rating: 4, count: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.0 out of 5, 1 review' })).toHaveTextContent('4.0(1)');
  },
};

/** No ratings on a product or store page: said in words, never a row of empty stars. */
export const NoReviewsSaid: Story = {
  args: { rating: 0, count: 0, whenNone: 'say' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hələ rəy yoxdur')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** No ratings on a card: nothing at all. */
export const NoReviewsHidden: Story = {
  args: { rating: 4.5, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="rating"]')).toBeNull();
  },
};
