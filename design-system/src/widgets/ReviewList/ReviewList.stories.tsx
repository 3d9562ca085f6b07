import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReviewList } from './ReviewList.tsx';
import { sampleReviews } from './sampleReviews.ts';

const meta = {
  title: 'Widgets/ReviewList',
  component: ReviewList,
  args: {
    reviews: sampleReviews,
    total: sampleReviews.length,
    page: 1,
    pageSize: 10,
    hrefForPage: (page: number) => `?reviews=${page}`,
    stars: null,
    onStarsChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: stars, name and day, the text as written, photos, "edited", and the store's reply. */
export const Reviews: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const reviews = canvas.getAllByRole('article');
    await expect(reviews).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Aygün M.' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Alıcı' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Qiymət: 5,0 / 5' })).toBeVisible();
    await expect(canvas.getByText('Mağazanın cavabı', { exact: false })).toBeVisible();
    await expect(canvas.getByText('Təşəkkür edirik, Aygün xanım! Yenə gözləyirik.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Şəkil 2' })).toBeVisible();
    await expect(canvas.getByText('dəyişdirilib', { exact: false })).toBeVisible();
    // No pages for one page.
    await expect(canvas.queryByRole('navigation')).toBeNull();
    // The filter: All is in force; choosing 4 stars asks for it.
    await expect(canvas.getByRole('button', { name: 'Hamısı' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '4 ulduz' }));
    await expect(args.onStarsChange).toHaveBeenCalledWith(4);
  },
};

/** User text is text: markup in a review is shown as typed, never run. */
export const TextIsPlain: Story = {
  args: {
    reviews: [{ ...sampleReviews[2]!, text: '<img src=x onerror="alert(1)"><b>qalın</b>' }],
    total: 1,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)"><b>qalın</b>')).toBeVisible();
    await expect(canvasElement.querySelector('article b')).toBeNull();
  },
};

/** More than a page: the pages are links. */
export const Paged: Story = {
  args: { total: 23, page: 2 },
  play: async ({ canvas }) => {
    const pages = canvas.getByRole('navigation');
    await expect(pages).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Səhifə 3' })).toHaveAttribute('href', '?reviews=3');
  },
};

/** Nobody has reviewed yet. */
export const Empty: Story = {
  args: { reviews: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hələ rəy yoxdur')).toBeVisible();
    await expect(canvas.getByText('Alıcılar sifarişlərini aldıqdan sonra rəylər burada görünür.')).toBeVisible();
  },
};

/** None of the chosen rating: said so, with the filter still there to change it. */
export const EmptyForStars: Story = {
  args: { reviews: [], total: 0, stars: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 ulduzlu rəy yoxdur')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1 ulduz' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** English, on a phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The store's reply", { exact: false })).toBeVisible();
    await expect(canvas.getByText('edited', { exact: false })).toBeVisible();
  },
};
