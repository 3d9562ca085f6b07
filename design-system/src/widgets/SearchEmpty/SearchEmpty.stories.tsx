import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SearchEmpty } from './SearchEmpty.tsx';

const SUGGESTIONS = [
  { id: 1, title: 'Xalçalar', href: '/category?name=xalcalar&id=1' },
  { id: 2, title: 'Keramika', href: '/category?name=keramika&id=2' },
  { id: 3, title: 'Zərgərlik', href: '/category?name=zergerlik&id=3' },
  { id: 4, title: 'Rəsm əsərləri', href: '/category?name=resm&id=4' },
];

const meta = {
  title: 'Widgets/SearchEmpty',
  component: SearchEmpty,
  args: { query: '', minChars: 2, suggestions: SUGGESTIONS },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchEmpty>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hint: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nə axtarırsınız?' })).toBeVisible();
    await expect(canvas.getByText(/ən azı 2 hərf/)).toBeVisible();
    const form = canvas.getByRole('search');
    await expect(form).toHaveAttribute('action', '/search');
    await expect(canvas.getByRole('searchbox', { name: 'Axtarış sözü' })).toHaveAttribute('name', 'q');
    // No suggestions before anything was searched.
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const TooShortQuery: Story = {
  args: { query: 'x' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nə axtarırsınız?' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('x');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const NoResults: Story = {
  args: { query: 'qızıl üzük' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '«qızıl üzük» üzrə heç nə tapılmadı' })).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('qızıl üzük');
    const suggestions = canvas.getByRole('navigation', { name: 'Populyar kateqoriyalar' });
    await expect(suggestions).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Keramika' })).toHaveAttribute('href', '/category?name=keramika&id=2');
  },
};

export const NoResultsNoSuggestions: Story = {
  args: { query: 'qızıl üzük', suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Axtar' })).toBeVisible();
  },
};

export const Turkish: Story = {
  args: { query: 'halı' },
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '“halı” için sonuç bulunamadı' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ara' })).toBeVisible();
  },
};

export const LongAzerbaijaniMobile: Story = {
  args: {
    query: 'Şəkidə əl ilə toxunmuş ipək kəlağayı və Qubanın köhnə xalçaları',
    suggestions: [...SUGGESTIONS, { id: 5, title: 'Əl işi ağac oymaları və bəzək əşyaları', href: '/category?name=agac&id=5' }],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-slot="search-empty"]');
    if (!root) throw new Error('the empty state should render');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Əl işi ağac oymaları və bəzək əşyaları' })).toBeVisible();
  },
};
