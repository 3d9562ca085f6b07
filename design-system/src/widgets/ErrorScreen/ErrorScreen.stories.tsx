import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen.tsx';

const meta = {
  title: 'Widgets/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bir hata oluştu');
    await expect(canvas.getByText(/Səhifəni yeniləyin/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Səhifəni yenilə' })).toHaveAttribute('href', '/');
    // Without onRetry there is only the way home.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yenidən cəhd et' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Səhifəni yenilə' })).toBeVisible();
  },
};

export const CustomHome: Story = {
  // Its picture is Default's, pixel for pixel: what differs is not drawn, and the play checks it.
  parameters: { screenshot: { disable: true } },
  args: { homeHref: 'https://merchant.example.az/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Səhifəni yenilə' })).toHaveAttribute('href', 'https://merchant.example.az/');
  },
};

export const MobileAzerbaijani: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { onRetry: fn() },
  play: async ({ canvasElement, canvas }) => {
    const screen = canvasElement.querySelector<HTMLElement>('[data-slot="error-screen"]');
    if (!screen) throw new Error('the error screen should render');
    // The az hint wraps instead of overflowing the narrow screen.
    await expect(screen.scrollWidth).toBeLessThanOrEqual(screen.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Yenidən cəhd et' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('link', { name: 'Refresh the page' })).toHaveAttribute('href', '/');
  },
};

/** A failure that clears by itself (the service is unavailable for a moment): other words, the same page again. */
export const OwnWords: Story = {
  args: {
    homeHref: '/item?id=42',
    title: 'Bir azdan qayıdırıq',
    hint: 'Mağaza qısa müddətə əlçatan deyil. Bir neçə saniyədən sonra səhifəni yeniləyin.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Bir azdan qayıdırıq');
    await expect(canvas.getByText(/qısa müddətə əlçatan deyil/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Səhifəni yenilə' })).toHaveAttribute('href', '/item?id=42');
  },
};
