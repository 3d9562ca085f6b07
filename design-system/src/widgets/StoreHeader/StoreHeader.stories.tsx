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
  stats: { followers: 1250, views: 48211, sold: 312, raitingAvarage: 4.4 },
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
    await expect(canvas.getByRole('img', { name: 'Reytinq: 4 / 5' })).toBeVisible();
  },
};

export const NotVerifiedWithoutPictures: Story = {
  args: { store: { ...store, premium: false, merchantStatus: 'NOT_VERIFIED', profileImage: '', backgroundImage: '' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Təsdiqlənməyib')).toBeVisible();
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
