import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Pagination } from './Pagination.tsx';

const hrefForPage = (page: number) => `/category?name=xalcalar&id=4${page > 1 ? `&page=${page}` : ''}`;

const meta = {
  title: 'Widgets/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, hrefForPage },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visible slots in order: page numbers as text, '…' for gaps, without previous/next. */
function slots(root: HTMLElement): string[] {
  return [...root.querySelectorAll('li')]
    .filter((li) => !li.querySelector('[rel]') && li.checkVisibility())
    .map((li) => li.textContent?.trim() ?? '');
}

/** How many rows the visible controls take. */
function rows(root: HTMLElement): number {
  const tops = [...root.querySelectorAll('li')].filter((li) => li.checkVisibility()).map((li) => li.getBoundingClientRect().top);
  return new Set(tops.map(Math.round)).size;
}

export const FirstPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '…', '20']);
    await expect(canvas.getByRole('link', { name: 'Səhifə 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: /Əvvəlki/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Növbəti/ })).toHaveAttribute('href', hrefForPage(2));
    await expect(canvas.getByRole('link', { name: 'Səhifə 20' })).toHaveAttribute('href', '/category?name=xalcalar&id=4&page=20');
  },
};

export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(slots(canvasElement)).toEqual(['1', '…', '8', '9', '10', '11', '12', '…', '20']);
    await expect(canvas.getByRole('link', { name: 'Səhifə 10' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: /Əvvəlki/ })).toHaveAttribute('href', hrefForPage(9));
    // Pages are links, never buttons.
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvas, canvasElement }) => {
    await expect(slots(canvasElement)).toEqual(['1', '…', '18', '19', '20']);
    await expect(canvas.queryByRole('link', { name: /Növbəti/ })).not.toBeInTheDocument();
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 4 },
  play: async ({ canvasElement }) => {
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '4']);
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pagination"]')).toBeNull();
  },
};

/** On a 390 px phone one page either side of the current one: first, last, previous and next fit one row. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { page: 10, pageCount: 120 },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Səhifələr' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
    await expect(slots(canvasElement)).toEqual(['1', '…', '9', '10', '11', '…', '120']);
    await expect(rows(canvasElement)).toBe(1);
  },
};

export const MobilePageFive: Story = {
  name: 'Mobile, page 5 of a long list',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { page: 5, pageCount: 1250 },
  play: async ({ canvas, canvasElement }) => {
    await expect(slots(canvasElement)).toEqual(['1', '…', '4', '5', '6', '…', '1250']);
    await expect(rows(canvasElement)).toBe(1);
    await expect(canvas.getByRole('link', { name: /Əvvəlki/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Növbəti/ })).toBeVisible();
  },
};

export const MobileNearTheStart: Story = {
  name: 'Mobile, page 3: a single left-out page is shown instead of a gap',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { page: 3, pageCount: 1250 },
  play: async ({ canvasElement }) => {
    await expect(slots(canvasElement)).toEqual(['1', '2', '3', '4', '…', '1250']);
    await expect(rows(canvasElement)).toBe(1);
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { page: 3 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('navigation', { name: 'Страницы' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
  },
};
