import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchSummary } from './SearchSummary.tsx';

const meta = {
  title: 'Widgets/SearchSummary',
  component: SearchSummary,
  args: { query: 'xalça', total: 42 },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Results: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('«xalça» üzrə nəticələr');
    await expect(canvas.getByText('42 məhsul tapıldı')).toBeVisible();
  },
};

export const OneResultEnglish: Story = {
  args: { query: 'teapot', total: 1 },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 product found')).toBeVisible();
  },
};

export const RussianPlural: Story = {
  args: { query: 'ковёр', total: 5 },
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Найдено 5 товаров')).toBeVisible();
  },
};

export const NoQuery: Story = {
  args: { query: '', total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Axtarış');
    await expect(canvas.queryByText(/tapıldı/)).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="search-summary"]')).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeNull();
    await expect(canvas.queryByText('42 məhsul tapıldı')).toBeNull();
  },
};

export const Failed: Story = {
  args: { failed: true, total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nəticələri indi göstərə bilmədik');
  },
};

export const LongAzerbaijaniQueryMobile: Story = {
  args: { query: 'Əl işi keramika çaydanı və İsmayıllı xalçası üçün hədiyyəlik qablaşdırma', total: 1234 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    const summary = canvasElement.querySelector<HTMLElement>('[data-slot="search-summary"]');
    if (!summary) throw new Error('the summary should render');
    await expect(summary.scrollWidth).toBeLessThanOrEqual(summary.clientWidth);
    await expect(canvas.getByText('1234 məhsul tapıldı')).toBeVisible();
  },
};
