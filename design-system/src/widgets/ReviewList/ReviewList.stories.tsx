import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ReviewList } from './ReviewList.tsx';
import { ReviewModeration } from './ReviewModeration.tsx';
import { ReviewReplyForm } from './ReviewReplyForm.tsx';
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
    await expect(canvas.getByRole('heading', { name: 'Hələ rəy yoxdur' })).toBeVisible();
  },
};

/** None of the chosen rating: said so, with the filter still there to change it. */
export const EmptyForStars: Story = {
  args: { reviews: [], total: 0, stars: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '1 ulduzlu rəy yoxdur' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '1 ulduz' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The first page is being read. */
export const Loading: Story = {
  args: { reviews: [], total: 0, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rəylər yüklənir');
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The seller's list: the product of each review, a hidden one with its reason, and one reply box per unanswered review. */
export const SellerReplies: Story = {
  args: {
    showItem: true,
    onStarsChange: undefined,
    reviews: [sampleReviews[0]!, { ...sampleReviews[2]!, hidden: true, hiddenReason: 'Təhqiramiz ifadə' }],
    total: 2,
  },
  render: (args) => (
    <ReviewList {...args} renderActions={(review) => (review.reply ? null : <ReviewReplyForm onSubmit={onReply} />)} />
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByText('Məhsul: Əl toxunması Qarabağ xalçası, 120×80')).toHaveLength(2);
    await expect(canvas.getByText('Gizlədilib')).toBeVisible();
    await expect(canvas.getByText('Marketpleys tərəfindən gizlədilib: Təhqiramiz ifadə')).toBeVisible();
    await expect(canvas.queryByRole('group')).toBeNull();
    // Only the unanswered review has a reply button.
    await expect(canvas.getAllByRole('button', { name: 'Cavab yaz' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cavab yaz' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cavabı göndər' }));
    await expect(canvas.getByText('Cavabı yazın.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Cavabınız', { exact: false }), '  Üzr istəyirik, dəyişək?  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Cavabı göndər' }));
    await waitFor(() => expect(onReply).toHaveBeenCalledWith('Üzr istəyirik, dəyişək?'));
  },
};
const onReply = fn(async () => {});

/** The admin hides a review with a reason (asked for first), or shows a hidden one again. */
export const AdminModeration: Story = {
  args: {
    showItem: true,
    reviews: [sampleReviews[1]!, { ...sampleReviews[2]!, hidden: true, hiddenReason: 'Reklam' }],
    total: 2,
  },
  render: (args) => (
    <ReviewList {...args} renderActions={(review) => <ReviewModeration review={review} onChange={onModerate} />} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rəyi gizlət' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Gizlət' }));
    await expect(canvas.getByText('Gizlətmə səbəbini yazın.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Niyə gizlədilir?', { exact: false }), 'Spam keçid');
    await userEvent.click(canvas.getByRole('button', { name: 'Gizlət' }));
    await waitFor(() => expect(onModerate).toHaveBeenCalledWith('Spam keçid'));
    await userEvent.click(canvas.getByRole('button', { name: 'Yenidən göstər' }));
    await waitFor(() => expect(onModerate).toHaveBeenLastCalledWith(null));
  },
};
const onModerate = fn(async () => {});

/** English, on a phone. */
export const EnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("The store's reply", { exact: false })).toBeVisible();
    await expect(canvas.getByText('edited', { exact: false })).toBeVisible();
  },
};
