import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CategoryChips } from './CategoryChips.tsx';

const items = [
  { id: 1, title: 'Hamısı', href: '/category?name=xalcalar&id=1' },
  { id: 2, title: 'Yun xalçalar', href: '/category?name=xalcalar%2Fyun&id=2' },
  { id: 3, title: 'İpək xalçalar', href: '/category?name=xalcalar%2Fipek&id=3' },
  { id: 4, title: 'Kilimlər', href: '/category?name=xalcalar%2Fkilim&id=4' },
  { id: 5, title: 'Palaslar və cecimlər', href: '/category?name=xalcalar%2Fpalas&id=5' },
];

const meta = {
  title: 'Widgets/CategoryChips',
  component: CategoryChips,
  args: { items, activeId: 1 },
  decorators: [
    (Story) => (
      <div className="overflow-hidden p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Kateqoriyalar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Hamısı' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Kilimlər' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'İpək xalçalar' })).toHaveAttribute(
      'href',
      '/category?name=xalcalar%2Fipek&id=3',
    );
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="category-chips"]')).toBeNull();
  },
};

export const MobileScrollsSideways: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { items: [...items, { id: 6, title: 'Azərbaycanın qədim naxışları ilə toxunmuş xalçalar', href: '/category?id=6' }] },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="category-chips"] ul');
    await expect(list?.scrollWidth).toBeGreaterThan(list?.clientWidth ?? 0);
    const nav = canvasElement.querySelector<HTMLElement>('[data-slot="category-chips"]');
    await expect(nav?.scrollWidth).toBeLessThanOrEqual(nav?.clientWidth ?? 0);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Categories' })).toBeVisible();
  },
};
