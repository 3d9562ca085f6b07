import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import carpet from '../../primitives/Image/sample-carpet.png';
import { Skeleton } from '../../primitives/Skeleton/index.ts';
import { ProductGrid } from '../ProductGrid/ProductGrid.tsx';
import { StoreCard } from './StoreCard.tsx';

const store = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  companyName: 'Xalça Evi Şəki',
  profileImage: carpet,
  productCount: 24,
};
const HREF = '/company?name=xalca-evi-seki&id=c0ffee00-0000-4000-8000-000000000001';

const meta = {
  title: 'Widgets/StoreCard',
  component: StoreCard,
  args: { store, href: HREF },
  decorators: [
    (Story, context) => (
      <div className={context.parameters.fullWidth ? 'p-3' : 'w-56 p-4'}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StoreCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Xalça Evi Şəki' })).toHaveAttribute('href', HREF);
    await expect(canvas.getByText('24 məhsul')).toBeVisible();
  },
};

export const NoPicture: Story = {
  args: { store: { ...store, profileImage: '', productCount: 1 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'placeholder'));
  },
};

export const PluralsInRussian: Story = {
  globals: { locale: 'ru' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <StoreCard {...args} store={{ ...store, productCount: 1 }} />
      <StoreCard {...args} store={{ ...store, id: 'b', productCount: 3 }} />
      <StoreCard {...args} store={{ ...store, id: 'c', productCount: 25 }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('1 товар')).toBeVisible();
    await expect(canvas.getByText('3 товара')).toBeVisible();
    await expect(canvas.getByText('25 товаров')).toBeVisible();
  },
};

export const PrefetchIntent: Story = {
  // Its picture is Default's, pixel for pixel: what differs is not drawn, and the play checks it.
  parameters: { screenshot: { disable: true } },
  args: { onIntent: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.hover(canvas.getByRole('link'));
    await expect(args.onIntent).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  render: () => (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-line bg-surface p-4" aria-busy="true">
      <Skeleton rounded="full" className="size-24" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-3 w-1/3" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(3);
  },
};

export const LongNameOnMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: { fullWidth: true },
  render: (args) => (
    <ProductGrid>
      <StoreCard {...args} store={{ ...store, companyName: 'Azərbaycan Milli Xalçaçılıq və Tətbiqi Sənət Emalatxanası' }} />
      <StoreCard {...args} store={{ ...store, id: 'b' }} />
    </ProductGrid>
  ),
  play: async ({ canvasElement }) => {
    for (const card of canvasElement.querySelectorAll<HTMLElement>('[data-slot="store-card"]')) {
      await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    }
  },
};
