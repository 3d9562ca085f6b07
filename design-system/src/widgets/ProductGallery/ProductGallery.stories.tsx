import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, waitFor, within } from 'storybook/test';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';
import { ProductGallery } from './ProductGallery.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const PHOTOS = [samplePhoto(20), samplePhoto(185), samplePhoto(350)];

const meta = {
  title: 'Widgets/ProductGallery',
  component: ProductGallery,
  args: {
    coverImage: PHOTOS[0] as string,
    media: [PHOTOS[1] as string, PHOTOS[2] as string, '/media/videos/toxuma.mp4'],
    alt: 'Şəki xalçası',
  },
  decorators: [
    (Story) => (
      <div className="max-w-md p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const mainImage = (root: HTMLElement) => root.querySelector('[role="group"] img');

export const CoverFirstWithThumbnails: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(mainImage(canvasElement)).toHaveAttribute('src', PHOTOS[0]);
    // The cover is the page's largest paint: loaded eagerly with high priority.
    await expect(mainImage(canvasElement)).toHaveAttribute('fetchpriority', 'high');
    const thumbs = within(canvas.getByRole('list', { name: t('itemPage.gallery.thumbnails') })).getAllByRole('button');
    await expect(thumbs).toHaveLength(4);
    // Thumbnails on wider screens; the phone's dots are not shown.
    await expect(canvasElement.querySelector('[data-slot="gallery-thumbnails"]')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="gallery-dots"]')).not.toBeVisible();
    await expect(thumbs[0]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: t('itemPage.gallery.showVideo', { current: 4, total: 4 }) })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.gallery.showImage', { current: 2, total: 4 }) }));
    await expect(mainImage(canvasElement)).toHaveAttribute('src', PHOTOS[1]);
    await expect(mainImage(canvasElement)).toHaveAttribute('loading', 'lazy');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const viewer = canvas.getByRole('group', { name: t('itemPage.gallery.position', { current: 1, total: 4 }) });
    viewer.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(mainImage(canvasElement)).toHaveAttribute('src', PHOTOS[1]);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    // Wraps around to the last entry, the video.
    await expect(canvasElement.querySelector('video')).toHaveAttribute('src', '/media/videos/toxuma.mp4');
    await expect(canvasElement.querySelector('video')).toHaveAttribute('controls');
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.gallery.next') }));
    await expect(mainImage(canvasElement)).toHaveAttribute('src', PHOTOS[0]);
  },
};

export const SingleImage: Story = {
  args: { media: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: { coverImage: '/media/covers/missing.jpg', media: [] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'placeholder'));
  },
};

export const NoMedia: Story = {
  args: { coverImage: '', media: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="image"]')).toHaveAttribute('data-state', 'placeholder');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('button', { name: t('itemPage.gallery.previous') })).toBeVisible();
    // Dots instead of thumbnails: only the main photo is downloaded on a phone.
    const dots = within(canvas.getByRole('list', { name: t('itemPage.gallery.thumbnails') })).getAllByRole('button');
    await expect(dots).toHaveLength(4);
    await expect(canvasElement.querySelector('[data-slot="gallery-dots"]')).toBeVisible();
    // Hidden, so their lazy images are never fetched.
    await expect(canvasElement.querySelector('[data-slot="gallery-thumbnails"]')).not.toBeVisible();
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('itemPage.gallery.showImage', { current: 3, total: 4 }) }));
    await expect(mainImage(canvasElement)).toHaveAttribute('src', PHOTOS[2]);
    await expect(dots[2]).toHaveAttribute('aria-current', 'true');
  },
};
