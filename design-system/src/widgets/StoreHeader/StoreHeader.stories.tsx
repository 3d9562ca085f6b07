import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import carpet from '../../primitives/Image/sample-carpet.png';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { StoreHeader, type StoreHeaderStore } from './StoreHeader.tsx';

const store: StoreHeaderStore = {
  companyName: 'Xalça Evi Şəki',
  profileImage: carpet,
  backgroundImage: carpet,
  premium: true,
  merchantStatus: 'VERIFIED',
  productCount: 24,
  stats: { followers: 1250, views: 48211, sold: 312, raitingAvarage: 4.8, ratingCount: 126 },
};

const meta = {
  title: 'Widgets/StoreHeader',
  component: StoreHeader,
  parameters: { layout: 'fullscreen' },
  args: { store },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Xalça Evi Şəki' })).toBeVisible();
    await expect(canvas.getByText('Premium')).toBeVisible();
    await expect(canvas.queryByText('Təsdiqlənməyib')).not.toBeInTheDocument();
    await expect(canvas.getByText('48 211')).toBeVisible();
    // A verified store wears the positive mark; its rating says its number and count.
    await expect(canvas.getByText('Təsdiqlənib')).toBeVisible();
    const rating = canvas.getByRole('img', { name: 'Reytinq 4,8 / 5, 126 rəy' });
    await expect(rating).toHaveTextContent('4,8(126)');
  },
};

/** A store awaiting review: no warning for buyers (the NOT_VERIFIED badge is the seller's own), and no ratings yet. */
export const AwaitingReviewWithoutPicturesOrRatings: Story = {
  args: {
    store: {
      ...store,
      premium: false,
      merchantStatus: 'NOT_VERIFIED',
      profileImage: '',
      backgroundImage: '',
      stats: { ...store.stats, raitingAvarage: 0, ratingCount: 0 },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Təsdiqlənməyib')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Təsdiqlənib')).not.toBeInTheDocument();
    await expect(canvas.getByText('Hələ rəy yoxdur')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-slot="image"][data-state="placeholder"]')).toHaveLength(2));
  },
};

export const Loading: Story = {
  render: () => (
    <div aria-busy="true" className="overflow-hidden rounded-xl border border-line bg-surface">
      <Skeleton rounded="none" className="aspect-[4/1] max-h-64 w-full" />
      <div className="flex gap-4 p-4">
        <Skeleton rounded="full" className="size-24" />
        <div className="flex flex-1 flex-col gap-2">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(4);
  },
};

export const LongNameOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { store: { ...store, companyName: 'Azərbaycan Milli Xalçaçılıq və Tətbiqi Sənət Emalatxanası' } },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector<HTMLElement>('[data-slot="store-header"]');
    await expect(header?.scrollWidth).toBeLessThanOrEqual(header?.clientWidth ?? 0);
  },
};
