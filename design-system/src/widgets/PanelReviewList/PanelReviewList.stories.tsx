import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ReviewModeration } from '../ReviewList/ReviewModeration.tsx';
import { ReviewReplyForm } from '../ReviewList/ReviewReplyForm.tsx';
import { sampleReviews } from '../ReviewList/sampleReviews.ts';
import { PanelReviewList } from './PanelReviewList.tsx';

const onReply = fn(async () => {});
const onModerate = fn(async () => {});

const meta = {
  title: 'Widgets/PanelReviewList',
  component: PanelReviewList,
  args: {
    reviews: sampleReviews,
    total: sampleReviews.length,
    page: 1,
    pageSize: 10,
    hrefForPage: (page: number) => `/reviews?page=${page}`,
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
} satisfies Meta<typeof PanelReviewList>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The seller's list: each review's product, a hidden one with its reason, and a reply box for each
 * unanswered one; the reply is sent trimmed, and an empty one is refused.
 */
export const SellerReplies: Story = {
  args: { reviews: [sampleReviews[0]!, { ...sampleReviews[2]!, hidden: true, hiddenReason: 'Təhqiramiz ifadə' }], total: 2 },
  render: (args) => (
    <PanelReviewList {...args} renderActions={(review) => (review.reply ? null : <ReviewReplyForm onSubmit={onReply} />)} />
  ),
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getAllByRole('heading', { name: 'Əl toxunması Qarabağ xalçası, 120×80' })).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'Qiymət: 5 / 5' })).toBeVisible();
    await expect(canvas.getByText('Gizlədilib')).toBeVisible();
    await expect(canvas.getByText('Marketpleys tərəfindən gizlədilib: Təhqiramiz ifadə')).toBeVisible();
    await expect(canvas.getByText('Təşəkkür edirik, Aygün xanım! Yenə gözləyirik.')).toBeVisible();
    // Only the unanswered review has a reply button.
    await expect(canvas.getAllByRole('button', { name: 'Cavab yaz' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Cavab yaz' }));
    await expect(canvas.getByText('Bir dəfə cavab verə bilərsiniz, cavab sonra dəyişdirilmir.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cavabı göndər' }));
    await expect(canvas.getByText('Cavabı yazın.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Cavabınız', { exact: false }), '  Üzr istəyirik, dəyişək?  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Cavabı göndər' }));
    await waitFor(() => expect(onReply).toHaveBeenCalledWith('Üzr istəyirik, dəyişək?'));
    await userEvent.click(canvas.getByRole('button', { name: '1 ulduz' }));
    await expect(args.onStarsChange).toHaveBeenCalledWith(1);
  },
};

/** The admin hides a review with a reason (asked for first), or shows a hidden one again. */
export const AdminModeration: Story = {
  args: { reviews: [sampleReviews[1]!, { ...sampleReviews[2]!, hidden: true, hiddenReason: 'Reklam' }], total: 2 },
  render: (args) => (
    <PanelReviewList {...args} renderActions={(review) => <ReviewModeration review={review} onChange={onModerate} />} />
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

/** Nothing yet, or none of the chosen rating. */
export const Empty: Story = {
  args: { reviews: [], total: 0, stars: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '2 ulduzlu rəy yoxdur' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '2 ulduz' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The first page is being read; more than a page has page links. */
export const LoadingAndPaged: Story = {
  args: { reviews: [], total: 35, page: 1, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Rəylər yüklənir');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Russian, paged. */
export const RussianPaged: Story = {
  globals: { locale: 'ru' },
  args: { total: 35, page: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('navigation')).toBeVisible();
    await expect(canvas.getByText('Ответ магазина', { exact: false })).toBeVisible();
  },
};
