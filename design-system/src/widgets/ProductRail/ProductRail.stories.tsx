import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { productHref } from '../../rules/hrefs.ts';
import { ProductCard } from '../ProductCard/ProductCard.tsx';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton.tsx';
import { sampleCards } from '../ProductCard/sampleItems.ts';
import { ProductRail } from './ProductRail.tsx';

const meta = {
  title: 'Widgets/ProductRail',
  component: ProductRail,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Ən çox satılanlar',
    action: (
      <a href="/category?name=hediyyeler&id=1" className="text-brand-700 underline">
        Hamısına bax
      </a>
    ),
    children: sampleCards(8).map((item) => <ProductCard key={item.id} item={item} href={productHref(item)} />),
  },
  decorators: [
    (Story) => (
      <div className="overflow-hidden p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductRail>;
export default meta;
type Story = StoryObj<typeof meta>;

const track = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="product-rail-track"]');

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Ən çox satılanlar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hamısına bax' })).toBeVisible();
    const row = track(canvasElement);
    await expect(canvasElement.querySelectorAll('[data-slot="product-card"]')).toHaveLength(8);
    // Eight cards do not fit: the row scrolls sideways instead of wrapping.
    await expect(row?.scrollWidth).toBeGreaterThan(row?.clientWidth ?? 0);
  },
};

export const Loading: Story = {
  args: { busy: true, children: Array.from({ length: 6 }, (_, index) => <ProductCardSkeleton key={index} />) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Ən çox satılanlar' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongAzerbaijaniTitle: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { title: 'Ən çox seçilən hədiyyələr: əl işi xalçalar, keramika və zərgərlik nümunələri' },
  play: async ({ canvasElement }) => {
    const heading = canvasElement.querySelector<HTMLElement>('h2');
    await expect(heading?.scrollWidth).toBeLessThanOrEqual(heading?.clientWidth ?? 0);
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="product-rail"]');
    await expect(section?.scrollWidth).toBeLessThanOrEqual(section?.clientWidth ?? 0);
  },
};
