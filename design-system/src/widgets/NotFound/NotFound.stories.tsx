import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound.tsx';

const meta = {
  title: 'Widgets/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Buralar hələ kəşf edilməyib');
    await expect(canvas.getByRole('link', { name: 'Ana səhifəyə qayıt' })).toHaveAttribute('href', '/');
  },
};

export const OtherSiteHome: Story = {
  // Its picture is Default's, pixel for pixel: what differs is not drawn, and the play checks it.
  parameters: { screenshot: { disable: true } },
  args: { homeHref: 'https://admin.example.az/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ana səhifəyə qayıt' })).toHaveAttribute('href', 'https://admin.example.az/');
  },
};

export const MobileAzerbaijani: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    const page = canvasElement.querySelector<HTMLElement>('[data-slot="not-found"]');
    if (!page) throw new Error('the 404 page should render');
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(canvas.getByRole('link', { name: 'Ana səhifəyə qayıt' })).toBeVisible();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ой! Здесь ещё никто не бывал');
    await expect(canvas.getByRole('link', { name: 'Вернуться на главную' })).toBeVisible();
  },
};
