import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from '../../primitives/EmptyState/index.ts';
import { productHref } from '../../rules/hrefs.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton.tsx';
import { sampleCards } from '../ProductCard/sampleItems.ts';
import { ProductGrid } from './ProductGrid.tsx';

const meta = {
  title: 'Widgets/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    children: sampleCards(10).map((item, index) => (
      <ProductCard key={item.id} item={item} href={productHref(item)} priority={index === 0} headingLevel={2} />
    )),
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

const columns = (root: HTMLElement) =>
  getComputedStyle(root.querySelector('[data-slot="product-grid"]') as HTMLElement).gridTemplateColumns.split(' ').length;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="product-card"]')).toHaveLength(10);
    // The story frame is 1200 px wide: the 64rem step, four columns.
    await expect(columns(canvasElement)).toBe(4);
  },
};

export const Loading: Story = {
  args: { busy: true, children: Array.from({ length: 10 }, (_, index) => <ProductCardSkeleton key={index} />) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="product-grid"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="product-card-skeleton"]')).toHaveLength(10);
  },
};

export const Empty: Story = {
  render: () => <EmptyState title="Bu kateqoriyada hələ məhsul yoxdur" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bu kateqoriyada hələ məhsul yoxdur' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(2);
    const grid = canvasElement.querySelector<HTMLElement>('[data-slot="product-grid"]');
    await expect(grid?.scrollWidth).toBeLessThanOrEqual(grid?.clientWidth ?? 0);
  },
};
